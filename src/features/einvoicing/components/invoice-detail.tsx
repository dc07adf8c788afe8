// One invoice or credit note: who it is for, its lines, net, VAT per rate and total, the CAE and
// its expiry with the authority's QR, what the authority observed, refused or announced, the
// credit notes issued against it and what is left to credit. While it is being authorised it
// refreshes itself; an uncertain one offers "Resolver". The legal PDF and a credit note are there
// once it is authorised.
import { Box, Button, Card, Flex, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import type { EInvoiceDetailDto, EInvoiceSummaryDto } from '../../../contract/einvoicing';
import { isApiError } from '../../../lib/api-client';
import { fDate, fDateTimeLocal } from '../../../lib/format-date';
import { fMoney, fQty } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { ArrowLeftIcon, DownloadIcon } from '../../../lib/ui/icons';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useOnline } from '../../../lib/ui/online-only';
import { QrImage } from '../../../lib/ui/qr-image';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useDownloadInvoicePdf } from '../api/files';
import { useInvoiceQuery } from '../api/invoices';
import { conceptLabel, docTypeName, isCreditNote, typeLabel, vatConditionName, vatRateLabel } from '../labels';
import { translateMessage } from '../messages';
import { CreditNoteDialog } from './credit-note-dialog';
import { EInvoiceOfflineNotice, Fact, InvoiceName, InvoiceStatusBadge } from './parts';

interface InvoiceDetailProps {
  invoiceId: string;
  onOpen(id: string): void;
  onBack(): void;
  onResolve(id: string): void;
  resolving: string | undefined;
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Header pb="2">
        <Card.Title textStyle="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </Card.Root>
  );
}

function AmountRow({ label, cents, strong, testId }: { label: ReactNode; cents: number; strong?: boolean; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <HStack justify="space-between" gap="3" fontWeight={strong ? 'bold' : undefined} textStyle={strong ? 'md' : 'sm'}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid={testId}>
        {fMoney(cents, undefined, i18n)}
      </Text>
    </HStack>
  );
}

function Notes({
  title,
  notes,
  tone,
  testId,
}: {
  title: ReactNode;
  notes: EInvoiceDetailDto['errors'];
  tone: string;
  testId: string;
}) {
  if (notes.length === 0) return null;
  return (
    <Stack gap="1" data-testid={testId}>
      <Text textStyle="sm" fontWeight="semibold" color={tone}>
        {title}
      </Text>
      {notes.map((n) => (
        <Text key={`${n.code}-${n.message}`} textStyle="sm">
          <Text as="span" fontVariantNumeric="tabular-nums" color="fg.muted">
            {n.code}
          </Text>{' '}
          {n.message}
        </Text>
      ))}
    </Stack>
  );
}

function InvoiceLink({ invoice, onOpen }: { invoice: EInvoiceSummaryDto; onOpen(id: string): void }) {
  const { i18n } = useLingui();
  return (
    <HStack justify="space-between" gap="3" py="1.5" borderBottomWidth="1px" data-testid="einvoice-credit-note">
      <Link
        href={`?comprobante=${encodeURIComponent(invoice.id)}`}
        colorPalette="brand"
        onClick={(e) => {
          e.preventDefault();
          onOpen(invoice.id);
        }}
      >
        <InvoiceName invoice={invoice} />
      </Link>
      <HStack gap="2" flexShrink={0}>
        <InvoiceStatusBadge invoice={invoice} />
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {fMoney(invoice.total, undefined, i18n)}
        </Text>
      </HStack>
    </HStack>
  );
}

