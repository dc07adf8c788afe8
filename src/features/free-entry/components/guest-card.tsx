// The door's big card for one guest: who, of which list, how many of the party came in (k of n),
// and either the people stepper with the big "Ingresar" button, or — in red — why not ("Ya ingresó",
// void, past the cutoff). Outside the night's hours (plus a margin) it says which night the list
// is for and the button asks to confirm ("Ingresar igual"). A check-in queued here and not yet
// confirmed says so; one the server refused shows its reason (and sits in "Requieren atención").
// The stepper starts at one person, the usual partial arrival; the whole rest of a party is a
// choice of its own ("Todos (n)"), never the default of one tap (issue 37).
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  ALREADY_IN,
  checkInRefusal,
  checkInTiming,
  ENTRY_EXPIRED,
  ENTRY_VOID,
  type NightHours,
  remainingOf,
} from '../../../contract/free-entry';
import { wallClockMs } from '../../../contract/wall-clock';
import type { FreeEntryRow } from '../../../lib/db/noctua-db';
import { fDateTime } from '../../../lib/format-date';
import { translateKnownMessage } from '../../../lib/i18n/known-messages';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { CheckIcon } from '../../../lib/ui/shell-icons';
import { PeopleStepper } from './people-stepper';

function hourMinute(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
}

/** The instant as the venue's wall clock reads it (a Date whose local fields are the venue's), for fDateTime. */
function venueWallClock(iso: string, timeZone: string | undefined): Date {
  const wall = new Date(wallClockMs(Date.parse(iso), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
}

interface GuestCardProps {
  guest: FreeEntryRow;
  /** People of this guest's check-ins still waiting to be sent from this device. */
  pending: number;
  /** The server's reason, when it refused a check-in of this device. */
  rejected: string | undefined;
  busy: boolean;
  /** The venue's timezone (cutoff times are the venue's); undefined: the device's. */
  timeZone: string | undefined;
  /** The hours of the guest's night (from the replica); undefined: not known, no warning. */
  night?: NightHours;
  onCheckIn(people: number): void;
}

export function GuestCard({ guest, pending, rejected, busy, timeZone, night, onCheckIn }: GuestCardProps) {
  const { t, i18n } = useLingui();
  const remaining = remainingOf(guest);
  const [people, setPeople] = useState(1);
  const count = Math.min(people, Math.max(1, remaining));
  const refusal = checkInRefusal(guest, Math.max(1, count), new Date());
  const refusalText =
    refusal === ALREADY_IN
      ? t`Ya ingresó`
      : refusal === ENTRY_VOID
        ? t`Entrada anulada`
        : refusal === ENTRY_EXPIRED
          ? t`Venció a las ${hourMinute(guest.validUntil ?? '', timeZone)}`
          : null;
  const complete = refusal === ALREADY_IN;
  const timing = refusalText ? null : checkInTiming(night, new Date());

  return (
    <Card.Root
      variant="outline"
      borderWidth="2px"
      borderColor={refusalText ? 'red.solid' : 'border'}
      data-testid="guest-card"
      data-guest={guest.id}
    >
      <Card.Body gap="4" p={{ base: '4', sm: '6' }}>
        <Stack gap="1">
          <Text
            fontSize={{ base: '2xl', sm: '3xl' }}
            fontWeight="bold"
            lineHeight="short"
            wordBreak="break-word"
            data-testid="guest-name"
          >
            {guest.guestName}
          </Text>
          <HStack gap="2" wrap="wrap" color="fg.muted" textStyle="sm">
            {guest.document && (
              <Text>
                <Trans>DNI {guest.document}</Trans>
              </Text>
            )}
            <Badge variant="subtle" colorPalette="purple">
              {guest.promoter}
            </Badge>
            {guest.validUntil && !refusalText && (
              <Text>
                <Trans>Hasta las {hourMinute(guest.validUntil, timeZone)}</Trans>
              </Text>
            )}
          </HStack>
        </Stack>

        <Box textAlign="center">
          <Text
            fontSize={{ base: '5xl', sm: '6xl' }}
            fontWeight="bold"
            lineHeight="1"
            fontVariantNumeric="tabular-nums"
            data-testid="guest-arrived"
          >
            {t`${guest.arrived} de ${guest.people}`}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>ingresaron</Trans>
          </Text>
        </Box>

        {pending > 0 && (
          <Text textAlign="center" color="orange.fg" textStyle="sm" data-testid="guest-pending">
            <Trans>{pending} sin sincronizar: se envía cuando haya conexión</Trans>
          </Text>
        )}
        {rejected !== undefined && (
          <NoticeAlert
            status="error"
            title={<Trans>El servidor rechazó un ingreso de este dispositivo</Trans>}
            testId="guest-rejected"
          >
            {translateKnownMessage(i18n, rejected) || t`Revisa "Requieren atención".`}
          </NoticeAlert>
        )}

        {refusalText ? (
          <Box
            bg="red.solid"
            color="red.contrast"
            borderRadius="l3"
            py="4"
            textAlign="center"
            fontSize="2xl"
            fontWeight="bold"
            role="alert"
            data-testid="guest-refusal"
          >
            {complete ? <CheckIcon boxSize="6" me="2" verticalAlign="-0.15em" /> : null}
            {refusalText}
          </Box>
        ) : (
          <Stack gap="4">
            {timing && night && (
              <NoticeAlert
                status="warning"
                title={
                  timing === 'early' ? (
                    <Trans>Esta lista es de una noche que todavía no empezó</Trans>
                  ) : (
                    <Trans>Esta lista es de una noche que ya terminó</Trans>
                  )
                }
                testId="guest-timing"
              >
                {timing === 'early'
                  ? t`Abre el ${fDateTime(venueWallClock(String(night.opensAt), timeZone), i18n)}. Confirma antes de registrar el ingreso.`
                  : t`Cerró el ${fDateTime(venueWallClock(String(night.closesAt), timeZone), i18n)}. Confirma antes de registrar el ingreso.`}
              </NoticeAlert>
            )}
            {remaining > 1 && (
              <Stack gap="2" align="center">
                <PeopleStepper value={count} max={remaining} onChange={setPeople} disabled={busy} />
                <Button
                  variant="outline"
                  size="lg"
                  minW="40"
                  disabled={busy || count === remaining}
                  onClick={() => setPeople(remaining)}
                  data-testid="people-all"
                >
                  <Trans>Todos ({remaining})</Trans>
                </Button>
              </Stack>
            )}
            <Button
              colorPalette={timing ? 'orange' : 'green'}
              size="2xl"
              h="16"
              fontSize="xl"
              loading={busy}
              onClick={() => {
                onCheckIn(count);
                setPeople(1);
              }}
              data-testid="guest-checkin"
            >
              {timing ? (
                count === 1 ? (
                  <Trans>Ingresar igual</Trans>
                ) : (
                  <Trans>Ingresar {count} igual</Trans>
                )
              ) : count === 1 ? (
                <Trans context="puerta">Ingresar</Trans>
              ) : (
                <Trans>Ingresar {count}</Trans>
              )}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
