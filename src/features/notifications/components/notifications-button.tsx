import { Box, Button, Center, HStack, IconButton, Popover, Portal, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, toApiError } from '../../../lib/api-client';
import { translateKnownMessage } from '../../../lib/i18n/known-messages';
import { toaster } from '../../../lib/toaster';
import { CountBadge } from '../../../lib/ui/count-badge';
import { BellIcon, CheckAllIcon, InboxIcon, WifiOffIcon } from '../../../lib/ui/shell-icons';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useMarkNotificationsRead,
  useNotificationsQuery,
} from '../api/notifications-api';
import {
  type AppNotification,
  foldRepeats,
  groupNotifications,
  type RepeatGroup,
  resolveClick,
  unreadCount,
} from '../notifications';
import { NotificationFold } from './notification-fold';

const BASE_PATH = import.meta.env.BASE_URL;

/** SPEC §8: the error's message when the server gave one, else 'No tienes conexión a internet'. */
function useErrorText() {
  const { i18n, t } = useLingui();
  return (error: unknown): string => {
    const offline = t`No tienes conexión a internet`;
    if (typeof navigator !== 'undefined' && !navigator.onLine) return offline;
    if (isApiError(error) && error.status === undefined) return offline;
    const message = isApiError(error) ? error.message : error instanceof Error ? error.message : '';
    return message ? translateKnownMessage(i18n, message) : offline;
  };
}

const isExternal = (n: AppNotification) => resolveClick(n.click, BASE_PATH).kind === 'external';

interface SectionProps {
  title: string;
  items: RepeatGroup[];
  onSelect(n: AppNotification): void;
  onRead(ids: string[]): void;
}

function Section({ title, items, onSelect, onRead }: SectionProps) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={title}>
      <Text
        px="4"
        pt="3"
        pb="1.5"
        textStyle="xs"
        fontWeight="semibold"
        letterSpacing="0.08em"
        textTransform="uppercase"
        color="fg.muted"
      >
        {title}
      </Text>
      <Stack gap="0" as="ul" listStyleType="none">
        {items.map((group) => (
          <Box as="li" key={group.key}>
            <NotificationFold group={group} isExternal={isExternal} onSelect={onSelect} onRead={onRead} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The bell of the top bar: unread count, and a panel with the list (SPEC §2, §3, §9). */
export function NotificationsButton({ enabled = true }: { enabled?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const query = useNotificationsQuery(enabled);
  const markRead = useMarkNotificationRead();
  const markMany = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();

  const list = query.data ?? [];
  const unread = unreadCount(list);
  // Repeats folded into one row each; the count above still counts every unread one.
  const { recent, older } = groupNotifications(foldRepeats(list));
  const label = unread > 0 ? t`Notificaciones (${unread} sin leer)` : t`Notificaciones`;

  const select = (n: AppNotification) => {
    if (!n.isRead) markRead.mutate(n.id);
    const target = resolveClick(n.click, BASE_PATH);
    if (target.kind === 'external') {
      window.open(target.href, '_blank', 'noopener,noreferrer');
    } else if (target.kind === 'internal') {
      setOpen(false);
      void navigate({ href: target.path });
    }
  };

  const readSome = (ids: string[]) =>
    markMany.mutate(ids, {
      onError: (error) => toaster.create({ type: 'error', title: errorText(toApiError(error)) }),
    });

  const readAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => toaster.create({ type: 'error', title: errorText(toApiError(error)) }),
    });

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) void query.refetch();
      }}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" title={label} position="relative">
          {/* Named by a hidden text, not an aria-label: the visible count would have to match it (axe). */}
          <BellIcon aria-hidden />
          <VisuallyHidden>{label}</VisuallyHidden>
          <CountBadge count={unread} colorPalette="red" data-testid="notifications-unread" aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-label={t`Notificaciones`}
            w="360px"
            maxW="calc(100vw - 16px)"
            maxH="500px"
            display="flex"
            flexDirection="column"
            overflow="hidden"
          >
            <HStack px="4" py="3" borderBottomWidth="1px" justify="space-between" gap="3" flexShrink={0}>
              <Stack gap="0">
                <Popover.Title fontWeight="semibold" textStyle="md">
                  <Trans>Notificaciones</Trans>
                </Popover.Title>
                <Text textStyle="xs" color="fg.muted">
                  {unread > 0 ? <Trans>Tienes {unread} sin leer</Trans> : <Trans>Estás al día</Trans>}
                </Text>
              </Stack>
              {unread > 0 && (
                <IconButton
                  variant="ghost"
                  size="sm"
                  colorPalette="brand"
                  aria-label={t`Marcar todas como leídas`}
                  title={t`Marcar todas como leídas`}
                  onClick={readAll}
                  loading={markAll.isPending}
                >
                  <CheckAllIcon />
                </IconButton>
              )}
            </HStack>
            <Box flex="1" overflowY="auto" overscrollBehavior="contain" pb="2">
              {query.isPending && enabled ? (
                <Center py="10">
                  <Spinner color="brand.solid" />
                </Center>
              ) : query.isError && list.length === 0 ? (
                <Stack align="center" gap="3" py="8" px="6" textAlign="center" role="alert">
                  <WifiOffIcon boxSize="6" color="fg.muted" />
                  <Text textStyle="sm">{errorText(query.error)}</Text>
                  <Button size="xs" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
                    <Trans>Reintentar</Trans>
                  </Button>
                </Stack>
              ) : list.length === 0 ? (
                <Stack align="center" gap="2" py="10" px="6" textAlign="center">
                  <InboxIcon boxSize="6" color="fg.muted" />
                  <Text textStyle="sm" color="fg.muted">
                    <Trans>No tienes notificaciones</Trans>
                  </Text>
                </Stack>
              ) : (
                <>
                  <Section title={t`Recientes`} items={recent} onSelect={select} onRead={readSome} />
                  <Section title={t`Anteriores`} items={older} onSelect={select} onRead={readSome} />
                </>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
