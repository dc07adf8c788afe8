import { Alert, Box, type BoxProps, Button, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../ui/dialog-frame';
import { useDialogSize } from '../ui/dialog-size';
import { type CameraError, CameraScanError, type ScanFormat, startCameraScanner } from './camera-scanner';

/** The picture's shape and the frame drawn on it: a square for QR codes, a wide band for barcodes. */
export type ScanAim = 'square' | 'band';

const AIMS: Record<ScanAim, { aspectRatio: number; frame: BoxProps }> = {
  square: { aspectRatio: 1, frame: { inset: '18%' } },
  band: { aspectRatio: 4 / 3, frame: { insetX: '12%', top: '30%', bottom: '30%' } },
};

interface CameraScanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A code was read; scanning has stopped and the caller decides what to do (usually close). */
  onScan(code: string): void;
  /** Which codes to read (BarcodeDetector names). */
  formats: readonly ScanFormat[];
  aim: ScanAim;
  /** Translated by the caller, so each feature keeps its own wording. */
  title: ReactNode;
  /** Shown under the picture while the camera runs. */
  hint: ReactNode;
  testId: string;
}

function CameraErrorText({ reason }: { reason: CameraError }) {
  switch (reason) {
    case 'denied':
      return <Trans>El navegador no dio permiso para usar la cámara. Habilítalo en la configuración del sitio.</Trans>;
    case 'no-camera':
      return <Trans>No se encontró una cámara en este dispositivo.</Trans>;
    case 'unsupported':
      return <Trans>Este navegador no permite usar la cámara.</Trans>;
    default:
      return <Trans>No se pudo abrir la cámara.</Trans>;
  }
}

/** The camera's picture with a frame to aim at; stops on the first code read. */
export function CameraScanDialog({ open, onOpenChange, onScan, formats, aim, title, hint, testId }: CameraScanDialogProps) {
  const { t } = useLingui();
  const dialogSize = useDialogSize();
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraError>('starting');
  const scanned = useRef(onScan);
  scanned.current = onScan;
  // Read when the camera opens: a new array each render must not restart it.
  const wanted = useRef(formats);
  wanted.current = formats;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    setState('starting');
    const start = async () => {
      // The video element mounts with the dialog's content, a frame after `open`.
      for (let i = 0; i < 20 && !video.current && !cancelled; i++) await new Promise((r) => setTimeout(r, 25));
      if (cancelled || !video.current) return;
      try {
        const scanner = await startCameraScanner(video.current, wanted.current, (code) => {
          if (cancelled) return;
          cancelled = true;
          scanner.stop();
          scanned.current(code);
        });
        if (cancelled) scanner.stop();
        else {
          stop = scanner.stop;
          setState('scanning');
        }
      } catch (error) {
        if (!cancelled) setState(error instanceof CameraScanError ? error.reason : 'failed');
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open]);

  const failed = state !== 'starting' && state !== 'scanning';
  const { aspectRatio, frame } = AIMS[aim];
  return (
    <DialogFrame
      open={open}
      onOpenChange={(open) => onOpenChange(open)}
      size={dialogSize}
      testId={testId}
      title={title}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" size="lg">
            <Trans>Cerrar</Trans>
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="3">
        <Box position="relative" bg="black" borderRadius="l2" overflow="hidden" aspectRatio={aspectRatio}>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t`Imagen de la cámara`}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: failed ? 'none' : 'block' }}
          />
          {!failed && (
            <Box
              position="absolute"
              {...frame}
              borderWidth="3px"
              borderColor="brand.solid"
              borderRadius="l2"
              pointerEvents="none"
            />
          )}
          {state === 'starting' && (
            <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
              <Spinner color="white" />
            </Box>
          )}
        </Box>
        {failed ? (
          <Alert.Root status="warning" variant="surface" borderRadius="l3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                <CameraErrorText reason={state} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {hint}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
