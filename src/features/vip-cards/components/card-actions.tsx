// The action bar of a card: online only (disabled offline, with the reason), offering what the
// card's state allows — money actions on an active card, payment only on a credit card in debt,
// the manual adjustment only with privilege 308, reactivation of a blocked card, and replacement
// of a card not yet replaced, and editing the holder's details and credit limit. Each dialog opens fresh and stays open with its text on a refusal.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CardStatus, VipCardDto } from '../../../contract/vip';
import { useAuth } from '../../../lib/auth/use-auth';
import type { CardAction } from '../api/cards';
import { useRunCardAction } from '../data/use-run-card-action';
import { type EditableCard, EditCardDialog } from './edit-card-dialog';
import { MoneyDialog, type MoneyKind } from './money-dialog';
import { ReplaceDialog, StatusDialog } from './status-dialogs';

type Open = { kind: MoneyKind } | { kind: 'estado'; status: CardStatus } | { kind: 'reemplazo' } | { kind: 'editar' } | null;

interface CardActionsProps {
  card: Pick<VipCardDto, 'status' | 'balance' | 'replacedById'> & EditableCard;
  creditAllowed: boolean;
  online: boolean;
  onOpenCard(id: string): void;
}

export function CardActions({ card, creditAllowed, online, onOpenCard }: CardActionsProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  // A new key per opening: every dialog starts empty, and keeps its text only while it is open.
  const [session, setSession] = useState(0);
  const mutation = useRunCardAction(onOpenCard);
  const canAdjust = user?.privi.includes('308') ?? false;
  const replaced = card.replacedById !== null;
  const isActive = card.status === 'active' && !replaced;
  const offlineReason = t`Sin conexión: las operaciones con tarjetas necesitan internet.`;

  const show = (next: Open) => {
    mutation.reset();
    setSession((s) => s + 1);
    setOpen(next);
  };
  const close = () => setOpen(null);
  const run = (action: CardAction) => mutation.mutate(action, { onSuccess: () => setOpen(null) });

  const button = (id: string, label: string, next: Open, visible: boolean, variant: 'solid' | 'outline' = 'outline') =>
    visible && (
      <Button
        key={id}
        size="sm"
        variant={variant}
        colorPalette={variant === 'solid' ? 'brand' : undefined}
        disabled={!online}
        title={online ? undefined : offlineReason}
        onClick={() => show(next)}
        data-testid={`vip-action-${id}`}
      >
        {label}
      </Button>
    );

  const common = {
    cardId: card.id,
    cardNumber: card.number,
    pending: mutation.isPending,
    error: mutation.error,
    onClose: close,
    onRun: run,
  };

  return (
    <Stack gap="2" className="no-print" data-testid="vip-card-actions">
      <Flex gap="2" wrap="wrap">
        {button('consumo', t`Registrar consumo`, { kind: 'consumo' }, isActive, 'solid')}
        {button('carga', t`Cargar saldo`, { kind: 'carga' }, isActive)}
        {button('pago', t`Registrar pago`, { kind: 'pago' }, isActive && creditAllowed && card.balance < 0)}
        {button('devolucion', t`Devolución`, { kind: 'devolucion' }, isActive && card.balance > 0)}
        {button('ajuste', t`Ajuste manual`, { kind: 'ajuste' }, canAdjust && !replaced)}
        {button('bloquear', t`Bloquear`, { kind: 'estado', status: 'blocked' }, isActive)}
        {button('reactivar', t`Reactivar`, { kind: 'estado', status: 'active' }, card.status === 'blocked' && !replaced)}
        {button('perdida', t`Reportar pérdida`, { kind: 'estado', status: 'lost' }, card.status !== 'lost' && !replaced)}
        {button('reemplazo', t`Reemplazar`, { kind: 'reemplazo' }, !replaced)}
        {button('editar', t`Editar titular`, { kind: 'editar' }, card.status !== 'lost' && !replaced)}
      </Flex>
      {!online && (
        <Text textStyle="sm" color="orange.fg" data-testid="vip-actions-offline">
          {offlineReason}
        </Text>
      )}
      {replaced && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Esta tarjeta fue reemplazada: opere con la tarjeta nueva.</Trans>
        </Text>
      )}
      {open && 'status' in open && <StatusDialog key={session} open status={open.status} {...common} />}
      {open?.kind === 'reemplazo' && <ReplaceDialog key={session} open {...common} />}
      {open?.kind === 'editar' && (
        <EditCardDialog
          key={session}
          open
          card={card}
          creditAllowed={creditAllowed}
          pending={mutation.isPending}
          error={mutation.error}
          onClose={close}
          onRun={run}
        />
      )}
      {open && open.kind !== 'estado' && open.kind !== 'reemplazo' && open.kind !== 'editar' && (
        <MoneyDialog key={session} open kind={open.kind} {...common} />
      )}
    </Stack>
  );
}
