// "Aviso de saldo desactualizado": the age after which the card screens warn that the balances
// saved on the device (read offline) may be out of date. One number, saved on its own.
import { Button, HStack, Input, InputGroup } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { DEFAULT_STALE_BALANCE_MINUTES } from '../../../contract/vip-config';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { SettingCard, useSettingSave } from '../../../lib/ui/setting-card';
import { useSaveVipSettings, useVipSettingsQuery } from '../api/vip-settings';
import { parseStaleMinutes } from '../card-type-form';
import { translateMessage } from '../messages';

export function StaleBalanceCard() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useVipSettingsQuery();
  const save = useSettingSave(useSaveVipSettings(), translateMessage);
  const saved = query.data?.staleBalanceMinutes;
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // What the field shows: what the user typed, else the saved value once it arrives.
  const value = text ?? (saved === undefined ? '' : String(saved));
  useEffect(() => {
    if (saved !== undefined && text === String(saved)) setText(null);
  }, [saved, text]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseStaleMinutes(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    save.run({ staleBalanceMinutes: parsed.minutes }, () => {
      setText(null);
      return t`Aviso guardado: ${parsed.minutes} minutos`;
    });
  };

  const changed = saved !== undefined && value.trim() !== String(saved);
  return (
    <SettingCard
      title={<Trans>Aviso de saldo desactualizado</Trans>}
      description={
        <Trans>
          Sin conexión, las pantallas de tarjetas muestran el saldo guardado en el dispositivo con «saldo al …» y avisan cuando
          tiene más de estos minutos. Por defecto, {DEFAULT_STALE_BALANCE_MINUTES}.
        </Trans>
      }
      query={query}
      onSubmit={submit}
      saveError={save.saveError}
      translate={translateMessage}
      testId="stale-balance-card"
      loadErrorTestId="vip-config-load-error"
      saveErrorTestId="stale-balance-error"
    >
      <FormField
        translate={translateMessage}
        label={t`Avisar después de`}
        error={error}
        help={t`Entre 1 y 1440 minutos (24 horas).`}
      >
        <HStack gap="3" wrap="wrap">
          <InputGroup endElement={t`min`} maxW="12rem">
            <Input
              value={value}
              onChange={(e) => setText(e.target.value)}
              inputMode="numeric"
              name="staleBalanceMinutes"
              disabled={!online}
            />
          </InputGroup>
          <Button
            type="submit"
            colorPalette="brand"
            loading={save.pending}
            disabled={!online || !changed}
            data-testid="stale-balance-save"
          >
            <Trans>Guardar</Trans>
          </Button>
        </HStack>
      </FormField>
    </SettingCard>
  );
}
