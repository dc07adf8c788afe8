// "Solicitar anulación": pick the sale (recent sales of the venue, searchable by ticket number; the
// last list is kept for offline use, and a full ticket id can always be typed) and say why. The
// request goes through the outbox, so it is kept on this device offline and sent once.
import { Badge, chakra, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RecentSaleDto } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { fDateTimeLocal } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { useCancellationActions, useRecentSales } from '../data/use-cancellations';
import { SaleFacts } from './sale-summary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REASON_MAX = 500;

/** What the search box holds, as a ticket prefix: "#01A2-00AF" → "01a2-00af". */
export function normaliseTicket(text: string): string {
  return text
    .trim()
    .replace(/^#/, '')
    .toLowerCase()
    .replace(/[^0-9a-f-]/g, '');
}

function SaleOption({ sale, selected, onSelect }: { sale: RecentSaleDto; selected: boolean; onSelect(): void }) {
  const { i18n } = useLingui();
  const blocked = sale.status !== 'completed' || !!sale.pendingRequestId;
  return (
    <chakra.button
      type="button"
      textAlign="start"
      w="full"
      p="3"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      borderRadius="l2"
      bg={selected ? 'colorPalette.subtle' : 'bg.panel'}
      opacity={blocked ? 0.6 : 1}
      cursor={blocked ? 'not-allowed' : 'pointer'}
      aria-pressed={selected}
      aria-disabled={blocked}
      onClick={() => !blocked && onSelect()}
      data-testid="sale-option"
      data-sale-id={sale.id}
    >
      <Stack gap="1">
        <SaleFacts sale={sale} />
        <Text textStyle="sm" lineClamp={2}>
          {sale.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
        </Text>
        <Text fontWeight="bold">{fMoney(sale.total, 'ARS', i18n)}</Text>
        {sale.pendingRequestId && (
          <Badge alignSelf="flex-start" colorPalette="orange" variant="subtle">
            <Trans>Ya tiene una solicitud pendiente</Trans>
          </Badge>
        )}
      </Stack>
    </chakra.button>
  );
}

export function RequestDialog({ onClose, initialSaleId }: { onClose(): void; initialSaleId?: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const actions = useCancellationActions();
  const [search, setSearch] = useState('');
  const [saleId, setSaleId] = useState(initialSaleId ?? '');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const q = normaliseTicket(search);
  const recent = useRecentSales(q.length >= 36 ? q : q.slice(0, 35), null, true);
  // A full ticket id typed or scanned is a choice on its own, even when no list knows it.
  const typedId = UUID.test(q) ? q : '';
  const chosen = saleId || typedId;

  const problem = !chosen
    ? t`Elige la venta a anular o escribe el número completo del ticket`
    : reason.trim() === ''
      ? t`El motivo es obligatorio`
      : reason.trim().length > REASON_MAX
        ? t`El motivo es demasiado largo`
        : null;

  const submit = async () => {
    setTried(true);
    if (problem) return;
    setPending(true);
    setError(null);
    try {
      await actions.request({ saleId: chosen, reason });
      toaster.create({
        type: 'success',
        title: t`Solicitud de anulación registrada`,
        description: online
          ? t`Se avisará a los supervisores.`
          : t`Sin conexión: queda guardada en este dispositivo y se envía al volver la conexión.`,
      });
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open
      submitTestId="dialog-confirm"
      errorTestId="dialog-error"
      onClose={onClose}
      title={t`Solicitar anulación`}
      description={t`Un supervisor la aprueba o la rechaza. Funciona sin conexión: la solicitud se envía cuando vuelva internet.`}
      submitLabel={t`Solicitar`}
      pending={pending}
      error={error}
      invalid={tried ? problem : null}
      blocked={actions.canQueue ? null : t`Este navegador no puede guardar solicitudes sin conexión.`}
      testId="request-dialog"
      size="lg"
      onSubmit={() => void submit()}
    >
      <Field.Root>
        <Field.Label>
          <Trans>Número de ticket</Trans>
        </Field.Label>
        <Input
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setSaleId('');
          }}
          placeholder={t`Ej. 8D0C65BD o el número completo`}
          autoComplete="off"
          fontFamily="mono"
          data-testid="request-ticket"
        />
        <Field.HelperText>
          {recent.fromCache && recent.at ? (
            <Trans>Sin conexión: ventas al {fDateTimeLocal(recent.at, i18n)}</Trans>
          ) : (
            <Trans>Últimas ventas del local; escribe el número del ticket para filtrar.</Trans>
          )}
        </Field.HelperText>
      </Field.Root>
      {typedId && !recent.sales?.some((s) => s.id === typedId) && (
        <Text textStyle="sm" data-testid="typed-ticket">
          <Trans>Ticket #{ticketNumber(typedId)} (no está en la lista: se verifica al enviarse)</Trans>
        </Text>
      )}
      <Stack gap="2" maxH={{ base: 'none', sm: '18rem' }} overflowY="auto" data-testid="sale-options">
        {recent.sales === null && !online && (
          <Text color="fg.muted" textStyle="sm">
            <Trans>No hay ventas guardadas en este dispositivo. Escribe el número completo del ticket.</Trans>
          </Text>
        )}
        {recent.sales?.length === 0 && (
          <Text color="fg.muted" textStyle="sm">
            <Trans>Ninguna venta coincide.</Trans>
          </Text>
        )}
        {recent.sales?.map((s) => (
          <SaleOption key={s.id} sale={s} selected={chosen === s.id} onSelect={() => setSaleId(s.id)} />
        ))}
      </Stack>
      <Field.Root required>
        <Field.Label>
          <Trans>Motivo</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} data-testid="request-reason" />
      </Field.Root>
    </FormDialog>
  );
}
