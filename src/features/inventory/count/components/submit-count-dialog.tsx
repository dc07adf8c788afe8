import { Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { SendConfirmDialog } from '../../shared/send-confirm-dialog';
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
  return (
    <SendConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>¿Enviar el conteo de {locationName}?</Trans>}
      confirmLabel={<Trans>Enviar conteo</Trans>}
      onConfirm={onConfirm}
      pending={submitting}
      testId="submit-count-dialog"
      confirmTestId="submit-count-confirm"
      cancelTestId="submit-count-cancel"
    >
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
            <Trans>Sin conexión: el envío queda guardado en este dispositivo y se completa cuando vuelva la conexión.</Trans>
          </Text>
        )}
      </Stack>
    </SendConfirmDialog>
  );
}
