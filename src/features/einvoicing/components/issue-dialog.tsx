// "Emitir factura": from a recent sale (its lines and point of sale fill the form) or by hand; the
// customer by document and VAT condition; the point of sale whose AFIP number issues it; the
// letter it will have (the server decides). The invoice's id is chosen when the dialog opens, so a
// double tap or a retry issues one invoice. The server answers 202 and authorises it in the
// background: the dialog closes onto its detail, which shows "Autorizando…" until the CAE is in.
// When the server refuses (4xx) everything typed stays, with its message on top.
import { Badge, Button, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EInvoiceSaleDto } from '../../../contract/einvoicing';
import { uuidv7 } from '../../../contract/uuid';
import { fDateTimeLocal } from '../../../lib/format-date';
import type { PointOfSaleView } from '../../../lib/replica/points-of-sale';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { useIssueInvoice } from '../api/invoices';
import { type CustomerDraft, checkIssue, draftsOf, expectedLetter, FINAL_CONSUMER, type LineDraft } from '../form';
import { typeLabel, type VenueVatCondition } from '../labels';
import { translateMessage } from '../messages';
import { CustomerFields } from './customer-fields';
import { LineEditor, newLine } from './line-editor';
import { SalePicker } from './sale-picker';

type Source = 'hand' | 'sale';

export interface IssueDialogProps {
  /** The venue's points of sale; those with an AFIP number can issue. */
  pointsOfSale: readonly PointOfSaleView[];
  /** The venue's VAT condition when known (the settings, 201): the letter is shown from it. */
  venueVat: VenueVatCondition | null;
  onClose(): void;
  onIssued(id: string): void;
}

export function IssueDialog({ pointsOfSale, venueVat, onClose, onIssued }: IssueDialogProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const issue = useIssueInvoice();
  // One id per dialog: a retried or double-tapped "Emitir" is the same invoice, issued once.
  const [id] = useState(uuidv7);
  const issuing = pointsOfSale.filter((p) => p.afipPosNumber !== null && p.active);
  const [source, setSource] = useState<Source>('hand');
  const [sale, setSale] = useState<EInvoiceSaleDto | null>(null);
  const [pointOfSaleId, setPointOfSaleId] = useState(issuing.length === 1 ? (issuing[0]?.id ?? '') : '');
  const [customer, setCustomer] = useState<CustomerDraft>(FINAL_CONSUMER);
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const check = checkIssue({ id, saleId: sale?.id ?? null, pointOfSaleId, customer, lines });
  const errors = submitted ? check.errors : { lines: {} };
  const saleWithoutAfip = sale !== null && !issuing.some((p) => p.id === sale.pointOfSaleId);

  const pick = (s: EInvoiceSaleDto) => {
    setSale(s);
    setLines(draftsOf(s.lines));
    if (issuing.some((p) => p.id === s.pointOfSaleId)) setPointOfSaleId(s.pointOfSaleId);
  };

  const submit = () => {
    setSubmitted(true);
    if (!check.body) return;
    setServerError(null);
    issue.mutate(check.body, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t`Factura enviada a ARCA para autorizar` });
        onIssued(id);
      },
      onError: (e) => setServerError(errorMessage(e, i18n, online, translateMessage)),
    });
  };

  const letter = venueVat ? expectedLetter(venueVat, customer.vatConditionId) : null;
  const firstProblem = submitted && check.errors.other ? translateMessage(i18n, check.errors.other) : null;
  return (
    <FormDialog
      title={t`Emitir factura`}
      submitLabel={t`Emitir`}
      pending={issue.isPending}
      error={serverError}
      onlineOnly
      blocked={online ? null : t`Sin conexión: el número lo asigna ARCA, así que emitir necesita internet.`}
      invalid={
        firstProblem ??
        (submitted && check.errors.noLines ? t`Agrega al menos una línea` : null) ??
        (submitted && !check.body ? t`Revisa los datos marcados` : null)
      }
      onSubmit={submit}
      onClose={onClose}
      testId="issue-dialog"
      size="xl"
    >
      <Stack gap="5">
        <SegmentGroup.Root
          value={source}
          onValueChange={({ value }) => {
            const next = value === 'sale' ? 'sale' : 'hand';
            setSource(next);
            if (next === 'hand') setSale(null);
          }}
          size="sm"
          w="full"
          data-testid="issue-source"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            flex="1"
            justifyContent="center"
            items={[
              { value: 'hand', label: t`A mano` },
              { value: 'sale', label: t`Desde una venta` },
            ]}
          />
        </SegmentGroup.Root>

        {source === 'sale' &&
          (sale ? (
            <HStack justify="space-between" gap="3" borderWidth="1px" borderRadius="l2" p="3" data-testid="issue-sale-chosen">
              <Text textStyle="sm">
                <Trans>
                  Venta de {sale.pointOfSaleName} del {fDateTimeLocal(sale.at, i18n)}
                </Trans>
              </Text>
              <Button size="xs" variant="outline" flexShrink={0} onClick={() => setSale(null)} data-testid="issue-sale-change">
                <Trans>Cambiar</Trans>
              </Button>
            </HStack>
          ) : (
            <SalePicker onPick={pick} />
          ))}

        <Stack gap="2">
          <Text fontWeight="semibold">
            <Trans>Cliente</Trans>
          </Text>
          <CustomerFields value={customer} onChange={setCustomer} errors={errors} />
        </Stack>

        <FormField
          label={t`Punto de venta`}
          required
          error={errors.pointOfSale ? t`Elige el punto de venta` : undefined}
          help={
            saleWithoutAfip
              ? t`La venta es de ${sale?.pointOfSaleName ?? ''}, que no tiene número de punto de venta AFIP: elige con cuál facturar.`
              : issuing.length === 0
                ? t`Ningún punto de venta tiene número AFIP: cárgalo en Configuraciones → Boleterías o Barras.`
                : undefined
          }
        >
          <SelectBox
            value={pointOfSaleId}
            onChange={setPointOfSaleId}
            placeholder={t`Elegir punto de venta…`}
            options={issuing.map((p) => ({ value: p.id, label: `${String(p.afipPosNumber).padStart(4, '0')} · ${p.name}` }))}
            name="pointOfSaleId"
            testId="issue-pos"
          />
        </FormField>

        <HStack gap="2" wrap="wrap" data-testid="issue-letter">
          {letter ? (
            <>
              <Text textStyle="sm">
                <Trans>Se emitirá:</Trans>
              </Text>
              <Badge colorPalette="brand" variant="solid" size="lg" data-letter={letter}>
                {typeLabel(i18n, letter)}
              </Badge>
              <Text textStyle="xs" color="fg.muted">
                <Trans>según la condición frente al IVA del local y del cliente; la confirma el servidor.</Trans>
              </Text>
            </>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              <Trans>La letra (A, B o C) la decide el servidor según la condición frente al IVA del local y del cliente.</Trans>
            </Text>
          )}
        </HStack>

        <Stack gap="2">
          <Text fontWeight="semibold">
            <Trans>Líneas</Trans>
          </Text>
          <LineEditor lines={lines} onChange={setLines} errors={errors.lines} total={check.total} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
