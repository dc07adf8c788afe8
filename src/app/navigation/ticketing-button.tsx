import { Box, Button, Dialog, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pendingStep } from '../../lib/auth/redirects';
import { useAuth } from '../../lib/auth/use-auth';
import { onlineGet } from '../../lib/online-api';
import { venueSettingsKeys } from '../../lib/query-keys';
import { DialogFrame } from '../../lib/ui/dialog-frame';
import { ChatIcon, PhoneIcon, TicketIcon } from '../../lib/ui/nav-icons';

/** SPEC §9 {phone}: the support phone, configurable at build time (the venue's own, set on configuracion/sistema, wins). */
export const SUPPORT_PHONE: string = (import.meta.env.VITE_SUPPORT_PHONE as string | undefined) || '+54 9 11 5555-0000';

/**
 * The support chat link with the prefilled request (SPEC §9). The request stays in Spanish on
 * purpose: it is addressed to the support team, whatever the app's language.
 */
export function supportChatUrl(phone: string, email?: string, venueText?: string): string {
  const digits = phone.replace(/\D/g, '');
  const text = venueText
    ? `${venueText}${email ? ` (${email})` : ''}`
    : email
      ? `Hola, quiero activar el ticketing de Noctua para mi cuenta ${email}.`
      : 'Hola, quiero activar el ticketing de Noctua para mi cuenta.';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * SPEC §6: with ticketing active the external backoffice login opens in a new tab; otherwise a
 * dialog says there is no ticketing yet and offers the support chat and phone.
 */
export function TicketingButton() {
  const { t } = useLingui();
  const { user, mustChangePassword } = useAuth();
  const [open, setOpen] = useState(false);
  // The venue's support contact and backoffice URL (configuracion/sistema); offline or before it
  // answers, the build's defaults.
  const venue = useQuery(
    onlineGet(venueSettingsKeys.of('sistema'), '/venue-settings/sistema', {
      offline: 'wait',
      // Not while a first step is pending (password change, required two-factor): refused then.
      enabled: Boolean(user?.venueId) && pendingStep({ mustChangePassword, user }) === null,
      staleTime: 10 * 60_000,
    }),
  ).data;
  if (!user) return null;
  const label = t`Ticketing`;
  const active = user.ticketero.active;
  const url = user.ticketero.url || venue?.ticketingBackofficeUrl || null;
  const phone = venue?.supportPhone || SUPPORT_PHONE;

  const onClick = () => {
    if (active && url) window.open(url, '_blank', 'noopener,noreferrer');
    else setOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={onClick}
        // Starts with the visible word, so what is read matches what is seen (axe).
        aria-label={`${label} · ${t`Backoffice de ticketing`}`}
        title={t`Backoffice de ticketing`}
        display={{ base: 'none', md: 'inline-flex' }}
      >
        <TicketIcon />
        {label}
      </Button>
      <IconButton
        variant="ghost"
        size="sm"
        onClick={onClick}
        aria-label={t`Backoffice de ticketing`}
        title={t`Backoffice de ticketing`}
        display={{ base: 'inline-flex', md: 'none' }}
      >
        <TicketIcon />
      </IconButton>
      <DialogFrame
        open={open}
        onOpenChange={(open) => setOpen(open)}
        size={{ base: 'xs', sm: 'sm' }}
        title={<Trans>Todavía no tienes ticketing</Trans>}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">
                <Trans>Cerrar</Trans>
              </Button>
            </Dialog.ActionTrigger>
            <Button asChild colorPalette="brand">
              <a href={supportChatUrl(phone, user.email, venue?.supportWhatsappText)} target="_blank" rel="noopener noreferrer">
                <ChatIcon />
                <Trans>Contactar a soporte</Trans>
              </a>
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text color="fg.muted">
            <Trans>Tu cuenta aún no tiene activado el backoffice de ticketing. Escríbenos y lo activamos para tu local.</Trans>
          </Text>
          <HStack gap="3" color="fg.muted" textStyle="sm">
            <PhoneIcon boxSize="4" />
            <Box>
              <Trans>Teléfono de soporte:</Trans>{' '}
              <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="brand.fg" fontWeight="semibold">
                {phone}
              </Link>
            </Box>
          </HStack>
        </Stack>
      </DialogFrame>
    </>
  );
}
