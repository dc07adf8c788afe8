// The venue's business-day cutoff hour: sales before it (local time) belong to the night that
// began the evening before. One number, saved on its own, with an example that follows the choice.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { MAX_CUTOFF_HOUR } from '../../../contract/nights-admin';
import { FormField } from '../../../lib/ui/form-field';
import { SelectBox } from '../../../lib/ui/select-box';
import { SettingCard, useSettingSave } from '../../../lib/ui/setting-card';
import { useNightSettingsQuery, useSaveNightSettings } from '../api/nights';
import { translateMessage } from '../messages';

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function CutoffCard() {
  const { t } = useLingui();
  const query = useNightSettingsQuery();
  const save = useSettingSave(useSaveNightSettings(), translateMessage);
  const [picked, setPicked] = useState<number | null>(null);
  const saved = query.data?.cutoffHour;
  const value = picked ?? saved ?? 9;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.run({ cutoffHour: value }, (s) => {
      setPicked(null);
      return t`Hora de corte guardada: ${pad(s.cutoffHour)}`;
    });
  };

  const before = value === 0 ? null : pad(value - 1).replace(':00', ':59');
  return (
    <SettingCard
      title={<Trans>Cambio de jornada</Trans>}
      description={
        <Trans>
          La noche cruza la medianoche: lo que se vende antes de esta hora (hora del local) pertenece a la noche que empezó la
          tarde anterior.
        </Trans>
      }
      query={query}
      onSubmit={submit}
      saveError={save.saveError}
      translate={translateMessage}
      testId="cutoff-card"
      loadErrorTestId="nights-load-error"
      saveErrorTestId="cutoff-error"
    >
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Stack flex="0 0 auto" minW="10rem">
          <FormField translate={translateMessage} label={t`Hora de corte`}>
            <SelectBox
              size="md"
              width="10rem"
              value={String(value)}
              onChange={(hour) => setPicked(Number(hour))}
              testId="cutoff-hour"
              fieldBg="bg.panel"
              options={Array.from({ length: MAX_CUTOFF_HOUR + 1 }, (_, h) => ({ value: String(h), label: pad(h) }))}
            />
          </FormField>
        </Stack>
        <Button type="submit" colorPalette="brand" loading={save.pending} disabled={saved === value} data-testid="cutoff-save">
          <Trans>Guardar</Trans>
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted" data-testid="cutoff-example">
        {before ? (
          <Trans>
            Ejemplo: una venta del domingo a las {before} es de la noche del sábado; desde las {pad(value)} ya cuenta para el
            domingo.
          </Trans>
        ) : (
          <Trans>Con 00:00 cada jornada termina a la medianoche: una venta del domingo a las 00:30 es del domingo.</Trans>
        )}
      </Text>
    </SettingCard>
  );
}
