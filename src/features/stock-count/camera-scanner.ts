// Reading barcodes with the device's camera: the browser's own BarcodeDetector where there is one
// (Chrome on Android, ChromeOS), else @zxing/browser — imported only when the camera is opened, so
// its weight never reaches a user who scans with a keyboard-wedge scanner or types.

/** The formats on goods: retail EAN/UPC, and the in-store labels' Code 128 / Code 39 / QR. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'];
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

/** Opens the back camera into `video` and calls `onCode` for every code read until stopped. */
export async function startCameraScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<CameraScanner> {
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
      const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
      const formats = FORMATS.filter((f) => supported.includes(f));
      const detector = new Detector(formats.length > 0 ? { formats } : undefined);
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
      const { BrowserMultiFormatReader } = await import('@zxing/browser');
      if (stopped) return { engine, stop };
      const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: DETECT_EVERY_MS });
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
