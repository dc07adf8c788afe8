import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CountScope } from '../data/use-stock-count';

interface SubmitCountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  locationName: string;
  scope: CountScope;
  counted: number;
  total: number;
  /** Without network the submit waits on this device like every other change. */
  offline: boolean;
  submitting: boolean;
  onConfirm(): void;
}

/** "Enviar conteo" asks first: a submitted count can no longer be changed. */
export function SubmitCountDialog({
  open,
  onOpenChange,
  locationName,
  scope,
  counted,
  total,
  offline,
  submitting,
  onConfirm,
}: SubmitCountDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="submit-count-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>¿Enviar el conteo de {locationName}?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" color="fg.muted">
                <Text>
                  <Trans>
                    Contaste {counted} de {total} mercaderías. Una vez enviado, el conteo ya no se puede modificar.
                  </Trans>
                </Text>
                {counted < total &&
                  (scope === 'full' ? (
                    <Text color="orange.fg" fontWeight="medium" data-testid="submit-full-warning">
                      <Plural
                        value={total - counted}
                        one="Conteo completo: la mercadería sin contar quedará en 0."
                        other="Conteo completo: las # mercaderías sin contar quedarán en 0."
                      />
                    </Text>
                  ) : (
                    <Text>
                      <Trans>Conteo parcial: las mercaderías sin contar no se ajustan.</Trans>
                    </Text>
                  ))}
                {offline && (
                  <Text color="orange.fg">
                    <Trans>
                      Sin conexión: el envío queda guardado en este dispositivo y se completa cuando vuelva la conexión.
                    </Trans>
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid="submit-count-cancel">
                  <Trans>Cancelar</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onConfirm} loading={submitting} data-testid="submit-count-confirm">
                <Trans>Enviar conteo</Trans>
              </Button>
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
