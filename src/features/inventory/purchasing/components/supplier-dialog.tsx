// Creating or editing a supplier: who it is and how to reach it, how many days it takes to
// deliver, and the goods it sells, each with the units in its case and the agreed price per unit
// (invoices keep that price up to date; the last one and its date are shown beside it). A refused
// save keeps everything typed and shows the server's reason in the dialog.
import { Box, Field, Flex, IconButton, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { moneyInputText } from '../../../../contract/numbers';
import { MAX_PURCHASE_LINES, type SupplierBody, type SupplierDto } from '../../../../contract/purchasing';
import { fDate } from '../../../../lib/format-date';
import { fMoney } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { GoodCombobox } from '../../shared/good-combobox';
import { TrashIcon } from '../../shared/icons';
import { unitShortLabel } from '../../shared/unit-names';
import type { Good } from '../../shared/use-inventory-replica';
import { useSaveSupplier } from '../api';
import { moneyMessage, parseUnitPrice } from './cost-fields';

interface GoodLine {
  goodId: string;
  name: string;
  sku: string;
  unit: string;
  pack: string;
  price: string;
  lastPrice: number | null;
  lastPriceAt: string | null;
}

interface Form {
  name: string;
  taxId: string;
  contact: string;
  phone: string;
  email: string;
  leadTime: string;
  note: string;
  active: boolean;
  goods: GoodLine[];
}

function initialForm(supplier: SupplierDto | undefined): Form {
  return {
    name: supplier?.name ?? '',
    taxId: supplier?.taxId ?? '',
    contact: supplier?.contact ?? '',
    phone: supplier?.phone ?? '',
    email: supplier?.email ?? '',
    leadTime: String(supplier?.leadTimeDays ?? 1),
    note: supplier?.note ?? '',
    active: supplier?.active ?? true,
    goods:
      supplier?.goods.map((g) => ({
        goodId: g.goodId,
        name: g.name,
        sku: g.sku,
        unit: g.unit,
        pack: String(g.packSize),
        price: g.lastPrice === null ? '' : moneyInputText(g.lastPrice),
        lastPrice: g.lastPrice,
        lastPriceAt: g.lastPriceAt,
      })) ?? [],
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function SupplierDialog({
  supplier,
  goods,
  onClose,
}: {
  /** The supplier edited; a new one when absent. */
  supplier?: SupplierDto;
  /** The venue's goods (this device's copy), to pick what the supplier sells. */
  goods: readonly Good[];
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveSupplier();
  const [form, setForm] = useState<Form>(() => initialForm(supplier));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setLine = (goodId: string, patch: Partial<GoodLine>) =>
    setForm((f) => ({ ...f, goods: f.goods.map((l) => (l.goodId === goodId ? { ...l, ...patch } : l)) }));

  const leadTime = wholeIn(form.leadTime, 0, 365);
  const lines = form.goods.map((l) => {
    const pack = wholeIn(l.pack, 1, 1000);
    const price = l.price.trim() === '' ? null : parseUnitPrice(l.price);
    return {
      line: l,
      pack,
      price,
      packError: pack === null ? t`Entre 1 y 1000 unidades, sin decimales` : undefined,
      priceError: price ? moneyMessage(i18n, price) : undefined,
    };
  });
  const errors = {
    name: form.name.trim() === '' ? t`El nombre del proveedor es obligatorio` : undefined,
    email: form.email.trim() !== '' && !EMAIL.test(form.email.trim()) ? t`El correo no es válido` : undefined,
    leadTime: leadTime === null ? t`Un número entero de días entre 0 y 365` : undefined,
    goods: form.goods.length > MAX_PURCHASE_LINES ? t`Hay demasiadas mercaderías` : undefined,
  };
  const linesInvalid = lines.some((l) => l.packError || l.priceError);
  const valid = Object.values(errors).every((e) => e === undefined) && !linesInvalid;
  const shown = <T,>(error: T) => (tried ? error : undefined);

  const excluded = useMemo(() => new Set(form.goods.map((l) => l.goodId)), [form.goods]);

  const addGood = (goodId: string | null) => {
    const good = goodId ? goods.find((g) => g.id === goodId) : undefined;
    if (!good || excluded.has(good.id)) return;
    setForm((f) => ({
      ...f,
      goods: [
        ...f.goods,
        {
          goodId: good.id,
          name: good.name,
          sku: good.sku,
          unit: good.unit,
          pack: '1',
          price: '',
          lastPrice: null,
          lastPriceAt: null,
        },
      ],
    }));
  };

  const submit = () => {
    setTried(true);
    if (!valid || leadTime === null) return;
    const body: SupplierBody = {
      name: form.name.trim(),
      taxId: form.taxId.trim(),
      contact: form.contact.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      leadTimeDays: leadTime,
      note: form.note.trim(),
      active: form.active,
      goods: lines.map((l) => ({
        goodId: l.line.goodId,
        packSize: l.pack ?? 1,
        lastPrice: l.price?.ok ? l.price.value : null,
      })),
    };
    save.mutate(
      { id: supplier?.id, body },
      {
        onSuccess: (saved) => {
          toaster.create({ type: 'success', title: supplier ? t`Cambios guardados` : t`Se creó «${saved.name}»` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={supplier ? t`Editar proveedor` : t`Nuevo proveedor`}
      submitLabel={supplier ? t`Guardar cambios` : t`Crear proveedor`}
      size="xl"
      pending={save.isPending}
      error={save.error}
      onlineOnly
      blocked={online ? null : t`Sin conexión: el proveedor se guarda cuando vuelva la conexión.`}
      invalid={tried && !valid ? t`Revisa los campos marcados.` : null}
      onClose={onClose}
      onSubmit={submit}
      testId="supplier-dialog"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t`Nombre`} error={shown(errors.name)} required>
          <Input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={120} name="name" autoFocus />
        </FormField>
        <FormField label={t`CUIT`} help={t`Clave de identificación tributaria del proveedor.`}>
          <Input
            value={form.taxId}
            onChange={(e) => set('taxId', e.target.value)}
            maxLength={20}
            name="taxId"
            inputMode="numeric"
            placeholder="30-12345678-9"
          />
        </FormField>
        <FormField label={t`Contacto`}>
          <Input
            value={form.contact}
            onChange={(e) => set('contact', e.target.value)}
            maxLength={120}
            name="contact"
            placeholder={t`A quién se le pide`}
          />
        </FormField>
        <FormField label={t`Teléfono`}>
          <Input
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            maxLength={40}
            name="phone"
            type="tel"
            inputMode="tel"
          />
        </FormField>
        <FormField label={t`Correo`} error={shown(errors.email)}>
          <Input
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            maxLength={160}
            name="email"
            type="email"
            inputMode="email"
          />
        </FormField>
        <FormField
          label={t`Demora de entrega (días)`}
          error={shown(errors.leadTime)}
          help={t`Días entre el pedido y la entrega: las sugerencias de compra los tienen en cuenta.`}
          required
        >
          <Input value={form.leadTime} onChange={(e) => set('leadTime', e.target.value)} inputMode="numeric" name="leadTime" />
        </FormField>
      </SimpleGrid>
      <FormField label={t`Nota`}>
        <Textarea
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
          maxLength={500}
          rows={2}
          autoresize
          name="note"
          placeholder={t`Por ejemplo: días de reparto, pedido mínimo`}
        />
      </FormField>
      <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Activo (se le pueden hacer pedidos)</Trans>
        </Switch.Label>
      </Switch.Root>

      <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="supplier-goods">
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            <Trans>Mercaderías que vende</Trans>
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <Plural value={form.goods.length} one="# mercadería" other="# mercaderías" />
          </Text>
        </Flex>
        <GoodCombobox
          goods={goods}
          value={null}
          onChange={addGood}
          clearOnSelect
          exclude={excluded}
          placeholder={t`Agregar mercadería: escribe nombre o código`}
          testId="supplier-add-good"
        />
        {errors.goods && (
          <Text color="fg.error" textStyle="sm">
            {errors.goods}
          </Text>
        )}
        {form.goods.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="5" textAlign="center" color="fg.muted" textStyle="sm">
            <Trans>Busca arriba las mercaderías que vende este proveedor, con su bulto y el precio acordado.</Trans>
          </Box>
        ) : (
          <Stack gap="2">
            {lines.map(({ line, packError, priceError }) => (
              <Flex
                key={line.goodId}
                gap="3"
                direction={{ base: 'column', sm: 'row' }}
                align={{ base: 'stretch', sm: 'flex-start' }}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                data-testid="supplier-good-line"
              >
                <Box flex="1" minW="0">
                  <Text fontWeight="medium">{line.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {line.sku} · {unitShortLabel(i18n, line.unit)}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {line.lastPrice !== null && line.lastPriceAt ? (
                      <Trans>
                        Último precio: {fMoney(line.lastPrice, undefined, i18n)} el {fDate(line.lastPriceAt, i18n)}
                      </Trans>
                    ) : line.lastPrice !== null ? (
                      <Trans>Último precio: {fMoney(line.lastPrice, undefined, i18n)}</Trans>
                    ) : (
                      <Trans>Sin precio registrado</Trans>
                    )}
                  </Text>
                </Box>
                <Flex gap="2" align="flex-start">
                  <Field.Root invalid={tried && !!packError} w={{ base: 'full', sm: '24' }}>
                    <Field.Label textStyle="xs">
                      <Trans>Bulto (u.)</Trans>
                    </Field.Label>
                    <Input
                      size="sm"
                      value={line.pack}
                      onChange={(e) => setLine(line.goodId, { pack: e.target.value })}
                      inputMode="numeric"
                      textAlign="end"
                      aria-label={t`Unidades por bulto de ${line.name}`}
                    />
                    {tried && packError && <Field.ErrorText>{packError}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!priceError} w={{ base: 'full', sm: '36' }}>
                    <Field.Label textStyle="xs">
                      <Trans>Precio por unidad</Trans>
                    </Field.Label>
                    <Input
                      size="sm"
                      value={line.price}
                      onChange={(e) => setLine(line.goodId, { price: e.target.value })}
                      inputMode="decimal"
                      textAlign="end"
                      placeholder="$ 0"
                      aria-label={t`Precio acordado por unidad de ${line.name}`}
                    />
                    {priceError && <Field.ErrorText>{priceError}</Field.ErrorText>}
                  </Field.Root>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    colorPalette="red"
                    mt="6"
                    aria-label={t`Quitar ${line.name}`}
                    onClick={() => setForm((f) => ({ ...f, goods: f.goods.filter((g) => g.goodId !== line.goodId) }))}
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
