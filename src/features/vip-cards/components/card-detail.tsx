// One card: holder, type, status, balance, credit limit and available credit, the links to the
// card it replaced or that replaced it, the actions, and its CtaCte. Online it shows the server's
// card; offline (or before the server answers) the replica's row with its "saldo al …", saying
// that the movements need a connection.
import { Box, Button, Card, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { availableCredit, type LedgerQuery, type VipCardDto } from '../../../contract/vip';
import { isApiError } from '../../../lib/api-client';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { useReplica } from '../../../lib/sync/use-replica';
import { ArrowLeftIcon } from '../../../lib/ui/icons';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ErrorText } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useCardDetailQuery } from '../api/cards';
import { useVipCardLive } from '../data/use-vip-replica';
import { availableText } from '../labels';
import { BalanceFreshness } from './balance-freshness';
import { CardActions } from './card-actions';
import type { CardTypeView } from './card-rows';
import { CardStatusBadge, Fact, TypeName } from './common';
import { LedgerTable } from './ledger-table';

interface CardDetailProps {
  cardId: string;
  types: ReadonlyMap<string, CardTypeView>;
  staleMinutes: number;
  hrefFor(id: string): string;
  onOpenCard(id: string): void;
  onBack(): void;
}

function CardLink({
  id,
  number,
  hrefFor,
  onOpenCard,
}: { id: string; number: string } & Pick<CardDetailProps, 'hrefFor' | 'onOpenCard'>) {
  return (
    <Link
      href={hrefFor(id)}
      colorPalette="brand"
      onClick={(e) => {
        e.preventDefault();
        onOpenCard(id);
      }}
      data-testid="vip-card-link"
    >
      {number}
    </Link>
  );
}

export function CardDetail({ cardId, types, staleMinutes, hrefFor, onOpenCard, onBack }: CardDetailProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const hasReplica = useReplica() !== null;
  const [filters, setFilters] = useState<LedgerQuery>({});
  const detail = useCardDetailQuery(cardId, filters, online);
  const local = useVipCardLive(cardId);
  const successor = useVipCardLive(local?.replacedById ?? '');

  // The server's card when it answered; else the replica's row (offline lookup at the bar).
  const server = online ? detail.data : undefined;
  const card: VipCardDto | null | undefined = server?.card ?? (local as VipCardDto | null | undefined);
  const type = server?.type ?? (card ? types.get(card.cardTypeId) : undefined);
  const creditAllowed = type?.creditAllowed ?? false;
  const fromReplica = !server && !!local;
  const title = card ? t`Tarjeta ${card.number}` : t`Tarjeta VIP`;
  useDocumentTitle(title);

  const replacedBy =
    server?.replacedBy ?? (card?.replacedById ? { id: card.replacedById, number: successor?.number ?? t`ver tarjeta` } : null);
  const replaces = server?.replaces ?? null;
  const notFound = online && isApiError(detail.error) && detail.error.status === 404 && !local;

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="vip-card-detail" data-card-id={cardId}>
      <HStack gap="2" className="no-print">
        <Button variant="ghost" size="sm" onClick={onBack} data-testid="vip-back">
          <ArrowLeftIcon /> <Trans>Tarjetas</Trans>
        </Button>
      </HStack>

      {!online && (
        <OfflineNotice>
          <Trans>Se muestra el saldo guardado en este dispositivo. Los movimientos y las operaciones necesitan conexión.</Trans>
        </OfflineNotice>
      )}
      {online && detail.isError && !notFound && (
        <Text color="fg.error" data-testid="vip-detail-error">
          <ErrorText error={detail.error} />
        </Text>
      )}

      {card === undefined || (card === null && online && detail.isPending) ? (
        <Skeleton height="40" borderRadius="l3" />
      ) : card === null || notFound ? (
        <Text color="fg.muted" data-testid="vip-card-missing">
          {hasReplica || online ? (
            <Trans>No se encontró la tarjeta.</Trans>
          ) : (
            <Trans>Esta tarjeta necesita conexión para verse.</Trans>
          )}
        </Text>
      ) : (
        <>
          <Card.Root variant="outline" bg="bg.panel">
            <Card.Body gap="4" p={{ base: '4', sm: '5' }}>
              <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} data-testid="vip-detail-holder">
                      {card.holderName}
                    </Heading>
                    <CardStatusBadge status={card.status} />
                  </HStack>
                  <HStack columnGap="3" rowGap="0.5" wrap="wrap" color="fg.muted" textStyle="sm">
                    <Text fontWeight="semibold" color="fg" data-testid="vip-detail-number">
                      {t`N° ${card.number}`}
                    </Text>
                    {type && <TypeName name={type.name} color={type.color} />}
                    {card.holderDocument && <Text>{t`Doc. ${card.holderDocument}`}</Text>}
                    {card.holderPhone && <Text>{card.holderPhone}</Text>}
                    {card.holderEmail && <Text truncate>{card.holderEmail}</Text>}
                  </HStack>
                </Stack>
                {fromReplica && (
                  <Box flexShrink={0}>
                    <BalanceFreshness staleMinutes={staleMinutes} compact />
                  </Box>
                )}
              </Stack>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4">
                <Fact label={t`Saldo`} testId="vip-detail-balance">
                  <Text as="span" textStyle="xl" color={card.balance < 0 ? 'fg.error' : undefined}>
                    {fMoney(card.balance, undefined, i18n)}
                  </Text>
                </Fact>
                <Fact label={t`Límite de crédito`}>
                  {creditAllowed ? fMoney(card.creditLimit, undefined, i18n) : t`Sin crédito`}
                </Fact>
                <Fact label={t`Disponible`} testId="vip-detail-available">
                  {availableText(
                    card.status,
                    server?.available ?? availableCredit(card.balance, card.creditLimit, creditAllowed),
                    i18n,
                  )}
                </Fact>
                <Fact label={t`Último movimiento`}>{card.lastMovementAt ? fDateTime(card.lastMovementAt, i18n) : '-'}</Fact>
              </SimpleGrid>
              {(replacedBy || replaces) && (
                <Stack gap="1" textStyle="sm">
                  {replacedBy && (
                    <Text data-testid="vip-replaced-by">
                      <Trans>Reemplazada por la tarjeta</Trans>{' '}
                      <CardLink id={replacedBy.id} number={replacedBy.number} hrefFor={hrefFor} onOpenCard={onOpenCard} />
                    </Text>
                  )}
                  {replaces && (
                    <Text data-testid="vip-replaces">
                      <Trans>Reemplaza a la tarjeta</Trans>{' '}
                      <CardLink id={replaces.id} number={replaces.number} hrefFor={hrefFor} onOpenCard={onOpenCard} />
                    </Text>
                  )}
                </Stack>
              )}
              <CardActions card={card} creditAllowed={creditAllowed} online={online} onOpenCard={onOpenCard} />
            </Card.Body>
          </Card.Root>

          <Stack gap="3">
            <Heading as="h2" size="lg">
              <Trans>Cuenta corriente</Trans>
            </Heading>
            {online ? (
              <LedgerTable
                cardNumber={card.number}
                entries={server?.ledger}
                totals={server?.totals}
                filters={filters}
                onFilters={setFilters}
                loading={detail.isFetching && !server}
              />
            ) : (
              <Text color="fg.muted" data-testid="vip-ledger-offline">
                <Trans>Los movimientos de la cuenta corriente necesitan conexión.</Trans>
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
