// Reading codes with the device's camera: the browser's own BarcodeDetector where there is one
// (Chrome on Android, ChromeOS), else @zxing/browser — imported only when the camera is opened, so
// its weight never reaches a user who scans with a keyboard-wedge scanner, types or searches by name.
// Shared by the stock count (retail barcodes) and free entry's door (the guest's QR).

/** BarcodeDetector's format names; the zxing fallback reads QR alone or every format it knows. */
export type ScanFormat = 'ean_13' | 'ean_8' | 'upc_a' | 'upc_e' | 'code_128' | 'code_39' | 'itf' | 'qr_code';

const DETECT_EVERY_MS = 150;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

export type CameraEngine = 'native' | 'zxing';

/** Which decoder this browser uses. */
export function cameraEngine(scope: object = globalThis): CameraEngine {
  return typeof (scope as { BarcodeDetector?: unknown }).BarcodeDetector === 'function' ? 'native' : 'zxing';
}

export type CameraError = 'unsupported' | 'denied' | 'no-camera' | 'failed';

export class CameraScanError extends Error {
  constructor(readonly reason: CameraError) {
    super(reason);
    this.name = 'CameraScanError';
  }
}

function reasonOf(error: unknown): CameraError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

export interface CameraScanner {
  engine: CameraEngine;
  stop(): void;
}

/** Opens the back camera into `video` and calls `onCode` for every code of `formats` read until stopped. */
export async function startCameraScanner(
  video: HTMLVideoElement,
  formats: readonly ScanFormat[],
  onCode: (code: string) => void,
): Promise<CameraScanner> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraScanError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    throw new CameraScanError(reasonOf(error));
  }
  let stopped = false;
  const cleanups: (() => void)[] = [
    () => {
      for (const track of stream.getTracks()) track.stop();
    },
  ];
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const fn of cleanups) fn();
  };
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const engine = cameraEngine();
    if (engine === 'native') {
      const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
      // Asking for a format the browser lacks throws; when it cannot say what it has, it reads them all.
      const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
      const wanted = formats.filter((f) => supported.includes(f));
      const detector = new Detector(wanted.length > 0 ? { formats: wanted } : undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = async () => {
        if (stopped) return;
        try {
          if (video.readyState >= 2) {
            const [found] = await detector.detect(video);
            if (found?.rawValue && !stopped) onCode(found.rawValue);
          }
        } catch {
          // A frame that cannot be read is skipped; the next one is tried.
        }
        if (!stopped) timer = setTimeout(() => void tick(), DETECT_EVERY_MS);
      };
      cleanups.push(() => clearTimeout(timer));
      void tick();
    } else {
      const { BrowserMultiFormatReader, BrowserQRCodeReader } = await import('@zxing/browser');
      if (stopped) return { engine, stop };
      const qrOnly = formats.length > 0 && formats.every((f) => f === 'qr_code');
      const options = { delayBetweenScanAttempts: DETECT_EVERY_MS };
      const reader = qrOnly ? new BrowserQRCodeReader(undefined, options) : new BrowserMultiFormatReader(undefined, options);
      const controls = await reader.decodeFromStream(stream, video, (result) => {
        if (result && !stopped) onCode(result.getText());
      });
      cleanups.unshift(() => controls.stop());
    }
    return { engine, stop };
  } catch (error) {
    stop();
    throw error instanceof CameraScanError ? error : new CameraScanError('failed');
  }
}
