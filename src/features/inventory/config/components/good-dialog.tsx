import { Box, Button, CloseButton, Fieldset, HStack, Input, SimpleGrid, Stack, Switch, Tag, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  type BarcodeDto,
  barcodeSchema,
  GOOD_UNITS,
  type GoodDto,
  type GoodUnit,
  goodCreateSchema,
  goodSchema,
} from '../../../../contract/inventory-catalogue';
import { toaster } from '../../../../lib/toaster';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { errorMessage } from '../../../../lib/ui/request-error';
import { SelectBox } from '../../../../lib/ui/select-box';
import { decimalCell, moneyCell } from '../../shared/quantity';
import { useAddBarcode, useRemoveBarcode, useSaveGood } from '../api/goods';
import { check, decimalInput, moneyInput } from '../form-values';
import { unitLabel } from '../labels';
import { translateMessage } from '../messages';
import { useConfigSave } from './use-config-save';

interface GoodForm {
  sku: string;
  name: string;
  category: string;
  unit: GoodUnit;
  content: string;
  fullWeight: string;
  emptyWeight: string;
  unitCost: string;
  supplier: string;
  supplierPack: string;
  active: boolean;
}

function initialForm(good: GoodDto | undefined): GoodForm {
  return {
    sku: good?.sku ?? '',
    name: good?.name ?? '',
    category: good?.category ?? '',
    unit: good?.unit ?? 'bottle',
    content: good ? String(good.content) : '',
    fullWeight: good?.fullWeight != null ? String(good.fullWeight) : '',
    emptyWeight: good?.emptyWeight != null ? String(good.emptyWeight) : '',
    unitCost: good ? moneyInput(good.unitCost) : '',
    supplier: good?.supplier ?? '',
    supplierPack: good ? decimalInput(good.supplierPack) : '1',
    active: good?.active ?? true,
  };
}

/** Barcodes of a saved good: each add and remove is saved at once. */
function SavedBarcodes({ goodId, barcodes }: { goodId: string; barcodes: BarcodeDto[] }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const add = useAddBarcode();
  const remove = useRemoveBarcode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = v.safeParse(barcodeSchema, code);
    if (!parsed.success) {
      setError(translateMessage(i18n, parsed.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    add.mutate(
      { goodId, barcode: parsed.output },
      { onSuccess: () => setCode(''), onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)) },
    );
  };

  return (
    <BarcodeEditor
      codes={barcodes.map((b) => ({ key: b.id, barcode: b.barcode }))}
      value={code}
      onChange={setCode}
      onAdd={submit}
      adding={add.isPending}
      onRemove={(key) =>
        remove.mutate(
          { goodId, barcodeId: key },
          {
            onSuccess: () => toaster.create({ type: 'success', title: t`Código de barras quitado` }),
            onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
          },
        )
      }
      error={error}
      hint={t`Los códigos se guardan al agregarlos o quitarlos.`}
    />
  );
}

function BarcodeEditor({
  codes,
  value,
  onChange,
  onAdd,
  adding,
  onRemove,
  error,
  hint,
}: {
  codes: { key: string; barcode: string }[];
  value: string;
  onChange(value: string): void;
  onAdd(): void;
  adding?: boolean;
  onRemove(key: string): void;
  error: string | null | undefined;
  hint: string;
}) {
  const { t } = useLingui();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>
        <Trans>Códigos de barras</Trans>
      </Fieldset.Legend>
      <Stack gap="2">
        {codes.length > 0 ? (
          <HStack gap="2" wrap="wrap" data-testid="good-barcodes">
            {codes.map((c) => (
              <Tag.Root key={c.key} size="lg" variant="surface">
                <Tag.Label fontFamily="mono">{c.barcode}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton size="2xs" aria-label={t`Quitar ${c.barcode}`} onClick={() => onRemove(c.key)} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Sin códigos de barras.</Trans>
          </Text>
        )}
        <HStack gap="2">
          <Input
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              // A keyboard-wedge scanner ends with Enter: add the code instead of saving the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                onAdd();
              }
            }}
            placeholder={t`Escanea o escribe un código`}
            aria-label={t`Nuevo código de barras`}
            inputMode="text"
            fontFamily="mono"
            data-testid="good-barcode-input"
          />
          <Button variant="outline" onClick={onAdd} loading={adding} type="button" flexShrink={0}>
            <Trans>Agregar</Trans>
          </Button>
        </HStack>
        {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
      </Stack>
    </Fieldset.Root>
  );
}

