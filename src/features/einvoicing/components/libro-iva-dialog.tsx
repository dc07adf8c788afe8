// "Libro IVA": the period's sales for the accountant — the two fixed-width files the Libro IVA
// Digital takes (LIBRO_IVA_DIGITAL_VENTAS_CBTE and …_ALICUOTAS, .txt) or the same as CSV/XLSX.
// The period defaults to last month, the one usually declared.
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { FormField } from '../../../lib/ui/form-field';
import { DownloadIcon } from '../../../lib/ui/icons';
import { OfflineSaveAlert, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { type LibroIvaFormat, useDownloadLibroIva } from '../api/files';
import { translateMessage } from '../messages';

function iso(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The first and last day of last month, YYYY-MM-DD. */
export function lastMonth(now: Date = new Date()): { desde: string; hasta: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { desde: iso(first), hasta: iso(last) };
}

const FILES: { formato: LibroIvaFormat; label: string; testId: string }[] = [
  { formato: 'cbte', label: 'LIBRO_IVA_DIGITAL_VENTAS_CBTE (.txt)', testId: 'libro-iva-cbte' },
  { formato: 'alicuotas', label: 'LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS (.txt)', testId: 'libro-iva-alicuotas' },
  { formato: 'csv', label: 'CSV', testId: 'libro-iva-csv' },
  { formato: 'xlsx', label: 'XLSX', testId: 'libro-iva-xlsx' },
];

export function LibroIvaDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const size = useDialogSize('md');
  const [period, setPeriod] = useState(lastMonth);
  const download = useDownloadLibroIva();
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(period.desde) && /^\d{4}-\d{2}-\d{2}$/.test(period.hasta) && period.desde <= period.hasta;
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Libro IVA Digital — ventas</Trans>}
      testId="libro-iva-dialog"
      size={size}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Cerrar</Trans>
        </Button>
      }
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Los comprobantes autorizados del período: los dos archivos que se importan en el Libro IVA Digital de ARCA, o una
            planilla para revisarlos.
          </Trans>
        </Text>
        <OfflineSaveAlert />
        <ErrorAlert
          message={download.error ? errorMessage(download.error, i18n, online, translateMessage) : null}
          testId="libro-iva-error"
        />
        <SimpleGrid columns={2} gap="3">
          <FormField label={t`Desde`} required>
            <Input
              type="date"
              value={period.desde}
              onChange={(e) => setPeriod((p) => ({ ...p, desde: e.target.value }))}
              data-testid="libro-iva-from"
            />
          </FormField>
          <FormField label={t`Hasta`} required error={period.desde > period.hasta ? t`Es anterior a «Desde»` : undefined}>
            <Input
              type="date"
              value={period.hasta}
              onChange={(e) => setPeriod((p) => ({ ...p, hasta: e.target.value }))}
              data-testid="libro-iva-to"
            />
          </FormField>
        </SimpleGrid>
        <Stack gap="2">
          {FILES.map((f) => (
            <Button
              key={f.formato}
              variant="outline"
              justifyContent="flex-start"
              disabled={!online || !valid || (download.isPending && download.variables?.formato !== f.formato)}
              loading={download.isPending && download.variables?.formato === f.formato}
              onClick={() => download.mutate({ ...period, formato: f.formato })}
              data-testid={f.testId}
            >
              <DownloadIcon /> {f.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
