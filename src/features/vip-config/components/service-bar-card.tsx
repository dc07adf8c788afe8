// "Barra que sirve las mesas VIP": a delivered table order is a sale of this bar and takes its
// bottles from this bar's stock. With one active bar nothing needs choosing; with several and none
// chosen here, the orders board asks at delivery. Saved on its own, online only.
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { SelectBox } from '../../../lib/ui/select-box';
import { SettingCard, useSettingSave } from '../../../lib/ui/setting-card';
import { useSaveVipServiceBar, useVipServiceBarQuery } from '../api/vip-settings';
import { translateMessage } from '../messages';

export function ServiceBarCard() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useVipServiceBarQuery();
  const save = useSettingSave(useSaveVipServiceBar(), translateMessage);
  const saved = query.data?.pointOfSaleId ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? saved;
  const bars = query.data?.bars ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.run({ pointOfSaleId: value || null }, (answer) => {
      setPicked(null);
      const name = answer.bars.find((b) => b.id === answer.pointOfSaleId)?.name;
      return name ? t`Las mesas VIP se sirven desde ${name}` : t`Se elegirá la barra al entregar cada orden`;
    });
  };

  return (
    <SettingCard
      title={<Trans>Barra que sirve las mesas VIP</Trans>}
      description={
        <Trans>
          Una orden de mesa entregada es una venta de esta barra: suma a sus ventas y descuenta las botellas de su stock. Si el
          local tiene una sola barra activa, es esa; si no eliges ninguna, se pregunta al entregar.
        </Trans>
      }
      query={query}
      onSubmit={submit}
      saveError={save.saveError}
      translate={translateMessage}
      testId="service-bar-card"
      loadErrorTestId="service-bar-load-error"
      saveErrorTestId="service-bar-error"
    >
      <FormField translate={translateMessage} label={t`Barra`}>
        <HStack gap="3" wrap="wrap">
          <SelectBox
            value={value}
            onChange={setPicked}
            options={bars.map((b) => ({ value: b.id, label: b.name }))}
            placeholder={t`Ninguna: elegir al entregar`}
            name="serviceBar"
            testId="service-bar-select"
            maxW="18rem"
            disabled={!online}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={save.pending}
            disabled={!online || value === saved}
            data-testid="service-bar-save"
          >
            <Trans>Guardar</Trans>
          </Button>
        </HStack>
      </FormField>
    </SettingCard>
  );
}
