// "Tarjetas VIP" (306): the venue's cards, searchable as you type, offline from the replica, with
// "saldo al …"; a card opens on the same route (`?card=<id>`) so reload and back work. The search
// and filters stay while a card is open, so going back finds the list as it was. Without a
// replica (no IndexedDB) the list comes from cards/consulta instead (SPEC §7, §8).
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { NavEntryId } from '../../../contract/navigation';
import { getEntry } from '../../../contract/navigation';
import { sectionLabel } from '../../../lib/i18n/navigation-labels';
import { useReplica } from '../../../lib/sync/use-replica';
import { PlusIcon } from '../../../lib/ui/icons';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { consultaCards } from '../api/cards';
import { useCardTypesQuery } from '../api/vip-config';
import { createCardListStore } from '../card-list-store';
import type { CardSort } from '../card-search';
import { useRunCardAction } from '../data/use-run-card-action';
import { useCardTypesLive, useStaleBalanceMinutes, useVipCardsLive } from '../data/use-vip-replica';
import { createFiltersStore, type FiltersStore, useFilter } from '../filters-store';
import { BalanceFreshness } from './balance-freshness';
import { CardDetail } from './card-detail';
import { CardList } from './card-list';
import type { CardTypeView } from './card-rows';
import { IssueCardDialog } from './issue-card-dialog';

interface CardsPageProps {
  entryId: NavEntryId;
  cardId: string | undefined;
  onCardChange(id: string | undefined): void;
}

interface ListProps {
  types: ReadonlyMap<string, CardTypeView>;
  filters: FiltersStore;
  sort: CardSort;
  onSort(next: CardSort): void;
  hrefFor(id: string): string;
  onOpen(id: string): void;
}

function ReplicaCardList(props: ListProps & { staleMinutes: number }) {
  const cards = useVipCardsLive();
  return (
    <Stack gap="3">
      <BalanceFreshness staleMinutes={props.staleMinutes} />
      <CardList cards={cards} loading={cards === undefined} {...props} />
    </Stack>
  );
}

function ServerCardList(props: ListProps) {
  const { t } = useLingui();
  const online = useOnline();
  const store = useMemo(() => createCardListStore(consultaCards), []);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const saldo = useFilter(props.filters, 'saldo');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reconnection asks again
  useEffect(() => {
    void store.load(saldo);
  }, [store, saldo, online]);
  return (
    <Stack gap="3">
      {state.error && (
        <NoticeAlert
          status="error"
          title={<Trans>No se pudieron cargar las tarjetas</Trans>}
          testId="vip-list-error"
          aside={
            <Button size="sm" variant="outline" alignSelf="center" onClick={() => void store.load(saldo)}>
              {t`Reintentar`}
            </Button>
          }
        >
          {state.error}
        </NoticeAlert>
      )}
      <CardList cards={state.data} loading={state.loading} {...props} />
    </Stack>
  );
}

export function CardsPage({ entryId, cardId, onCardChange }: CardsPageProps) {
  const { t, i18n } = useLingui();
  const replica = useReplica();
  const online = useOnline();
  const replicaTypes = useCardTypesLive();
  const apiTypes = useCardTypesQuery(!replica && online);
  const staleMinutes = useStaleBalanceMinutes();
  // Kept while a card is open, so going back finds the same search.
  const [filters] = useState(() => createFiltersStore());
  const [sort, setSort] = useState<CardSort>({ key: 'number', desc: false });
  const [issuing, setIssuing] = useState(0);
  const entry = getEntry(entryId);
  const title = t`Tarjetas VIP`;
  useDocumentTitle(title);

  const types = useMemo(() => {
    const rows: CardTypeView[] = replica ? (replicaTypes ?? []) : (apiTypes.data ?? []);
    return new Map(rows.map((r) => [r.id, r]));
  }, [replica, replicaTypes, apiTypes.data]);
  const typeList = useMemo(() => [...types.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')), [types]);

  const onOpen = useCallback((id: string) => onCardChange(id), [onCardChange]);
  const hrefFor = useCallback((id: string) => `${window.location.pathname}?card=${encodeURIComponent(id)}`, []);
  const issue = useRunCardAction(onOpen);

  if (cardId) {
    return (
      <CardDetail
        key={cardId}
        cardId={cardId}
        types={types}
        staleMinutes={staleMinutes}
        hrefFor={hrefFor}
        onOpenCard={onOpen}
        onBack={() => onCardChange(undefined)}
      />
    );
  }

  const listProps: ListProps = { types, filters, sort, onSort: setSort, hrefFor, onOpen };
  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="vip-cards-page">
      <ScreenHeader
        title={title}
        section={entry.section ? sectionLabel(i18n, entry.section) : ''}
        description={
          <Trans>
            Busca por número, titular, documento o teléfono. Los saldos se consultan sin conexión; las cargas y los consumos
            necesitan internet.
          </Trans>
        }
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!online}
            title={online ? undefined : t`Sin conexión: emitir una tarjeta necesita internet.`}
            onClick={() => {
              issue.reset();
              setIssuing((n) => n + 1);
            }}
            data-testid="vip-action-issue"
          >
            <PlusIcon /> <Trans>Emitir tarjeta</Trans>
          </Button>
        }
      />
      {!online && (
        <Text textStyle="sm" color="orange.fg" data-testid="vip-offline-reason" className="no-print">
          <Trans>Sin conexión: puede buscar tarjetas y ver saldos; emitir, cargar y cobrar necesitan internet.</Trans>
        </Text>
      )}
      {replica ? <ReplicaCardList staleMinutes={staleMinutes} {...listProps} /> : <ServerCardList {...listProps} />}
      {issuing > 0 && (
        <IssueCardDialog
          key={issuing}
          open={issuing > 0}
          types={typeList}
          pending={issue.isPending}
          error={issue.error}
          onClose={() => setIssuing(0)}
          onRun={(action) => issue.mutate(action, { onSuccess: () => setIssuing(0) })}
        />
      )}
    </Stack>
  );
}
