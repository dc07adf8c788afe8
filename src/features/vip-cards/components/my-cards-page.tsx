// "Mis tarjetas": the signed-in user's own VIP cards (GET /api/account/cards), each as a card in
// its type's colour with balance, available credit and status. Any user may open it (no code).
import { Box, Button, Card, EmptyState, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyCardDto } from '../../../contract/vip';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ErrorText } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useMyCardsQuery } from '../api/cards';
import { availableText } from '../labels';
import { CardIcon, CardStatusBadge, Fact, TypeDot } from './common';

function MyCard({ item }: { item: MyCardDto }) {
  const { t, i18n } = useLingui();
  const { card } = item;
  const discount = item.discountPercent;
  return (
    <Card.Root variant="outline" bg="bg.panel" overflow="hidden" data-testid="my-card" data-card-id={card.id}>
      <Box h="2" borderBottomWidth="1px" borderColor="border.emphasized" style={{ background: item.color }} />
      <Card.Body gap="4" p={{ base: '4', sm: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <HStack gap="2">
              <TypeDot color={item.color} size="3" />
              <Text fontWeight="semibold" truncate>
                {item.typeName}
              </Text>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {t`N° ${card.number}`}
            </Text>
          </Stack>
          <CardStatusBadge status={card.status} />
        </HStack>
        <SimpleGrid columns={2} gap="4">
          <Fact label={t`Saldo`} testId="my-card-balance">
            <Text as="span" textStyle="2xl" color={card.balance < 0 ? 'fg.error' : undefined}>
              {fMoney(card.balance, undefined, i18n)}
            </Text>
          </Fact>
          <Fact label={t`Disponible`} testId="my-card-available">
            <Text as="span" textStyle="2xl">
              {availableText(card.status, item.available, i18n)}
            </Text>
          </Fact>
        </SimpleGrid>
        <Stack gap="0.5" textStyle="sm" color="fg.muted">
          {item.creditAllowed && <Text>{t`Límite de crédito: ${fMoney(card.creditLimit, undefined, i18n)}`}</Text>}
          {discount > 0 && <Text>{t`Descuento del ${discount} % en barras`}</Text>}
          <Text>
            {card.lastMovementAt ? t`Último movimiento: ${fDateTime(card.lastMovementAt, i18n)}` : t`Todavía sin movimientos`}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function MyCardsPage() {
  const { t } = useLingui();
  const title = t`Mis tarjetas`;
  useDocumentTitle(title);
  const online = useOnline();
  const cards = useMyCardsQuery();

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="my-cards-page">
      <ScreenHeader
        title={title}
        section={t`Mi cuenta`}
        description={<Trans>Sus tarjetas VIP de este local, con el saldo y el crédito disponible.</Trans>}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Sus tarjetas se muestran cuando vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      {cards.isError && (
        <NoticeAlert
          status="error"
          title={<Trans>No se pudieron cargar sus tarjetas</Trans>}
          testId="my-cards-error"
          aside={
            <Button size="sm" variant="outline" alignSelf="center" onClick={() => void cards.refetch()}>
              {t`Reintentar`}
            </Button>
          }
        >
          <ErrorText error={cards.error} />
        </NoticeAlert>
      )}
      {cards.isPending && online ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Skeleton height="48" borderRadius="l3" />
          <Skeleton height="48" borderRadius="l3" />
        </SimpleGrid>
      ) : cards.data && cards.data.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" data-testid="my-cards-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CardIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t`No tiene tarjetas VIP`}</EmptyState.Title>
            <EmptyState.Description>
              {t`Cuando el local le emita una tarjeta a su nombre, aparece aquí con su saldo.`}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {cards.data?.map((item) => (
            <MyCard key={item.card.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
