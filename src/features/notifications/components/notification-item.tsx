import { Badge, Circle, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fToNow } from '../../../lib/format-date';
import { ChevronDownIcon } from '../../../lib/ui/nav-icons';
import { BellIcon, ExternalLinkIcon } from '../../../lib/ui/shell-icons';
import { notificationText } from '../notification-text';
import type { AppNotification } from '../notifications';

/** A folded row: how many repeats it stands for, how many unread, and whether it is open. */
export interface Folded {
  count: number;
  unread: number;
  expanded: boolean;
}

interface NotificationItemProps {
  notification: AppNotification;
  external: boolean;
  onSelect(notification: AppNotification): void;
  /** Shown as the row of several repeats (the newest of them): a click opens or closes the fold. */
  folded?: Folded;
  /** A repeat listed inside an open fold: indented. */
  nested?: boolean;
}

/** One row of the list: picture (or a bell), title, description, age and the unread dot. */
export function NotificationItem({ notification, external, onSelect, folded, nested }: NotificationItemProps) {
  const { i18n, t } = useLingui();
  const [imgFailed, setImgFailed] = useState(false);
  const { img, createdAt } = notification;
  const isRead = folded ? folded.unread === 0 : notification.isRead;
  const { title, description } = notificationText(notification, i18n);
  const count = folded?.count ?? 1;
  const unread = folded?.unread ?? 0;
  const label = folded
    ? unread > 0
      ? t`${title}: ${count} avisos, ${unread} sin leer`
      : t`${title}: ${count} avisos`
    : isRead
      ? title
      : t`${title} (sin leer)`;
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      // A repeat's text lines up with the fold's title (the picture's 2.5rem and the gap's 0.75rem).
      ps={nested ? '4.25rem' : '4'}
      pe="4"
      py={nested ? '2.5' : '3'}
      display="block"
      bg={isRead ? 'transparent' : 'brand.subtle'}
      _hover={{ bg: isRead ? 'bg.muted' : 'brand.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      transition="background 0.15s"
      onClick={() => onSelect(notification)}
      aria-label={label}
      aria-expanded={folded ? folded.expanded : undefined}
    >
      <HStack align="flex-start" gap="3">
        {img && !imgFailed ? (
          <Image
            src={img}
            alt=""
            boxSize="10"
            borderRadius="full"
            objectFit="cover"
            flexShrink={0}
            onError={() => setImgFailed(true)}
          />
        ) : nested ? null : (
          <Circle size="10" bg={isRead ? 'bg.muted' : 'bg.panel'} color="brand.fg" flexShrink={0} borderWidth="1px">
            <BellIcon boxSize="4.5" />
          </Circle>
        )}
        <Stack gap="0.5" flex="1" minW="0">
          {/* A repeat inside an open fold says only what differs: the fold's row has the title. */}
          <HStack gap="2" align="flex-start" hidden={nested}>
            <Text textStyle="sm" fontWeight={isRead ? 'medium' : 'semibold'} lineClamp={2} flex="1" minW="0">
              {title}
              {external && !folded && <ExternalLinkIcon boxSize="3" ms="1.5" color="fg.muted" verticalAlign="baseline" />}
            </Text>
            {folded && (
              <Badge
                variant={unread > 0 ? 'solid' : 'subtle'}
                colorPalette={unread > 0 ? 'brand' : 'gray'}
                borderRadius="full"
                flexShrink={0}
                data-testid="notification-repeats"
                aria-hidden
              >
                ×{count}
              </Badge>
            )}
          </HStack>
          {description && (
            <Text
              textStyle={nested ? 'sm' : 'xs'}
              color={nested ? 'fg' : 'fg.muted'}
              fontWeight={nested && !isRead ? 'medium' : undefined}
              lineClamp={2}
            >
              {description}
            </Text>
          )}
          <Text textStyle="xs" color="fg.subtle">
            <time dateTime={createdAt}>{fToNow(createdAt, i18n)}</time>
          </Text>
        </Stack>
        {folded ? (
          <ChevronDownIcon
            boxSize="4"
            mt="0.5"
            color="fg.muted"
            flexShrink={0}
            transform={folded.expanded ? 'rotate(180deg)' : undefined}
            transition="transform 0.15s"
            aria-hidden
          />
        ) : (
          !isRead && <Circle size="2" bg="brand.solid" mt="1.5" flexShrink={0} aria-hidden />
        )}
      </HStack>
    </chakra.button>
  );
}
