// The area's floor plan, read-only (the plan editor is configuracion/resto's): each table where
// resto_tables puts it on the 1000 × 1000 plan, coloured by its state at the chosen time — free,
// booked for HH:MM, seated, running late. Scales to any screen width; a table is a button that
// opens what holds it.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RestoTableRef } from '../../../contract/resto-reservations';
import { hhmm, type TableState } from '../night-logic';

export const PLAN_SIZE = 1000;

const COLORS: Record<TableState['kind'], { fill: string; stroke: string }> = {
  free: { fill: 'var(--chakra-colors-green-100)', stroke: 'var(--chakra-colors-green-600)' },
  booked: { fill: 'var(--chakra-colors-blue-100)', stroke: 'var(--chakra-colors-blue-600)' },
  seated: { fill: 'var(--chakra-colors-purple-200)', stroke: 'var(--chakra-colors-purple-700)' },
  late: { fill: 'var(--chakra-colors-orange-200)', stroke: 'var(--chakra-colors-orange-700)' },
};

export function FloorPlan({
  tables,
  states,
  timeZone,
  onSelect,
}: {
  tables: RestoTableRef[];
  states: Map<string, TableState>;
  timeZone: string;
  onSelect(tableId: string): void;
}) {
  const { t } = useLingui();
  const label = (s: TableState): string => {
    if (s.kind === 'free') return t`Libre`;
    if (s.kind === 'seated') return t`Sentada`;
    const time = s.reservation.startsAt ? hhmm(Date.parse(s.reservation.startsAt), timeZone) : s.reservation.time;
    return s.kind === 'late' ? t`Demorada (${time})` : t`Reservada ${time}`;
  };
  return (
    <Box data-testid="floor-plan">
      <Box borderWidth="1px" borderRadius="l3" bg="bg.subtle" overflow="hidden">
        <svg viewBox={`0 0 ${PLAN_SIZE} ${PLAN_SIZE}`} style={{ width: '100%', maxHeight: '70vh', display: 'block' }}>
          <title>{t`Plano del área`}</title>
          {tables.map((table) => {
            const state = states.get(table.id) ?? { kind: 'free' };
            const c = COLORS[state.kind];
            const cx = table.x + table.width / 2;
            const cy = table.y + table.height / 2;
            const text = label(state);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role and the keys.
              <g
                key={table.id}
                role="button"
                tabIndex={0}
                aria-label={`${table.name}: ${text}`}
                data-testid={`plan-table-${table.name}`}
                data-state={state.kind}
                style={{ cursor: 'pointer' }}
                onClick={() => onSelect(table.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') onSelect(table.id);
                }}
              >
                {table.shape === 'round' ? (
                  <ellipse
                    cx={cx}
                    cy={cy}
                    rx={table.width / 2}
                    ry={table.height / 2}
                    fill={c.fill}
                    stroke={c.stroke}
                    strokeWidth={4}
                  />
                ) : (
                  <rect
                    x={table.x}
                    y={table.y}
                    width={table.width}
                    height={table.height}
                    rx={8}
                    fill={c.fill}
                    stroke={c.stroke}
                    strokeWidth={4}
                  />
                )}
                <text x={cx} y={cy - 4} textAnchor="middle" fontSize={22} fontWeight={600} fill="currentColor">
                  {table.name}
                </text>
                <text x={cx} y={cy + 22} textAnchor="middle" fontSize={18} fill="currentColor">
                  {text}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <HStack gap="4" mt="2" wrap="wrap">
        {(['free', 'booked', 'seated', 'late'] as const).map((k) => (
          <HStack key={k} gap="1">
            <Box
              w="3"
              h="3"
              borderRadius="full"
              style={{ background: COLORS[k].fill, border: `2px solid ${COLORS[k].stroke}` }}
            />
            <Text textStyle="xs">{{ free: t`Libre`, booked: t`Reservada`, seated: t`Sentada`, late: t`Demorada` }[k]}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