/** Create or edit a good: identity, unit and content, weights for partial bottles, cost, supplier, barcodes. */
export function GoodDialog({
  good,
  liveBarcodes,
  categories,
  onClose,
}: {
  good?: GoodDto;
  /** The good's barcodes as the list shows them now (they change while the dialog is open). */
  liveBarcodes?: BarcodeDto[];
  categories: string[];
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveGood();
  const [form, setForm] = useState<GoodForm>(() => initialForm(good));
  const [pending, setPending] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { errors, save: saveChecked, dialog } = useConfigSave(save, good?.id, onClose);
  const set = <K extends keyof GoodForm>(key: K, value: GoodForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const addPending = () => {
    const parsed = v.safeParse(barcodeSchema, code);
    if (!parsed.success) {
      setCodeError(translateMessage(i18n, parsed.issues[0]?.message) ?? null);
      return;
    }
    if (pending.includes(parsed.output)) {
      setCodeError(translateMessage(i18n, 'Un código de barras está repetido') ?? null);
      return;
    }
    setCodeError(null);
    setPending((p) => [...p, parsed.output]);
    setCode('');
  };

  const submit = () => {
    const payload = {
      sku: form.sku,
      name: form.name,
      category: form.category,
      unit: form.unit,
      content: decimalCell(form.content) ?? 0,
      fullWeight: decimalCell(form.fullWeight),
      emptyWeight: decimalCell(form.emptyWeight),
      unitCost: moneyCell(form.unitCost),
      supplier: form.supplier,
      supplierPack: decimalCell(form.supplierPack),
      active: form.active,
      ...(good ? {} : { barcodes: pending }),
    };
    saveChecked(good ? check(goodSchema, payload) : check(goodCreateSchema, payload));
  };

  const contentUnit = form.unit === 'kg' ? 'g' : 'ml';
  return (
    <FormDialog
      {...dialog}
      title={good ? t`Editar mercadería` : t`Nueva mercadería`}
      size="lg"
      onSubmit={submit}
      testId="good-dialog"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
          <Input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={120} name="name" autoFocus />
        </FormField>
        <FormField translate={translateMessage} label={t`Código interno (SKU)`} error={errors.sku} required>
          <Input value={form.sku} onChange={(e) => set('sku', e.target.value)} maxLength={40} name="sku" fontFamily="mono" />
        </FormField>
        <FormField translate={translateMessage} label={t`Categoría`} error={errors.category} required>
          <Input
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
            list="good-categories"
            maxLength={60}
            name="category"
          />
          <datalist id="good-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </FormField>
        <FormField translate={translateMessage} label={t`Unidad`} error={errors.unit} required>
          <SelectBox
            value={form.unit}
            onChange={(unit) => set('unit', unit as GoodUnit)}
            name="unit"
            options={GOOD_UNITS.map((u) => ({ value: u, label: unitLabel(i18n, u) }))}
          />
        </FormField>
        <FormField
          translate={translateMessage}
          label={t`Contenido (${contentUnit} por unidad)`}
          error={errors.content}
          help={t`Por ejemplo 750 para una botella de 750 ml.`}
        >
          <Input value={form.content} onChange={(e) => set('content', e.target.value)} inputMode="numeric" name="content" />
        </FormField>
        <FormField
          translate={translateMessage}
          label={t`Costo unitario`}
          error={errors.unitCost}
          required
          help={t`Cambiarlo no modifica el costo de los movimientos ya registrados.`}
        >
          <Input value={form.unitCost} onChange={(e) => set('unitCost', e.target.value)} inputMode="decimal" name="unitCost" />
        </FormField>
        <FormField
          translate={translateMessage}
          label={t`Peso lleno (g)`}
          error={errors.fullWeight}
          help={t`Para contar botellas abiertas por peso.`}
        >
          <Input
            value={form.fullWeight}
            onChange={(e) => set('fullWeight', e.target.value)}
            inputMode="numeric"
            name="fullWeight"
          />
        </FormField>
        <FormField translate={translateMessage} label={t`Peso vacío (g)`} error={errors.emptyWeight}>
          <Input
            value={form.emptyWeight}
            onChange={(e) => set('emptyWeight', e.target.value)}
            inputMode="numeric"
            name="emptyWeight"
          />
        </FormField>
        <FormField translate={translateMessage} label={t`Proveedor`} error={errors.supplier}>
          <Input value={form.supplier} onChange={(e) => set('supplier', e.target.value)} maxLength={120} name="supplier" />
        </FormField>
        <FormField
          translate={translateMessage}
          label={t`Bulto del proveedor (unidades)`}
          error={errors.supplierPack}
          required
          help={t`Las sugerencias de compra redondean a bultos completos.`}
        >
          <Input
            value={form.supplierPack}
            onChange={(e) => set('supplierPack', e.target.value)}
            inputMode="numeric"
            name="supplierPack"
          />
        </FormField>
      </SimpleGrid>
      <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Activa (aparece en conteos, transferencias y recetas)</Trans>
        </Switch.Label>
      </Switch.Root>
      <Box borderTopWidth="1px" pt="4">
        {good ? (
          <SavedBarcodes goodId={good.id} barcodes={liveBarcodes ?? good.barcodes} />
        ) : (
          <BarcodeEditor
            codes={pending.map((b) => ({ key: b, barcode: b }))}
            value={code}
            onChange={setCode}
            onAdd={addPending}
            onRemove={(key) => setPending((p) => p.filter((b) => b !== key))}
            error={
              codeError ??
              translateMessage(i18n, errors.barcodes ?? Object.entries(errors).find(([k]) => k.startsWith('barcodes.'))?.[1])
            }
            hint={t`Se guardan junto con la mercadería.`}
          />
        )}
      </Box>
    </FormDialog>
  );
}
