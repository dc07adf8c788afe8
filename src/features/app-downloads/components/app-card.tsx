// One app: name, version, notes, size and date, and how to get it — the stored file (downloaded
// with the session's token) or the external link. Managers (300) also edit it (replacing its file
// there) and delete it.
import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AppDownloadDto } from '../../../contract/downloads';
import { fDate } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { downloadAppFile } from '../api/app-downloads';
import { fileSizeLabel } from '../labels';

interface AppCardProps {
  app: AppDownloadDto;
  manager: boolean;
  onEdit(): void;
  onDelete(): void;
}

export function AppCard({ app, manager, onEdit, onDelete }: AppCardProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAppFile(app);
    } catch (error) {
      toaster.create({ type: 'error', title: t`No se pudo descargar`, description: errorMessage(error, i18n, online) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="app-card">
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {app.name}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {app.hasFile ? (
                <Trans>
                  {fileSizeLabel(app.fileSize, i18n)} · actualizado el {fDate(app.updatedAt, i18n)}
                </Trans>
              ) : (
                <Trans>Actualizado el {fDate(app.updatedAt, i18n)}</Trans>
              )}
            </Text>
          </Stack>
          <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
            v{app.appVersion}
          </Badge>
        </HStack>
        {app.notes && (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={4}>
            {app.notes}
          </Text>
        )}
        {app.hasFile && app.fileName && (
          <Text textStyle="xs" color="fg.subtle" wordBreak="break-all">
            {app.fileName}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" mt="auto">
          {app.hasFile ? (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void download()}
              loading={downloading}
              disabled={!online}
              data-testid="app-download"
            >
              <Trans>Descargar</Trans>
            </Button>
          ) : app.url ? (
            <Button size="sm" colorPalette="brand" variant="outline" asChild>
              <Link href={app.url} target="_blank" rel="noopener noreferrer">
                <Trans>Abrir enlace</Trans>
              </Link>
            </Button>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              <Trans>Sin archivo todavía</Trans>
            </Badge>
          )}
          {manager && (
            <>
              <Button size="sm" variant="ghost" onClick={onEdit} disabled={!online} data-testid="app-edit">
                <Trans>Editar</Trans>
              </Button>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} disabled={!online} data-testid="app-delete">
                <Trans>Borrar</Trans>
              </Button>
            </>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
