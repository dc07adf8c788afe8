// Create or edit a point of sale of one kind: name, price list, AFIP point-of-sale number and, for a
// bar, the bar stock location its sales consume from. The kind is fixed by the screen.
import { Input, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  type ConfigPosKind,
  kindHasStock,
  type PointOfSaleDto,
  type PosCreateInput,
  posCreateSchema,
} from '../../../contract/pos';
import { type FieldErrors, issuesByField } from '../../../lib/ui/field-errors';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useRecordSave } from '../../../lib/ui/use-record-save';
import { usePosOptionsQuery, useSavePointOfSale } from '../api/points-of-sale';
import { parseAfipNumber } from '../form';
import { posText } from '../labels';
import { translateMessage } from '../messages';

type Errors = FieldErrors<keyof PosCreateInput>;

function Select({
  value,
  onChange,
  children,
  name,
}: {
  value: string;
  onChange(value: string): void;
  children: React.ReactNode;
  name: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} name={name} bg="bg.panel">
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function PosDialog({ kind, point, onClose }: { kind: ConfigPosKind; point: PointOfSaleDto | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const options = usePosOptionsQuery();
  const save = useRecordSave(useSavePointOfSale(), point?.id, onClose, translateMessage);
  const [name, setName] = useState(point?.name ?? '');
  const [priceListId, setPriceListId] = useState(point?.priceListId ?? '');
  const [stockLocationId, setStockLocationId] = useState(point?.stockLocationId ?? '');
  const [afip, setAfip] = useState(point?.afipPosNumber ? String(point.afipPosNumber) : '');
  const [errors, setErrors] = useState<Errors>({});
  const withStock = kindHasStock(kind);

  const submit = () => {
    const payload = {
      kind,
      name,
      priceListId: priceListId || null,
      stockLocationId: withStock ? stockLocationId || null : null,
      afipPosNumber: parseAfipNumber(afip),
    };
    const result = v.safeParse(posCreateSchema, payload);
    if (!result.success) {
      setErrors(issuesByField(result.issues));
      return;
    }
    setErrors({});
    save.save(result.output);
  };

  return (
    <FormDialog
      onlineOnly
      title={posText(i18n, kind, point ? 'edit' : 'create')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={point ? t`Guardar` : t`Crear`}
      pending={save.pending}
      error={save.error}
      testId="pos-dialog"
    >
      <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="name" autoFocus />
      </FormField>
      {options.isError && !options.data ? (
        <LoadError
          testId="pos-load-error"
          translate={translateMessage}
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : !options.data ? (
        <Skeleton height="20" />
      ) : (
        <>
          {withStock && (
            <FormField
              translate={translateMessage}
              label={t`Ubicación de stock`}
              error={errors.stockLocationId}
              required
              help={t`Lo que vende esta barra se descuenta del stock de esta ubicación.`}
            >
              <Select value={stockLocationId} onChange={setStockLocationId} name="stockLocationId">
                <option value="">{t`Elige una barra`}</option>
                {options.data.barLocations.map((l) => (
                  <option key={l.id} value={l.id} disabled={!l.active && l.id !== point?.stockLocationId}>
                    {l.active ? l.name : t`${l.name} (inactiva)`}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <FormField
            translate={translateMessage}
            label={t`Lista de precios`}
            error={errors.priceListId}
            help={options.data.priceLists.length === 0 ? t`El local todavía no tiene listas de precios.` : undefined}
          >
            <Select value={priceListId} onChange={setPriceListId} name="priceListId">
              <option value="">{t`Sin lista de precios`}</option>
              {options.data.priceLists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          </FormField>
        </>
      )}
      <FormField
        translate={translateMessage}
        label={t`Punto de venta AFIP`}
        error={errors.afipPosNumber}
        help={t`El número con que factura electrónicamente (1 a 99999), distinto en cada punto de venta del local.`}
      >
        <Input value={afip} onChange={(e) => setAfip(e.target.value)} inputMode="numeric" maxLength={6} name="afipPosNumber" />
      </FormField>
      {point && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>El tipo no se cambia: las ventas y terminales ya registradas dependen de él.</Trans>
        </Text>
      )}
    </FormDialog>
  );
}
