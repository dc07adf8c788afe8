import { Alert, Box, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { type CameraError, CameraScanError, startCameraScanner } from '../camera-scanner';

interface CameraScanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A code was read: the dialog closes and the list jumps to the good. */
  onScan(code: string): void;
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

/** The camera's picture with a frame to aim at; closes on the first code read. */
export function CameraScanDialog({ open, onOpenChange, onScan }: CameraScanDialogProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraError>('starting');
  const scanned = useRef(onScan);
  scanned.current = onScan;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    setState('starting');
    // The video element mounts with the dialog's content, a frame after `open`.
    const start = async () => {
      for (let i = 0; i < 20 && !video.current && !cancelled; i++) await new Promise((r) => setTimeout(r, 25));
      if (cancelled || !video.current) return;
      try {
        const scanner = await startCameraScanner(video.current, (code) => {
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
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="camera-scan-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Escanear con la cámara</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Box position="relative" bg="black" borderRadius="l2" overflow="hidden" aspectRatio={4 / 3}>
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
                      insetX="12%"
                      top="30%"
                      bottom="30%"
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
                    <Trans>Apunta al código de barras de la botella; se lee solo.</Trans>
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="lg">
                  <Trans>Cerrar</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
