import { Box, Button, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { AppNotification, RepeatGroup } from '../notifications';
import { NotificationItem } from './notification-item';

interface NotificationFoldProps {
  group: RepeatGroup;
  isExternal(notification: AppNotification): boolean;
  onSelect(notification: AppNotification): void;
  /** Marks the given notifications read (the fold's unread repeats). */
  onRead(ids: string[]): void;
}

/**
 * One row of the list: a notification, or its repeats folded under the newest with their count
 * ("×12"); a click on the fold opens it to each repeat, which then behaves as a row of its own.
 */
export function NotificationFold({ group, isExternal, onSelect, onRead }: NotificationFoldProps) {
  const [open, setOpen] = useState(false);
  if (group.items.length === 1)
    return <NotificationItem notification={group.latest} external={isExternal(group.latest)} onSelect={onSelect} />;
  const unreadIds = group.items.filter((n) => !n.isRead).map((n) => n.id);
  const unread = unreadIds.length;
  return (
    <>
      <NotificationItem
        notification={group.latest}
        external={false}
        folded={{ count: group.items.length, unread, expanded: open }}
        onSelect={() => setOpen((o) => !o)}
      />
      {open && (
        <Box bg="bg.subtle" borderBottomWidth="1px" borderTopWidth="1px" data-testid="notification-fold">
          {unread > 0 && (
            <Flex justify="flex-end" px="4" pt="1.5">
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onRead(unreadIds)}>
                <Trans>Marcar las {unread} como leídas</Trans>
              </Button>
            </Flex>
          )}
          <Box as="ul" listStyleType="none">
            {group.items.map((n) => (
              <Box as="li" key={n.id}>
                <NotificationItem notification={n} external={isExternal(n)} onSelect={onSelect} nested />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
