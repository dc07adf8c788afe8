// A guest's entry as a QR code (the entry's code, what the door scans): shown big enough to scan
// from this screen, printed on its own page, shared (as an image where the device can) or saved.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import type { FreeEntryDto } from '../../../contract/free-entry';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { QrImage } from '../../../lib/ui/qr-image';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function printEntry(svg: string, title: string, lines: string[]) {
  const w = window.open('', '_blank', 'width=480,height=640');
  if (!w) return;
  w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding:24px}svg{width:300px;height:300px}
h1{font-size:26px;margin:0 0 8px}p{margin:4px 0;font-size:14px;color:#333}.code{font-size:20px;letter-spacing:3px;font-weight:700}</style></head>
<body><h1>${escapeHtml(title)}</h1>${svg}${lines.map((l, i) => `<p class="${i === 0 ? 'code' : ''}">${escapeHtml(l)}</p>`).join('')}</body></html>`);
  w.document.close();
  w.focus();
  w.print();
}

async function svgToPng(svg: string, size = 600): Promise<Blob | null> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('svg'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function GuestQrDialog({
  entry,
  nightLabel,
  onClose,
}: {
  entry: FreeEntryDto | null;
  nightLabel: string;
  onClose(): void;
}) {
  const { t } = useLingui();
  const dialogSize = useDialogSize();
  const svg = useMemo(() => (entry ? renderSVG(entry.code, { ecc: 'M', border: 2 }) : ''), [entry]);
  if (!entry) return null;
  const people = entry.people;
  const lines = [entry.code, nightLabel, t`${entry.promoter} · ${people} personas`];
  const fileName = `entrada-${entry.code}`;

  const share = async () => {
    const text = `${entry.guestName} — ${nightLabel} — ${entry.code}`;
    try {
      const png = await svgToPng(svg);
      const file = png ? new File([png], `${fileName}.png`, { type: 'image/png' }) : null;
      if (file && navigator.canShare?.({ files: [file] })) await navigator.share({ title: entry.guestName, text, files: [file] });
      else await navigator.share({ title: entry.guestName, text });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') toaster.create({ type: 'error', title: t`No se pudo compartir` });
    }
  };
  const download = () => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    a.download = `${fileName}.svg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      size={dialogSize}
      testId="guest-qr"
      title={entry.guestName}
      footer={
        <HStack gap="2" wrap="wrap" justify="center" w="full">
          {typeof navigator.share === 'function' && (
            <Button variant="outline" onClick={() => void share()}>
              <Trans>Compartir</Trans>
            </Button>
          )}
          <Button variant="outline" onClick={download}>
            <Trans>Descargar</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => printEntry(svg, entry.guestName, lines)}>
            <Trans>Imprimir</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="3" align="center">
        <QrImage svg={svg} size={{ base: '64', sm: '72' }} label={t`Código QR de ${entry.guestName}`} />
        <Text fontSize="xl" fontWeight="bold" letterSpacing="widest" fontFamily="mono" data-testid="guest-qr-code">
          {entry.code}
        </Text>
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          {nightLabel} · {entry.promoter} · <Trans>{people} personas</Trans>
        </Text>
      </Stack>
    </DialogFrame>
  );
}
