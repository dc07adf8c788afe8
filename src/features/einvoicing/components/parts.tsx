// Small pieces the e-invoicing list and detail share: the status badge, the document's name and
// number (or "Autorizando…" while the authority has not numbered it), and a labelled fact.
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EInvoiceSummaryDto } from '../../../contract/einvoicing';
import { OfflineNotice } from '../../../lib/ui/online-only';
import { StateBadge } from '../../../lib/ui/state-badge';
import { STATUS_LOOKS, typeLabel } from '../labels';

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<EInvoiceSummaryDto, 'status'> }) {
  return (
    <StateBadge look={STATUS_LOOKS[invoice.status]} data-testid="einvoice-status" data-status={invoice.status} flexShrink={0} />
  );
}

/** "Factura B 0003-00001234"; while being authorised, "Autorizando…" in place of the number. */
export function InvoiceName({ invoice }: { invoice: Pick<EInvoiceSummaryDto, 'type' | 'displayNumber' | 'status'> }) {
  const { i18n } = useLingui();
  return (
    <HStack as="span" display="inline-flex" gap="1.5" minW="0" wrap="wrap">
      <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
        {typeLabel(i18n, invoice.type)}
      </Text>
      {invoice.displayNumber ? (
        <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="einvoice-number">
          {invoice.displayNumber}
        </Text>
      ) : invoice.status === 'pending' || invoice.status === 'uncertain' ? (
        <HStack as="span" gap="1" color="fg.muted" data-testid="einvoice-authorizing">
          <Spinner size="xs" />
          <Text as="span" textStyle="sm">
            <Trans>Autorizando…</Trans>
          </Text>
        </HStack>
      ) : (
        <Text as="span" textStyle="sm" color="fg.muted">
          <Trans>sin número</Trans>
        </Text>
      )}
    </HStack>
  );
}

export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm" data-testid={testId} wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  );
}

/** The offline notice of every e-invoicing view: why nothing can be issued now. */
export function EInvoiceOfflineNotice() {
  return (
    <OfflineNotice>
      <Trans>
        Las facturas necesitan internet: el número lo asigna ARCA al autorizarla y nunca se emite una factura sin conexión. Se
        muestra lo que ya estaba cargado.
      </Trans>
    </OfflineNotice>
  );
}
