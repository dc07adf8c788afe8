// Parts every stock configuration screen shares: the offline notice (these screens need the
// server), the head of a panel, the failed list, the name and state columns and the list filters.
// Fields, the edit dialog and the filter select itself come from src/lib/ui.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fDateTime } from '../../../../lib/format-date';
import { ActiveBadge } from '../../../../lib/ui/active-badge';
import { type DataColumn, DataTable, type DataTableProps } from '../../../../lib/ui/data-table';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { useOnline } from '../../../../lib/ui/online-only';
import { LoadError } from '../../../../lib/ui/status-alerts';
import type { KeptList } from '../data/use-kept-list';
import { translateMessage } from '../messages';

/** Said above the lists while there is no network: they need the server to load and to save. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <NoticeAlert status="warning" title={<Trans>Sin conexión</Trans>} testId="config-offline">
      <Trans>
        La configuración de stock se guarda en el servidor: mientras no haya conexión puedes ver lo que ya estaba cargado, pero no
        guardar cambios. Lo que escribas en un formulario se conserva hasta que vuelva la conexión.
      </Trans>
    </NoticeAlert>
  );
}

/** The top of a panel: what its records are for, and the button that creates one. */
export function PanelHead({ description, action }: { description: ReactNode; action: ReactNode }) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text color="fg.muted" textStyle="sm" flex="1" minW="14rem">
        {description}
      </Text>
      {action}
    </HStack>
  );
}

/**
 * One configuration list: its head (what the records are for, the button that creates one), the
 * list or the error that it could not load, and what the panel opens (dialogs, drawers) as children.
 * The empty-list texts say whether nothing exists yet or the filters hide everything.
 */
export function ConfigListPanel<T>({
  testId,
  tableTestId,
  description,
  create,
  query,
  empty,
  children,
  ...table
}: Omit<DataTableProps<T>, 'loading' | 'emptyTitle' | 'emptyDescription' | 'testId'> & {
  testId: string;
  tableTestId: string;
  description: ReactNode;
  create: { label: ReactNode; onClick(): void; testId: string; disabled?: boolean };
  query: KeptList<T>;
  empty: { none: string; filtered: string; noneHint: string; filteredHint: string };
  children?: ReactNode;
}) {
  const some = (query.data?.length ?? 0) > 0;
  // Offline the screen's notice says it once; the list says "needs internet" rather than an error.
  const online = useOnline();
  return (
    <Stack gap="4" data-testid={testId}>
      <PanelHead
        description={description}
        action={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={create.onClick}
            data-testid={create.testId}
            disabled={create.disabled || !online}
          >
            {create.label}
          </Button>
        }
      />
      {query.fromCopy && query.at && <KeptAt at={query.at} />}
      {online && query.isError && !query.data ? (
        <ListLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !online && query.noCopy ? (
        <NoticeAlert status="info" title={<Trans>Esta lista no está guardada en este dispositivo</Trans>} testId="config-no-copy">
          <Trans>Ábrela una vez con conexión y quedará disponible sin conexión, con la hora de sus datos.</Trans>
        </NoticeAlert>
      ) : (
        <DataTable
          {...table}
          testId={tableTestId}
          loading={query.isPending}
          emptyTitle={some ? empty.filtered : empty.none}
          emptyDescription={some ? empty.filteredHint : empty.noneHint}
        />
      )}
      {children}
    </Stack>
  );
}

/** "Datos al …": the list shown is the copy this device kept, as the server gave it then. */
function KeptAt({ at }: { at: string }) {
  const { i18n } = useLingui();
  const when = fDateTime(at, i18n);
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="config-as-of">
      <Trans>Datos al {when}</Trans>
    </Text>
  );
}

/** A panel's list that could not load, with a retry. */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <LoadError
      testId="config-load-error"
      title={<Trans>No se pudo cargar la lista</Trans>}
      translate={translateMessage}
      error={error}
      onRetry={onRetry}
    />
  );
}

/** A record's name (muted while inactive) and, on phones, the columns that are hidden there. */
export function NameCell({ name, active, maxW, children }: { name: string; active: boolean; maxW: string; children: ReactNode }) {
  return (
    <Stack gap="0" maxW={{ base: maxW, sm: 'none' }} whiteSpace="normal">
      <Text fontWeight="medium" color={active ? undefined : 'fg.muted'}>
        {name}
      </Text>
      <Text textStyle="xs" color="fg.muted" hideFrom="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** The "Estado" column: active or inactive, as a badge. */
export function useActiveColumn<T extends { active: boolean }>(): DataColumn<T> {
  const { t } = useLingui();
  return {
    key: 'active',
    header: t`Estado`,
    value: (r) => (r.active ? t`Activo` : t`Inactivo`),
    render: (r) => <ActiveBadge active={r.active} />,
    hideBelowSm: true,
  };
}
