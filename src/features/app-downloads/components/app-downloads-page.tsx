// Descargar aplicativos (general, 421): the POS apps by platform, each with its version, notes,
// size, date and a download button. Holders of 300 also add apps (a stored file, uploaded with
// progress, or an external link), replace their file and delete them. Online only.
import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type AppDownloadDto, PLATFORMS } from '../../../contract/downloads';
import { useAuth } from '../../../lib/auth/use-auth';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useAppDownloadsQuery } from '../api/app-downloads';
import { PLATFORM_LABELS } from '../labels';
import { AppCard } from './app-card';
import { AppFormDialog } from './app-form-dialog';
import { DeleteAppDialog } from './delete-app-dialog';

export function AppDownloadsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { user } = useAuth();
  const manager = Boolean(user?.privi.includes('300'));
  useDocumentTitle(t`Descargar aplicativos`);
  const apps = useAppDownloadsQuery();
  const [editing, setEditing] = useState<AppDownloadDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AppDownloadDto | null>(null);
  const groups = PLATFORMS.map((p) => ({ platform: p, apps: (apps.data ?? []).filter((a) => a.platform === p) })).filter(
    (g) => g.apps.length > 0,
  );

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="app-downloads-page">
      <ScreenHeader
        section={<Trans>General</Trans>}
        title={<Trans>Descargar aplicativos</Trans>}
        description={<Trans>Las aplicaciones de los puntos de venta y terminales, con su versión y notas.</Trans>}
        actions={
          manager && (
            <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!online} data-testid="app-add">
              <Trans>Agregar aplicativo</Trans>
            </Button>
          )
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>
            Puedes ver la lista que ya estaba cargada, pero no descargar ni cambiar aplicativos hasta que vuelva la conexión.
          </Trans>
        </OfflineNotice>
      )}
      {apps.isError && <LoadError error={apps.error} onRetry={() => void apps.refetch()} />}
      {apps.isPending && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Skeleton height="40" />
          <Skeleton height="40" />
        </SimpleGrid>
      )}
      {apps.data && groups.length === 0 && (
        <Text color="fg.muted" data-testid="app-downloads-empty">
          {manager ? (
            <Trans>Todavía no hay aplicativos. Agrega el primero con «Agregar aplicativo».</Trans>
          ) : (
            <Trans>Todavía no hay aplicativos para descargar.</Trans>
          )}
        </Text>
      )}
      {groups.map((g) => (
        <Stack key={g.platform} gap="3" data-testid={`app-group-${g.platform}`}>
          <Heading as="h2" size="md">
            {i18n._(PLATFORM_LABELS[g.platform])}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {g.apps.map((a) => (
              <AppCard key={a.id} app={a} manager={manager} onEdit={() => setEditing(a)} onDelete={() => setDeleting(a)} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {editing && <AppFormDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteAppDialog app={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
