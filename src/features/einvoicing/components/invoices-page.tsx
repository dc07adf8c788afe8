// general/facturaElectronica (312): the venue's invoices and credit notes, newest first, paged by
// the server and filtered by date, type, point of sale, status and customer; pending ones show
// "Autorizando…" and the list refreshes itself until the authority has answered; uncertain ones
// are flagged with "Resolver". "Emitir factura" issues one from a recent sale or by hand; "Libro
// IVA" exports the period for the accountant. The open invoice lives in the URL (its detail
// replaces the list, as a VIP card does), and the filters are kept while it is open. Online only:
// numbers are the authority's and are never assigned offline.
import { Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { usePointsOfSaleLive } from '../../../lib/replica/points-of-sale';
import { toaster } from '../../../lib/toaster';
import { DownloadIcon, PlusIcon } from '../../../lib/ui/icons';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useOnline } from '../../../lib/ui/online-only';
import { PageNav } from '../../../lib/ui/page-nav';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { type InvoiceFilters as Filters, useInvoicesPage, useResolveInvoice } from '../api/invoices';
import { useEInvoiceSettings, useEInvoiceStatus } from '../api/settings';
import { translateMessage } from '../messages';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceList } from './invoice-list';
import { IssueDialog } from './issue-dialog';
import { LibroIvaDialog } from './libro-iva-dialog';
import { EInvoiceOfflineNotice } from './parts';

export interface InvoicesPageProps {
  section: string;
  /** The invoice whose detail is open, from the URL. */
  invoiceId: string | undefined;
  onInvoiceChange(id: string | undefined): void;
  /** The user may configure e-invoicing (201): the settings are read for the letter, and linked. */
  mayConfigure: boolean;
}

