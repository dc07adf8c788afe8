// The night as a timeline: a row per table, the night's time slots across, each reservation a bar
// from its arrival to the end of its turn (joined tables: a bar in each row). Scrolls sideways on a
// phone; a bar opens the reservation.
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReservationDto } from '../../../contract/resto-reservations';
import { hhmm, type TimelineLayout } from '../night-logic';

const STATUS_BG: Record<ReservationDto['status'], string> = {
  requested: 'gray.300',
  confirmed: 'blue.300',
  seated: 'purple.300',
  completed: 'green.200',
  cancelled: 'red.100',
  no_show: 'orange.200',
};
const NAME_COL = '7rem';

export function TimelineView({
  layout,
  timeZone,
  now,
  onOpen,
}: {
  layout: TimelineLayout;
  timeZone: string;
  now: number;
  onOpen(r: ReservationDto): void;
}) {
  const { t } = useLingui();
  const span = layout.to - layout.from;
  const hours = layout.slots.filter((s) => Math.round(s / 60_000) % 60 === 0);
  const nowLeft = now >= layout.from && now < layout.to ? ((now - layout.from) / span) * 100 : null;
  return (
    // A region that scrolls sideways on a phone: reachable and scrollable with the keyboard too.
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="l3"
      data-testid="timeline"
      role="region"
      aria-label={t`Reservas por mesa y hora`}
      tabIndex={0}
    >
      <Box minW={`calc(${NAME_COL} + ${layout.slots.length * 1.6}rem)`}>
        <Box display="flex" borderBottomWidth="1px" bg="bg.subtle">
          <Box w={NAME_COL} flexShrink={0} px="2" py="1">
            <Text textStyle="xs" color="fg.muted">
              {t`Mesa`}
            </Text>
          </Box>
          <Box position="relative" flex="1" h="6">
            {hours.map((h) => (
              <Text
                key={h}
                position="absolute"
                left={`${((h - layout.from) / span) * 100}%`}
                textStyle="xs"
                color="fg.muted"
                pl="1"
              >
                {hhmm(h, timeZone)}
              </Text>
            ))}
          </Box>
        </Box>
        {layout.rows.map(({ table, bars }) => (
          <Box key={table.id} display="flex" borderBottomWidth="1px" data-testid={`timeline-row-${table.name}`}>
            <Box w={NAME_COL} flexShrink={0} px="2" py="2">
              <Text textStyle="sm" fontWeight="medium" truncate>
                {table.name}
              </Text>
            </Box>
            <Box position="relative" flex="1" minH="10">
              {hours.map((h) => (
                <Box
                  key={h}
                  position="absolute"
                  top="0"
                  bottom="0"
                  left={`${((h - layout.from) / span) * 100}%`}
                  borderLeftWidth="1px"
                  borderColor="border.muted"
                />
              ))}
              {nowLeft !== null && (
                <Box position="absolute" top="0" bottom="0" left={`${nowLeft}%`} borderLeftWidth="2px" borderColor="red.500" />
              )}
              {bars.map((b) => (
                <Box
                  as="button"
                  key={b.reservation.id}
                  position="absolute"
                  top="1"
                  bottom="1"
                  left={`${b.left}%`}
                  w={`${b.width}%`}
                  bg={STATUS_BG[b.reservation.status]}
                  color="gray.900"
                  borderRadius="md"
                  px="1"
                  overflow="hidden"
                  textAlign="start"
                  onClick={() => onOpen(b.reservation)}
                  data-testid="timeline-bar"
                >
                  <Text textStyle="xs" truncate>
                    {b.reservation.time} {b.reservation.name} · {b.reservation.partySize}
                  </Text>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
