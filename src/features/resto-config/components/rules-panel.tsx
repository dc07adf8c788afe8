// The reservation rules (resto_settings): the booking slot, how long a party holds its table by
// party size (rows edited as typed, see turn-rows.ts), party limits, covers per 15 minutes and
// when a late party's table is released.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { type RestoSettingsDto, TURN_ROWS_ORDER } from '../../../contract/resto-config';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { SettingCard, useSettingSave } from '../../../lib/ui/setting-card';
import { useRulesQuery, useSaveRules } from '../api/resto-config';
import { addRow, parseRows, ROW_NOT_NUMBER, removeRow, type TurnRowDraft, toDrafts, updateRow } from '../turn-rows';

type Numbers = Omit<RestoSettingsDto, 'turnMinutes'>;
const FIELDS = ['slotMinutes', 'minParty', 'maxParty', 'pacingPer15', 'noShowReleaseMinutes'] as const;

export function RulesPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useRulesQuery();
  const save = useSettingSave(useSaveRules());
  const { setSaveError } = save;
  const [rows, setRows] = useState<TurnRowDraft[]>([]);
  const [fields, setFields] = useState<Record<keyof Numbers, string> | null>(null);
  const labels: Record<keyof Numbers, string> = {
    slotMinutes: t`Intervalo de reserva (minutos)`,
    minParty: t`Grupo mínimo`,
    maxParty: t`Grupo máximo`,
    pacingPer15: t`Cubiertos por cada 15 minutos (0 = sin límite)`,
    noShowReleaseMinutes: t`Liberar la mesa tras (minutos de demora)`,
  };

  useEffect(() => {
    if (!query.data || fields) return;
    setRows(toDrafts(query.data.turnMinutes));
    setFields(Object.fromEntries(FIELDS.map((f) => [f, String(query.data[f])])) as Record<keyof Numbers, string>);
  }, [query.data, fields]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fields) return;
    const parsed = parseRows(rows);
    if (!parsed.ok) {
      setSaveError(
        parsed.error === ROW_NOT_NUMBER
          ? t`Indica números enteros en cada fila`
          : parsed.error === TURN_ROWS_ORDER
            ? t`Los tamaños de grupo deben ir de menor a mayor, sin repetirse`
            : t`Agrega al menos una duración de mesa`,
      );
      return;
    }
    if (FIELDS.some((f) => !/^\d+$/.test(fields[f].trim()))) {
      setSaveError(t`Indica números enteros`);
      return;
    }
    const numbers = Object.fromEntries(FIELDS.map((f) => [f, Number(fields[f])])) as Numbers;
    save.run({ ...numbers, turnMinutes: parsed.rows }, (answer) => {
      setRows(toDrafts(answer.turnMinutes));
      return t`Reglas de reservas guardadas`;
    });
  };

  return (
    <SettingCard
      title={<Trans>Reglas de reservas</Trans>}
      description={<Trans>Cuánto dura una mesa según el tamaño del grupo, los límites de grupo y el ritmo de llegadas.</Trans>}
      query={query}
      onSubmit={submit}
      saveError={save.saveError}
      testId="rules-card"
      loadErrorTestId="rules-load-error"
      saveErrorTestId="rules-error"
    >
      {fields && (
        <Stack gap="4">
          <Stack gap="2" data-testid="turn-rows">
            <Text fontWeight="semibold">
              <Trans>Duración de la mesa por tamaño de grupo</Trans>
            </Text>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own while typed
              <HStack key={i} gap="2" align="end">
                <FormField label={t`Hasta (personas)`}>
                  <Input
                    inputMode="numeric"
                    value={row.upTo}
                    onChange={(e) => setRows(updateRow(rows, i, { upTo: e.target.value }))}
                    maxW="8rem"
                  />
                </FormField>
                <FormField label={t`Minutos`}>
                  <Input
                    inputMode="numeric"
                    value={row.minutes}
                    onChange={(e) => setRows(updateRow(rows, i, { minutes: e.target.value }))}
                    maxW="8rem"
                  />
                </FormField>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setRows(removeRow(rows, i))}
                  aria-label={t`Quitar fila`}
                >
                  <Trans>Quitar</Trans>
                </Button>
              </HStack>
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => setRows(addRow(rows))}
              data-testid="turn-row-add"
            >
              <Trans>Agregar fila</Trans>
            </Button>
          </Stack>
          {FIELDS.map((f) => (
            <FormField key={f} label={labels[f]}>
              <Input
                inputMode="numeric"
                value={fields[f]}
                onChange={(e) => setFields({ ...fields, [f]: e.target.value })}
                maxW="10rem"
              />
            </FormField>
          ))}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={save.pending}
            disabled={!online}
            data-testid="rules-save"
          >
            <Trans>Guardar</Trans>
          </Button>
        </Stack>
      )}
    </SettingCard>
  );
}