function Body({ invoice, onOpen }: { invoice: EInvoiceDetailDto; onOpen(id: string): void }) {
  const { t, i18n } = useLingui();
  const qr = useMemo(() => (invoice.qrUrl ? renderSVG(invoice.qrUrl, { ecc: 'M', border: 2 }) : null), [invoice.qrUrl]);
  const doc =
    invoice.customerDocType === 99 ? docTypeName(99) : `${docTypeName(invoice.customerDocType)} ${invoice.customerDocNumber}`;
  return (
    <Stack gap="4">
      <Section title={<Trans>Datos</Trans>}>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
          <Fact label={<Trans>Fecha</Trans>} testId="einvoice-date">
            {fDate(invoice.date, i18n)}
          </Fact>
          <Fact label={<Trans>Cliente</Trans>} testId="einvoice-customer">
            {invoice.customerName}
          </Fact>
          <Fact label={<Trans>Documento</Trans>}>{doc}</Fact>
          <Fact label={<Trans>Condición frente al IVA</Trans>}>{vatConditionName(invoice.customerVatConditionId)}</Fact>
          <Fact label={<Trans>Punto de venta</Trans>}>{String(invoice.pointOfSale).padStart(4, '0')}</Fact>
          <Fact label={<Trans>Concepto</Trans>}>{conceptLabel(i18n, invoice.concept)}</Fact>
          <Fact label={<Trans>Emitida por</Trans>}>{invoice.issuedBy ?? '—'}</Fact>
          <Fact label={<Trans>Creada</Trans>}>{fDateTimeLocal(invoice.createdAt, i18n)}</Fact>
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Líneas</Trans>} testId="einvoice-lines">
        <Stack gap="0">
          {invoice.lines.map((l) => (
            <Flex key={l.id} gap="3" justify="space-between" py="2" borderBottomWidth="1px" data-testid="einvoice-line">
              <Stack gap="0" minW="0">
                <Text textStyle="sm" wordBreak="break-word">
                  {l.description}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {fQty(l.quantity, i18n)} × {fMoney(l.unitPrice, undefined, i18n)} · {t`IVA ${vatRateLabel(i18n, l.vatRate)}`}
                </Text>
              </Stack>
              <Text textStyle="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {fMoney(l.amount, undefined, i18n)}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Stack gap="1" pt="3" maxW={{ sm: 'sm' }} ms={{ sm: 'auto' }} data-testid="einvoice-totals">
          <AmountRow label={<Trans>Neto gravado</Trans>} cents={invoice.net} testId="einvoice-net" />
          {invoice.vat.map((r) => (
            <AmountRow key={r.rate} label={t`IVA ${vatRateLabel(i18n, r.rate)}`} cents={r.amount} />
          ))}
          <AmountRow label={<Trans>Total</Trans>} cents={invoice.total} strong testId="einvoice-total" />
        </Stack>
      </Section>

      {(invoice.cae || qr) && (
        <Section title={<Trans>Autorización de ARCA</Trans>} testId="einvoice-authorization">
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
            <SimpleGrid columns={2} gap="3" flex="1">
              <Fact label={<Trans>CAE</Trans>} testId="einvoice-cae">
                {invoice.cae ?? '—'}
              </Fact>
              <Fact label={<Trans>Vencimiento del CAE</Trans>} testId="einvoice-cae-expiry">
                {fDate(invoice.caeExpiry, i18n)}
              </Fact>
              {invoice.qrUrl && (
                <Box gridColumn="span 2">
                  <Fact label={<Trans>Código QR de ARCA</Trans>}>
                    <Link
                      href={invoice.qrUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      wordBreak="break-all"
                      data-testid="einvoice-qr-url"
                    >
                      {invoice.qrUrl}
                    </Link>
                  </Fact>
                </Box>
              )}
            </SimpleGrid>
            {qr && <QrImage svg={qr} size="32" label={t`Código QR de ARCA`} flexShrink={0} />}
          </Flex>
        </Section>
      )}

      {invoice.observations.length + invoice.errors.length + invoice.events.length > 0 && (
        <Section title={<Trans>Lo que respondió ARCA</Trans>} testId="einvoice-notes">
          <Stack gap="3">
            <Notes title={<Trans>Errores</Trans>} notes={invoice.errors} tone="fg.error" testId="einvoice-errors" />
            <Notes
              title={<Trans>Observaciones</Trans>}
              notes={invoice.observations}
              tone="orange.fg"
              testId="einvoice-observations"
            />
            <Notes title={<Trans>Eventos</Trans>} notes={invoice.events} tone="fg.muted" testId="einvoice-events" />
          </Stack>
        </Section>
      )}

      {!isCreditNote(invoice.type) && invoice.status === 'authorized' && (
        <Section title={<Trans>Notas de crédito</Trans>} testId="einvoice-credit-notes">
          <Stack gap="2">
            {invoice.creditNotes.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                <Trans>Ninguna todavía.</Trans>
              </Text>
            ) : (
              <Stack gap="0">
                {invoice.creditNotes.map((n) => (
                  <InvoiceLink key={n.id} invoice={n} onOpen={onOpen} />
                ))}
              </Stack>
            )}
            <Text textStyle="sm" data-testid="einvoice-creditable-left">
              <Trans>Queda por acreditar: {fMoney(invoice.creditableLeft, undefined, i18n)}</Trans>
            </Text>
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

export function InvoiceDetail({ invoiceId, onOpen, onBack, onResolve, resolving }: InvoiceDetailProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useInvoiceQuery(invoiceId);
  const pdf = useDownloadInvoicePdf();
  // The invoice as it was when its credit note dialog opened. Issuing the note refreshes the
  // invoice (nothing left to credit) before the dialog hears of its success: a dialog shown only
  // while the invoice is creditable would be gone by then, and with it the step onto the note.
  const [crediting, setCrediting] = useState<EInvoiceDetailDto | null>(null);
  const invoice = query.data;
  useDocumentTitle(invoice ? `${typeLabel(i18n, invoice.type)} ${invoice.displayNumber ?? ''}`.trim() : t`Comprobante`);
  const notFound = isApiError(query.error) && query.error.status === 404;
  const creditable = invoice && !isCreditNote(invoice.type) && invoice.status === 'authorized' && invoice.creditableLeft > 0;

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="einvoice-detail" data-id={invoiceId} data-status={invoice?.status}>
      <Box className="no-print">
        <Button variant="ghost" size="sm" onClick={onBack} data-testid="einvoice-back">
          <ArrowLeftIcon /> <Trans>Volver a la lista</Trans>
        </Button>
      </Box>
      {!online && <EInvoiceOfflineNotice />}
      {notFound ? (
        <NoticeAlert status="warning" testId="einvoice-not-found">
          <Trans>Ese comprobante no existe o es de otro local.</Trans>
        </NoticeAlert>
      ) : query.error && !invoice ? (
        <QueryFailedAlert query={query} testId="einvoice-detail-error" translate={translateMessage} />
      ) : !invoice ? (
        <Stack gap="3">
          <Skeleton h="10" w="64" />
          <Skeleton h="40" borderRadius="l3" />
        </Stack>
      ) : (
        <>
          <Flex
            gap="3"
            justify="space-between"
            align={{ base: 'stretch', sm: 'flex-end' }}
            direction={{ base: 'column', sm: 'row' }}
          >
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
                  <InvoiceName invoice={invoice} />
                </Heading>
                <InvoiceStatusBadge invoice={invoice} />
              </HStack>
              <Text textStyle="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                {fMoney(invoice.total, undefined, i18n)}
              </Text>
              {invoice.creditNoteForId && (
                <Text textStyle="sm">
                  <Trans>
                    Anula parte o todo de{' '}
                    <Link
                      href={`?comprobante=${encodeURIComponent(invoice.creditNoteForId)}`}
                      colorPalette="brand"
                      onClick={(e) => {
                        e.preventDefault();
                        if (invoice.creditNoteForId) onOpen(invoice.creditNoteForId);
                      }}
                      data-testid="einvoice-credited-invoice"
                    >
                      la factura original
                    </Link>
                  </Trans>
                </Text>
              )}
            </Stack>
            <HStack gap="2" wrap="wrap" className="no-print">
              {invoice.status === 'uncertain' && (
                <Button
                  size="sm"
                  colorPalette="orange"
                  loading={resolving === invoice.id}
                  disabled={!online}
                  onClick={() => onResolve(invoice.id)}
                  data-testid="einvoice-resolve"
                >
                  <Trans>Resolver</Trans>
                </Button>
              )}
              {invoice.status === 'authorized' && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={pdf.isPending}
                  disabled={!online}
                  onClick={() =>
                    pdf.mutate(invoice, {
                      onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online, translateMessage) }),
                    })
                  }
                  data-testid="einvoice-pdf"
                >
                  <DownloadIcon /> <Trans>Descargar PDF</Trans>
                </Button>
              )}
              {creditable && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!online}
                  onClick={() => setCrediting(invoice)}
                  data-testid="einvoice-credit"
                >
                  <Trans>Nota de crédito</Trans>
                </Button>
              )}
            </HStack>
          </Flex>
          {invoice.status === 'pending' && (
            <NoticeAlert status="info" testId="einvoice-pending">
              <Trans>ARCA está autorizando este comprobante. Esta página se actualiza sola.</Trans>
            </NoticeAlert>
          )}
          {invoice.status === 'uncertain' && (
            <NoticeAlert status="warning" title={<Trans>Sin respuesta segura de ARCA</Trans>} testId="einvoice-uncertain">
              <Trans>
                Se pidió la autorización pero la respuesta no llegó. Nunca se vuelve a pedir a ciegas: «Resolver» pregunta a ARCA
                por este número y guarda su CAE si lo tiene, o lo vuelve a pedir si no.
              </Trans>
            </NoticeAlert>
          )}
          {invoice.status === 'rejected' && (
            <NoticeAlert status="error" testId="einvoice-rejected">
              <Trans>ARCA rechazó el comprobante: no tiene número ni validez. Corrige los datos y emite otro.</Trans>
            </NoticeAlert>
          )}
          <Body invoice={invoice} onOpen={onOpen} />
          {crediting && (
            <CreditNoteDialog
              invoice={crediting}
              onClose={() => setCrediting(null)}
              onIssued={(id) => {
                setCrediting(null);
                onOpen(id);
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
