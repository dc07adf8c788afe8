import { Circle, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fToNow } from '../../../lib/format-date';
import { BellIcon, ExternalLinkIcon } from '../../../lib/ui/shell-icons';
import { notificationText } from '../notification-text';
import type { AppNotification } from '../notifications';

interface NotificationItemProps {
  notification: AppNotification;
  external: boolean;
  onSelect(notification: AppNotification): void;
}

/** One row of the list: picture (or a bell), title, description, age and the unread dot. */
export function NotificationItem({ notification, external, onSelect }: NotificationItemProps) {
  const { i18n, t } = useLingui();
  const [imgFailed, setImgFailed] = useState(false);
  const { img, isRead, createdAt } = notification;
  const { title, description } = notificationText(notification, i18n);
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      px="4"
      py="3"
      display="block"
      bg={isRead ? 'transparent' : 'brand.subtle'}
      _hover={{ bg: isRead ? 'bg.muted' : 'brand.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      transition="background 0.15s"
      onClick={() => onSelect(notification)}
      aria-label={isRead ? title : t`${title} (sin leer)`}
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
        ) : (
          <Circle size="10" bg={isRead ? 'bg.muted' : 'bg.panel'} color="brand.fg" flexShrink={0} borderWidth="1px">
            <BellIcon boxSize="4.5" />
          </Circle>
        )}
        <Stack gap="0.5" flex="1" minW="0">
          <Text textStyle="sm" fontWeight={isRead ? 'medium' : 'semibold'} lineClamp={2}>
            {title}
            {external && <ExternalLinkIcon boxSize="3" ms="1.5" color="fg.muted" verticalAlign="baseline" />}
          </Text>
          {description && (
            <Text textStyle="xs" color="fg.muted" lineClamp={2}>
              {description}
            </Text>
          )}
          <Text textStyle="xs" color="fg.subtle">
            <time dateTime={createdAt}>{fToNow(createdAt, i18n)}</time>
          </Text>
        </Stack>
        {!isRead && <Circle size="2" bg="brand.solid" mt="1.5" flexShrink={0} aria-hidden />}
      </HStack>
    </chakra.button>
  );
}
