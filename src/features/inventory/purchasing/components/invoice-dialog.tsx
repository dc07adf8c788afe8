// "Cargar factura": the supplier's invoice for a goods receipt. For each line of the receipt, the
// units invoiced (by default what was received and not invoiced yet) and the invoiced price per
// unit (by default the receipt's); the difference against the received price corrects the cost of
// what is still on hand (server/domain/purchase-cost.ts). A refused save keeps what was typed.
import { Box, Field, Flex, Grid, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { moneyInputText, numberInputText, parseQuantity, roundQuantity } from '../../../../contract/numbers';
import type { InvoiceBody, ReceiptDto } from '../../../../contract/purchasing';
import { fDate, fDateIso } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { SelectBox } from '../../../../lib/ui/select-box';
import { documentNumber } from '../../shared/document-number';
import { unitShortLabel } from '../../shared/unit-names';
import { usePostInvoice, useReceipts } from '../api';
import { moneyMessage, parseUnitPrice } from './cost-fields';

type ReceiptLine = ReceiptDto['lines'][number];

interface LineInput {
  quantity: string;
  price: string;
}

/** What of a receipt line is still to be invoiced. */
const pendingOf = (l: ReceiptLine) => roundQuantity(Math.max(0, l.quantity - l.quantityInvoiced));

/** Receipts with something left to invoice: the ones an invoice can be loaded against. */
export function invoiceableReceipts(receipts: readonly ReceiptDto[] | undefined): ReceiptDto[] {
  return (receipts ?? []).filter((r) => r.lines.some((l) => pendingOf(l) > 0));
}

function initialLines(receipt: ReceiptDto | undefined): Record<string, LineInput> {
  const lines: Record<string, LineInput> = {};
  for (const l of receipt?.lines ?? []) {
    const pending = pendingOf(l);
    if (pending > 0) lines[l.id] = { quantity: numberInputText(pending), price: moneyInputText(l.unitPrice) };
  }
  return lines;
}

/** A difference with its sign: "+ $ 120,00", "− $ 80,00", or "$ 0,00". */
function signedMoney(cents: number, i18n: Parameters<typeof fMoney>[2]): string {
  if (cents === 0) return fMoney(0, undefined, i18n);
  return `${cents > 0 ? '+' : '−'} ${fMoney(Math.abs(cents), undefined, i18n)}`;
}

export function InvoiceDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const receipts = useReceipts();
  const post = usePostInvoice();
  const options = useMemo(() => invoiceableReceipts(receipts.data), [receipts.data]);
  const [receiptId, setReceiptId] = useState('');
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState(() => fDateIso(new Date(), i18n));
  const [lines, setLines] = useState<Record<string, LineInput>>({});
  const [tried, setTried] = useState(false);
  const receipt = options.find((r) => r.id === receiptId);

  const choose = (id: string) => {
    setReceiptId(id);
    setLines(initialLines(options.find((r) => r.id === id)));
  };
  const setLine = (id: string, patch: Partial<LineInput>) =>
    setLines((ls) => ({ ...ls, [id]: { quantity: '', price: '', ...ls[id], ...patch } }));

  const rows = (receipt?.lines ?? [])
    .filter((l) => pendingOf(l) > 0)
    .map((l) => {
      const input = lines[l.id] ?? { quantity: '', price: '' };
      const pending = pendingOf(l);
      const q = parseQuantity(input.quantity, { allowZero: true });
      const price = parseUnitPrice(input.price);
      const quantity = q.ok ? q.value : 0;
      const quantityError = !q.ok
        ? q.error === 'empty'
          ? undefined
          : q.error === 'negative'
            ? t`La cantidad no puede ser negativa`
            : q.error === 'decimals'
              ? t`Hasta 3 decimales`
              : t`Escribe un número, por ejemplo 12 o 0,5`
        : quantity > pending
          ? t`Quedan ${fQty(pending, i18n)} por facturar`
          : undefined;
      const invoiced = quantity > 0;
      const priceError = invoiced ? moneyMessage(i18n, price) : undefined;
      const unitPrice = price.ok ? price.value : l.unitPrice;
      return {
        line: l,
        input,
        pending,
        quantity,
        unitPrice,
        invoiced,
        quantityError,
        priceError,
        total: invoiced ? Math.round(quantity * unitPrice) : 0,
        difference: invoiced ? Math.round(quantity * (unitPrice - l.unitPrice)) : 0,
      };
    });
  const invoicedRows = rows.filter((r) => r.invoiced);
  const total = invoicedRows.reduce((s, r) => s + r.total, 0);
  const difference = invoicedRows.reduce((s, r) => s + r.difference, 0);

  const errors = {
    receipt: !receipt ? t`Elige la recepción que factura` : undefined,
    number: number.trim() === '' ? t`El número de factura es obligatorio` : undefined,
    issuedOn: !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? t`Indica la fecha de la factura` : undefined,
    lines: receipt && invoicedRows.length === 0 ? t`Indica la cantidad facturada de al menos una línea` : undefined,
  };
  const linesInvalid = rows.some((r) => r.quantityError || r.priceError);
  const valid = Object.values(errors).every((e) => e === undefined) && !linesInvalid;

  const submit = () => {
    setTried(true);
    if (!valid || !receipt) return;
    const body: InvoiceBody = {
      receiptId: receipt.id,
      number: number.trim(),
      issuedOn,
      lines: invoicedRows.map((r) => ({ receiptLineId: r.line.id, quantity: r.quantity, unitPrice: r.unitPrice })),
    };
    post.mutate(body, {
      onSuccess: (invoice) => {
        toaster.create({ type: 'success', title: t`Factura ${invoice.number} cargada` });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t`Cargar factura`}
      description={
        <Trans>
          La factura se carga contra una recepción. Si el precio facturado difiere del recibido, la diferencia corrige el costo de
          lo que sigue en stock; lo que ya se consumió queda como diferencia de precio.
        </Trans>
      }
      submitLabel={t`Cargar factura`}
      size="xl"
      pending={post.isPending}
      error={post.error}
      onlineOnly
      blocked={online ? null : t`Sin conexión: la factura se carga cuando vuelva la conexión.`}
      invalid={tried && !valid ? t`Revisa los campos marcados.` : null}
      onClose={onClose}
      onSubmit={submit}
      testId="invoice-dialog"
    >
      <FormField
        label={t`Recepción`}
        error={tried ? errors.receipt : undefined}
        required
        help={
          receipts.isPending
            ? t`Cargando recepciones…`
            : options.length === 0
              ? t`No hay recepciones con mercadería pendiente de facturar.`
              : undefined
        }
      >
        <SelectBox
          value={receiptId}
          onChange={choose}
          placeholder={t`Elige una recepción`}
          label={t`Recepción`}
          testId="invoice-receipt"
          options={options.map((r) => ({
            value: r.id,
            label: `N° ${documentNumber(r.number)} · ${r.supplier.name} · ${fDate(r.at, i18n)}`,
          }))}
        />
      </FormField>
      {receipt && (
        <Text textStyle="sm" color="fg.muted" data-testid="invoice-receipt-summary">
          {receipt.order ? (
            <Trans>
              Recibida en {receipt.location.name} el {fDate(receipt.at, i18n)}, de la orden N°{' '}
              {documentNumber(receipt.order.number)}.
            </Trans>
          ) : (
            <Trans>
              Recibida en {receipt.location.name} el {fDate(receipt.at, i18n)}, sin orden de compra.
            </Trans>
          )}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t`Número de factura`} error={tried ? errors.number : undefined} required>
          <Input
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            maxLength={40}
            name="number"
            placeholder="A-0001-00001234"
            data-testid="invoice-number"
          />
        </FormField>
        <FormField label={t`Fecha de la factura`} error={tried ? errors.issuedOn : undefined} required>
          <Input type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} name="issuedOn" />
        </FormField>
      </SimpleGrid>

      {receipt && (
        <Stack gap="2" data-testid="invoice-lines">
          <Grid
            templateColumns="1fr 7rem 9rem 8rem"
            gap="3"
            px="3"
            display={{ base: 'none', md: 'grid' }}
            textStyle="xs"
            color="fg.muted"
            fontWeight="semibold"
          >
            <Text>
              <Trans>Mercadería</Trans>
            </Text>
            <Text textAlign="end">
              <Trans>Cantidad</Trans>
            </Text>
            <Text textAlign="end">
              <Trans>Precio facturado</Trans>
            </Text>
            <Text textAlign="end">
              <Trans>Diferencia</Trans>
            </Text>
          </Grid>
          {rows.map((r) => {
            const unit = unitShortLabel(i18n, r.line.unit);
            const perUnit = r.unitPrice - r.line.unitPrice;
            return (
              <Grid
                key={r.line.id}
                templateColumns={{ base: '1fr 1fr', md: '1fr 7rem 9rem 8rem' }}
                gap="3"
                alignItems="start"
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                opacity={r.invoiced ? 1 : 0.7}
                data-testid="invoice-line"
              >
                <Box gridColumn={{ base: 'span 2', md: 'auto' }} minW="0">
                  <Text fontWeight="medium">{r.line.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    <Trans>
                      Recibido: {fQty(r.line.quantity, i18n)} {unit} a {fMoney(r.line.unitPrice, undefined, i18n)}
                    </Trans>
                    {r.line.quantityInvoiced > 0 && (
                      <>
                        {' · '}
                        <Trans>
                          ya facturado: {fQty(r.line.quantityInvoiced, i18n)} {unit}
                        </Trans>
                      </>
                    )}
                  </Text>
                </Box>
                <Field.Root invalid={!!r.quantityError}>
                  <Field.Label textStyle="xs" hideFrom="md">
                    <Trans>Cantidad ({unit})</Trans>
                  </Field.Label>
                  <Input
                    size="sm"
                    textAlign="end"
                    inputMode="decimal"
                    value={r.input.quantity}
                    onChange={(e) => setLine(r.line.id, { quantity: e.target.value })}
                    aria-label={t`Cantidad facturada de ${r.line.name}`}
                  />
                  {r.quantityError && <Field.ErrorText>{r.quantityError}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={!!r.priceError}>
                  <Field.Label textStyle="xs" hideFrom="md">
                    <Trans>Precio por unidad</Trans>
                  </Field.Label>
                  <Input
                    size="sm"
                    textAlign="end"
                    inputMode="decimal"
                    value={r.input.price}
                    onChange={(e) => setLine(r.line.id, { price: e.target.value })}
                    aria-label={t`Precio facturado por unidad de ${r.line.name}`}
                  />
                  {r.priceError && <Field.ErrorText>{r.priceError}</Field.ErrorText>}
                </Field.Root>
                <Stack
                  gap="0"
                  gridColumn={{ base: 'span 2', md: 'auto' }}
                  textAlign={{ base: 'start', md: 'end' }}
                  fontVariantNumeric="tabular-nums"
                  pt={{ md: '1.5' }}
                >
                  <Text
                    textStyle="sm"
                    fontWeight="medium"
                    color={r.difference > 0 ? 'red.fg' : r.difference < 0 ? 'green.fg' : 'fg.muted'}
                    data-testid="invoice-line-difference"
                  >
                    {r.invoiced ? signedMoney(r.difference, i18n) : '-'}
                  </Text>
                  {r.invoiced && perUnit !== 0 && (
                    <Text textStyle="xs" color="fg.muted">
                      <Trans>{signedMoney(perUnit, i18n)} por unidad</Trans>
                    </Text>
                  )}
                </Stack>
              </Grid>
            );
          })}
          <Flex
            justify="space-between"
            align="baseline"
            gap="3"
            wrap="wrap"
            borderTopWidth="1px"
            pt="3"
            px="3"
            data-testid="invoice-totals"
          >
            <HStack gap="2" align="baseline">
              <Text color="fg.muted" textStyle="sm">
                <Trans>Diferencia contra lo recibido</Trans>
              </Text>
              <Text
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                color={difference > 0 ? 'red.fg' : difference < 0 ? 'green.fg' : undefined}
              >
                {signedMoney(difference, i18n)}
              </Text>
            </HStack>
            <HStack gap="2" align="baseline">
              <Text color="fg.muted" textStyle="sm">
                <Trans>Total de la factura</Trans>
              </Text>
              <Text fontWeight="bold" textStyle="lg" fontVariantNumeric="tabular-nums" data-testid="invoice-total">
                {fMoney(total, undefined, i18n)}
              </Text>
            </HStack>
          </Flex>
          {tried && errors.lines && (
            <Text color="fg.error" textStyle="sm">
              {errors.lines}
            </Text>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
