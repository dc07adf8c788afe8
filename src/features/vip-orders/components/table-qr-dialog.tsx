import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import type { TableLinkAnswer } from '../../../contract/vip-orders';
import { fDateTime } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { QrImage } from '../../../lib/ui/qr-image';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { useTableLink } from '../api/orders';
import { CardPicker, type PickedCard } from './card-picker';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A window with only the QR, the table and the link: what gets stuck on the table. */
function printQr(svg: string, table: string, url: string, caption: string) {
  const w = window.open('', '_blank', 'width=480,height=640');
  if (!w) return;
  w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(table)}</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding:24px}svg{width:320px;height:320px}
h1{font-size:28px;margin:0 0 8px}p{font-size:12px;word-break:break-all;color:#444}</style></head>
<body><h1>${escapeHtml(table)}</h1><p>${escapeHtml(caption)}</p>${svg}<p>${escapeHtml(url)}</p></body></html>`);
  w.document.close();
  w.focus();
  w.print();
}

function LinkResult({ answer, table }: { answer: TableLinkAnswer; table: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}${answer.path}`;
  const svg = useMemo(() => renderSVG(url, { ecc: 'M', border: 2 }), [url]);
  const expires = fDateTime(answer.expiresAt);
  return (
    <Stack gap="3" align="center" data-testid="qr-result">
      <QrImage svg={svg} size={{ base: '56', sm: '64' }} label={t`Código QR de ${table}`} />
      <Text textStyle="xs" color="fg.muted" wordBreak="break-all" data-testid="qr-link">
        {url}
      </Text>
      <Text textStyle="sm">
        <Trans>Vence: {expires}</Trans>
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(url)
              .then(() => toaster.create({ type: 'success', title: t`Enlace copiado` }))
              .catch(() => toaster.create({ type: 'error', title: t`No se pudo copiar el enlace` }));
          }}
        >
          <Trans>Copiar enlace</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => printQr(svg, table, url, t`Escanea para pedir desde tu mesa`)}>
          <Trans>Imprimir</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

export function TableQrDialog({
  open,
  onOpenChange,
  disabled,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const errorText = useErrorMessage();
  const dialogSize = useDialogSize();
  const [table, setTable] = useState('');
  const [card, setCard] = useState<PickedCard | null>(null);
  const link = useTableLink();
  const reset = () => {
    setTable('');
    setCard(null);
    link.reset();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) reset();
      }}
      size={dialogSize}
      testId="qr-dialog"
      title={<Trans>Código QR de mesa</Trans>}
      footer={
        link.data ? (
          <Button variant="outline" onClick={reset}>
            <Trans>Otra mesa</Trans>
          </Button>
        ) : (
          <Button
            type="submit"
            form="qr-form"
            colorPalette="brand"
            loading={link.isPending}
            disabled={disabled || !card || table.trim() === ''}
            data-testid="qr-create"
          >
            <Trans>Crear código</Trans>
          </Button>
        )
      }
    >
      {link.data ? (
        <LinkResult answer={link.data} table={table.trim()} />
      ) : (
        <form
          id="qr-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (card && table.trim()) link.mutate({ table: table.trim(), cardId: card.id });
          }}
        >
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              <Trans>La mesa pide desde su teléfono y cada orden entregada se cobra a esta tarjeta.</Trans>
            </Text>
            <Field.Root required>
              <Field.Label>
                <Trans>Mesa</Trans>
              </Field.Label>
              <Input
                value={table}
                maxLength={40}
                onChange={(e) => setTable(e.target.value)}
                placeholder={t`Ej.: VIP 4`}
                name="table"
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                <Trans>Tarjeta</Trans>
              </Field.Label>
              <CardPicker value={card} onChange={setCard} />
            </Field.Root>
            {link.error && (
              <Text color="red.fg" textStyle="sm" role="alert">
                {errorText(link.error)}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
