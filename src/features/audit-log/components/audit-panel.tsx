// The audit log viewer (300): who changed what and when, with the before/after of each change;
// filters by user, entity and date; pages come from the server (50 per page). Online only.
import { Badge, Box, Button, Card, Link as ChakraLink, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuditEntryDto } from '../../../contract/audit';
import { canSeeEntry, entryForPath } from '../../../contract/navigation';
import { useAuth } from '../../../lib/auth/use-auth';
import { fDateTimeLocal } from '../../../lib/format-date';
import { DateRangeFilter } from '../../../lib/ui/date-range-filter';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { PageNav } from '../../../lib/ui/page-nav';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { type AuditFilters, useAuditPage } from '../api/audit';
import { actionLabel, entityLabel } from '../labels';
import { entityLink, idLabel } from '../values';
import { AuditDiff } from './audit-diff';

function Entry({ entry, names }: { entry: AuditEntryDto; names: Readonly<Record<string, string>> }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const target = entityLink(entry.entity, entry.entityId);
  // Linked only where the reader may go: a screen their codes do not open is not offered.
  const screen = target ? entryForPath(target.to) : undefined;
  const link = target && screen && canSeeEntry(user?.privi ?? [], screen) ? target : null;
  return (
    <Collapsible.Root>
      <Box borderBottomWidth="1px" py="3" data-testid="audit-entry" data-action={entry.action}>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" width="full" height="auto" py="1" justifyContent="flex-start" textAlign="start">
            <Stack gap="1" minW="0" flex="1">
              <HStack gap="2" flexWrap="wrap">
                <Badge variant="subtle" colorPalette="brand" title={entry.action} data-testid="audit-action">
                  {actionLabel(i18n, entry.action, entry.entity)}
                </Badge>
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {entityLabel(i18n, entry.entity)}
                  {entry.entityId ? ` · ${idLabel(entry.entityId, names)}` : ''}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted" truncate>
                {entry.userName ?? t`Sistema`} · {fDateTimeLocal(entry.at, i18n)}
              </Text>
            </Stack>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack pt="2" px="2" gap="2">
            <AuditDiff before={entry.before} after={entry.after} names={names} />
            {link && (
              <ChakraLink asChild textStyle="sm" color="brand.fg" alignSelf="flex-start" data-testid="audit-link">
                <Link to={link.to as never} search={link.search as never}>
                  <Trans>Ver en {entityLabel(i18n, entry.entity)}</Trans>
                </Link>
              </ChakraLink>
            )}
          </Stack>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}

export function AuditPanel() {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const query = useAuditPage(filters);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const patch = (p: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...p, page: p.page ?? 1 }));
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="audit-panel">
      <Card.Header gap="3">
        <Card.Title>
          <Trans>Registro de cambios</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>
            Cada cambio de dinero, stock, precios, costos y accesos que hizo alguien del local. Toca uno para ver el antes y el
            después.
          </Trans>
        </Card.Description>
        <HStack gap="2" flexWrap="wrap">
          <FilterSelect
            label={t`Usuario`}
            value={filters.user ?? ''}
            onChange={(user) => patch({ user: user || undefined })}
            allLabel={t`Todos los usuarios`}
            options={(data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            testId="audit-user"
          />
          <FilterSelect
            label={t`Entidad`}
            value={filters.entity ?? ''}
            onChange={(entity) => patch({ entity: entity || undefined })}
            allLabel={t`Todas las entidades`}
            options={(data?.entities ?? [])
              .map((e) => ({ value: e, label: entityLabel(i18n, e) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.locale))}
            testId="audit-entity"
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={(p) => patch(p)} />
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {query.error ? (
          <QueryFailedAlert query={query} testId="audit-load-error" />
        ) : data && data.entries.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" py="6" textAlign="center" data-testid="audit-empty">
            <Trans>No hay cambios con estos filtros.</Trans>
          </Text>
        ) : (
          <Stack gap="0" opacity={query.isPlaceholderData ? 0.6 : 1}>
            {(data?.entries ?? []).map((e) => (
              <Entry key={e.id} entry={e} names={data?.names ?? {}} />
            ))}
          </Stack>
        )}
        {data && data.total > 0 && (
          <PageNav
            pt="4"
            page={filters.page}
            pages={pages}
            onStep={(d) => patch({ page: filters.page + d })}
            summary={
              <Trans>
                Página {filters.page} de {pages} · {data.total} cambios
              </Trans>
            }
            testId="audit"
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
