// The terminals' event history (consultarHistoria), newest first, for all terminals or one, by
// kind. "Ocultar" removes an item from this device's list only (SPEC §4: locally, by id, with no
// server call); "Mostrar ocultos" brings them back into view to restore them.
import { Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type HistoryEventDto,
  TERMINAL_EVENT_KINDS,
  type TerminalDto,
  type TerminalEventKind,
  visibleHistory,
} from '../../../contract/satelite';
import { fDateTime } from '../../../lib/format-date';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { errorMessage, untranslated } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { useHistoryQuery } from '../api/history';
import { useHiddenHistoryLive } from '../data/hidden-history';
import { EVENT_COLORS, EVENT_LABELS } from '../labels';
import { ErrorAlert } from './parts';

export interface HistoryView {
  terminalId: string;
  kind: TerminalEventKind | '';
  showHidden: boolean;
}

export function HistoryPanel({
  terminals,
  view,
  onView,
  online,
}: {
  terminals: readonly TerminalDto[];
  view: HistoryView;
  onView(next: HistoryView): void;
  online: boolean;
}) {
  const { t, i18n } = useLingui();
  const history = useHistoryQuery({ terminalId: view.terminalId || undefined, kind: view.kind || undefined }, online);
  const hidden = useHiddenHistoryLive();
  const all = history.data ?? [];
  const hiddenHere = all.filter((e) => hidden.hidden.has(e.id)).length;
  const rows = history.data ? visibleHistory(all, hidden.hidden, view.showHidden) : undefined;

  const columns: DataColumn<HistoryEventDto>[] = [
    {
      key: 'at',
      header: t`Fecha`,
      value: (r) => r.at,
      hideBelowSm: true,
      render: (r) => <Text whiteSpace="nowrap">{fDateTime(r.at, i18n)}</Text>,
    },
    {
      key: 'kind',
      header: t`Evento`,
      value: (r) => i18n._(EVENT_LABELS[r.kind]),
      hideBelowSm: true,
      render: (r) => (
        <Badge colorPalette={EVENT_COLORS[r.kind]} variant="subtle">
          {i18n._(EVENT_LABELS[r.kind])}
        </Badge>
      ),
    },
    {
      key: 'terminal',
      header: t`Terminal`,
      value: (r) => r.terminalName,
      hideBelowSm: true,
      render: (r) => (
        <Stack gap="0">
          <Text>{r.terminalName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.pointOfSaleName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'detail',
      header: t`Detalle`,
      value: (r) => r.detail,
      render: (r) => (
        <Stack gap="0.5" whiteSpace="normal" maxW={{ base: '64', sm: 'md' }}>
          {/* Phones fold the date, kind and terminal columns into this cell. */}
          <HStack gap="2" wrap="wrap" hideFrom="sm">
            <Badge colorPalette={EVENT_COLORS[r.kind]} variant="subtle">
              {i18n._(EVENT_LABELS[r.kind])}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {fDateTime(r.at, i18n)}
            </Text>
          </HStack>
          <Text>{r.detail}</Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {r.terminalName}
          </Text>
        </Stack>
      ),
    },
    { key: 'user', header: t`Usuario`, value: (r) => r.userName ?? '-', hideBelowMd: true },
    {
      key: 'hide',
      header: '',
      value: () => '',
      sortable: false,
      exportable: false,
      render: (r) =>
        hidden.hidden.has(r.id) ? (
          <Button size="xs" variant="ghost" onClick={() => void hidden.unhide(r.id)} data-testid="history-unhide">
            <Trans>Mostrar</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => void hidden.hide(r.id)}
            disabled={!hidden.available}
            aria-label={t`Ocultar de la historia`}
            data-testid="history-hide"
          >
            <Trans>Ocultar</Trans>
          </Button>
        ),
    },
  ];

  const filters = (
    <HStack gap="3" wrap="wrap">
      <SelectBox
        size="sm"
        width={{ base: 'full', sm: '56' }}
        label={t`Terminal`}
        value={view.terminalId}
        onChange={(terminalId) => onView({ ...view, terminalId })}
        testId="history-terminal"
        placeholder={t`Todas las terminales`}
        options={terminals.map((term) => ({ value: term.id, label: term.name }))}
      />
      <SelectBox
        size="sm"
        width={{ base: 'full', sm: '44' }}
        label={t`Evento`}
        value={view.kind}
        onChange={(kind) => onView({ ...view, kind: kind as TerminalEventKind | '' })}
        testId="history-kind"
        placeholder={t`Todos los eventos`}
        options={TERMINAL_EVENT_KINDS.map((k) => ({ value: k, label: i18n._(EVENT_LABELS[k]) }))}
      />
      <Switch.Root
        size="sm"
        checked={view.showHidden}
        onCheckedChange={(e) => onView({ ...view, showHidden: e.checked })}
        data-testid="history-show-hidden"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Mostrar ocultos ({hiddenHere})</Trans>
        </Switch.Label>
      </Switch.Root>
    </HStack>
  );

  return (
    <Stack gap="3" data-testid="history-panel">
      {history.error && <ErrorAlert message={errorMessage(history.error, i18n, online, untranslated)} />}
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        loading={history.isLoading}
        searchText={(r) => `${r.terminalName} ${r.pointOfSaleName} ${r.detail} ${r.userName ?? ''}`}
        searchPlaceholder={t`Buscar en la historia`}
        filters={filters}
        exportName="historia-terminales"
        emptyTitle={hiddenHere > 0 && !view.showHidden ? t`Ocultaste todos los eventos de esta lista` : t`Sin eventos`}
        emptyDescription={
          hiddenHere > 0 && !view.showHidden
            ? t`Activa «Mostrar ocultos» para verlos y volver a mostrarlos.`
            : t`Las terminales registran aquí sus inicios de sesión, lotes, sincronizaciones y errores.`
        }
        rowTone={(r) => (r.kind === 'error' ? 'danger' : undefined)}
        testId="history-table"
      />
      {view.showHidden && hiddenHere > 0 && (
        <HStack>
          <Button size="xs" variant="outline" onClick={() => void hidden.unhideAll()} data-testid="history-unhide-all">
            <Trans>Volver a mostrar todos</Trans>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
