// Venue times are shown on the venue's clock (src/lib/display-zone.ts). When this device's clock
// reads another hour — a phone left on UTC, a tablet set up abroad — a slim line under the top bar
// says so, once for the whole screen, instead of a zone beside every time.
import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '../../lib/auth/use-auth';
import { foreignDisplayZone, offsetLabel, zoneCity, zoneOffsetMinutes } from '../../lib/display-zone';

export function VenueZoneNote() {
  const { user } = useAuth();
  // The session sets the zone; reading the user re-renders this when it changes.
  if (!user?.venueTimezone) return null;
  const now = new Date();
  const zone = foreignDisplayZone(now);
  if (!zone) return null;
  const city = zoneCity(zone);
  const venueOffset = offsetLabel(zoneOffsetMinutes(zone, now));
  const deviceOffset = offsetLabel(-now.getTimezoneOffset());
  return (
    <HStack
      data-testid="venue-zone-note"
      data-print-hide
      minH="7"
      py="1"
      px={{ base: '4', sm: '6' }}
      bg="bg.muted"
      color="fg.muted"
      borderBottomWidth="1px"
      textStyle="xs"
    >
      <Text>
        <Trans>
          Las horas son las del local: {city} ({venueOffset}). Este dispositivo está en {deviceOffset}.
        </Trans>
      </Text>
    </HStack>
  );
}