function AuthorityLine({ mayConfigure }: { mayConfigure: boolean }) {
  const status = useEInvoiceStatus();
  const data = status.data;
  if (!data) return null;
  if (!data.configured) {
    return (
      <NoticeAlert
        status="warning"
        testId="einvoice-not-configured"
        title={<Trans>Falta configurar la facturación electrónica</Trans>}
      >
        {mayConfigure ? (
          <Trans>
            Carga el CUIT, el certificado y la clave en{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to="/logged/configuracion/sistema">Configuraciones → Sistema</RouterLink>
            </Link>
            .
          </Trans>
        ) : (
          <Trans>Pide a quien administra el local que cargue el CUIT, el certificado y la clave.</Trans>
        )}
      </NoticeAlert>
    );
  }
  const down = data.authority === null;
  return (
    <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted" data-testid="einvoice-authority">
      <Text color={down ? 'orange.fg' : 'fg.success'}>
        {down ? <Trans>ARCA no responde ahora</Trans> : <Trans>ARCA en línea</Trans>}
      </Text>
      {data.pendingCount > 0 && (
        <Text>
          <Plural value={data.pendingCount} one="# autorizándose" other="# autorizándose" />
        </Text>
      )}
      {data.uncertainCount > 0 && (
        <Text color="orange.fg" fontWeight="medium">
          <Plural value={data.uncertainCount} one="# incierto por resolver" other="# inciertos por resolver" />
        </Text>
      )}
    </HStack>
  );
}

export function InvoicesPage({ section, invoiceId, onInvoiceChange, mayConfigure }: InvoicesPageProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const title = t`Factura electrónica`;
  useDocumentTitle(title);
  const [filters, setFilters] = useState<Filters>({ page: 1 });
  const [issuing, setIssuing] = useState(0);
  const [exporting, setExporting] = useState(false);
  const list = useInvoicesPage(filters);
  const resolve = useResolveInvoice();
  const pointsOfSale = usePointsOfSaleLive() ?? [];
  const settings = useEInvoiceSettings(mayConfigure);
  const patch = useCallback((p: Partial<Omit<Filters, 'page'>>) => setFilters((f) => ({ ...f, ...p, page: 1 })), []);

  const onResolve = (id: string) =>
    resolve.mutate(id, {
      onSuccess: (answer) =>
        toaster.create({
          type: answer?.status === 'authorized' ? 'success' : 'info',
          title:
            answer?.status === 'authorized'
              ? t`ARCA confirmó el comprobante`
              : answer?.status === 'pending'
                ? t`ARCA no lo tenía: se vuelve a pedir`
                : t`Se consultó a ARCA: el estado se actualiza solo`,
        }),
      onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online, translateMessage) }),
    });

  const dialogs = (
    <>
      {issuing > 0 && (
        <IssueDialog
          key={issuing}
          pointsOfSale={pointsOfSale}
          venueVat={settings.data?.vatCondition ?? null}
          onClose={() => setIssuing(0)}
          onIssued={(id) => {
            setIssuing(0);
            onInvoiceChange(id);
          }}
        />
      )}
      {exporting && <LibroIvaDialog onClose={() => setExporting(false)} />}
    </>
  );

  if (invoiceId) {
    return (
      <>
        <InvoiceDetail
          key={invoiceId}
          invoiceId={invoiceId}
          onOpen={onInvoiceChange}
          onBack={() => onInvoiceChange(undefined)}
          onResolve={onResolve}
          resolving={resolve.isPending ? resolve.variables : undefined}
        />
        {dialogs}
      </>
    );
  }

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="einvoice-page">
      <ScreenHeader
        section={section}
        title={title}
        description={
          <Trans>
            Facturas y notas de crédito autorizadas por ARCA, desde una venta o a mano. Un comprobante autorizado no se edita ni
            se borra: se anula con una nota de crédito.
          </Trans>
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => setExporting(true)} data-testid="einvoice-libro-iva">
              <DownloadIcon /> <Trans>Libro IVA</Trans>
            </Button>
            <Button
              colorPalette="brand"
              size="sm"
              disabled={!online}
              title={online ? undefined : t`Sin conexión: emitir una factura necesita internet.`}
              onClick={() => setIssuing((n) => n + 1)}
              data-testid="einvoice-issue"
            >
              <PlusIcon /> <Trans>Emitir factura</Trans>
            </Button>
          </>
        }
      >
        {online && <AuthorityLine mayConfigure={mayConfigure} />}
      </ScreenHeader>
      {!online && <EInvoiceOfflineNotice />}
      <InvoiceFilters filters={filters} onChange={patch} pointsOfSale={pointsOfSale} />
      {list.error && !data ? (
        <QueryFailedAlert query={list} testId="einvoice-load-error" translate={translateMessage} />
      ) : !data ? (
        <Stack gap="2">
          <Skeleton h="14" borderRadius="l3" />
          <Skeleton h="14" borderRadius="l3" />
          <Skeleton h="14" borderRadius="l3" />
        </Stack>
      ) : data.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8" data-testid="einvoice-empty">
          {filters.desde || filters.hasta || filters.tipo || filters.puntoDeVenta || filters.estado || filters.cliente ? (
            <Trans>No hay comprobantes con estos filtros.</Trans>
          ) : (
            <Trans>Todavía no se emitió ninguna factura. Emite la primera con «Emitir factura».</Trans>
          )}
        </Text>
      ) : (
        <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1}>
          <InvoiceList
            items={data.items}
            onOpen={onInvoiceChange}
            onResolve={onResolve}
            resolving={resolve.isPending ? resolve.variables : undefined}
            online={online}
          />
          <PageNav
            page={filters.page}
            pages={pages}
            onStep={(d) => setFilters((f) => ({ ...f, page: f.page + d }))}
            summary={
              <Trans>
                Página {filters.page} de {pages} · {data.total} comprobantes
              </Trans>
            }
            testId="einvoice"
          />
        </Stack>
      )}
      {dialogs}
    </Stack>
  );
}
