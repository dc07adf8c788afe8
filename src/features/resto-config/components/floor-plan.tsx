// An area's floor plan: its tables drawn where they stand on the 1000 × 1000 plan, whatever the
// screen's size. A table is dragged with a finger or the mouse (pointer events; the drop saves the
// new place with one call), tapped to select it, and a selected table moves with the arrow keys
// (Shift for a larger step) for whoever does not drag.
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { TableDto } from '../../../contract/resto-config';
import { dragTo, isDrag, moveByKey, toPercent } from '../plan-math';

interface Drag {
  id: string;
  startX: number;
  startY: number;
  width: number;
  at: { x: number; y: number } | null;
}

export function FloorPlan({
  tables,
  selectedId,
  onSelect,
  onMove,
  disabled,
}: {
  tables: readonly TableDto[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** A drop or an arrow key: the table's new top-left corner in plan units. */
  onMove(id: string, x: number, y: number): void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const planRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const down = (e: PointerEvent<HTMLDivElement>, table: TableDto) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const width = planRef.current?.getBoundingClientRect().width ?? 0;
    setDrag({ id: table.id, startX: e.clientX, startY: e.clientY, width, at: null });
  };
  const move = (e: PointerEvent<HTMLDivElement>, table: TableDto) => {
    if (!drag || drag.id !== table.id) return;
    const dx = e.clientX - drag.startX;
    const dy = e.clientY - drag.startY;
    if (drag.at || isDrag(dx, dy)) setDrag({ ...drag, at: dragTo(table, dx, dy, drag.width) });
  };
  const up = (table: TableDto) => {
    if (!drag || drag.id !== table.id) return;
    setDrag(null);
    if (drag.at && (drag.at.x !== table.x || drag.at.y !== table.y)) onMove(table.id, drag.at.x, drag.at.y);
    else onSelect(table.id);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>, table: TableDto) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(table.id);
      return;
    }
    if (disabled) return;
    const to = moveByKey(table, e.key, e.shiftKey);
    if (!to) return;
    e.preventDefault();
    onSelect(table.id);
    if (to.x !== table.x || to.y !== table.y) onMove(table.id, to.x, to.y);
  };

  return (
    <Box
      ref={planRef}
      position="relative"
      w="full"
      aspectRatio="1"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      backgroundImage="linear-gradient(var(--chakra-colors-border-muted) 1px, transparent 1px), linear-gradient(90deg, var(--chakra-colors-border-muted) 1px, transparent 1px)"
      backgroundSize="10% 10%"
      data-testid="floor-plan"
      aria-label={t`Plano del área`}
      role="group"
    >
      {tables.map((table) => {
        const at = drag?.id === table.id && drag.at ? drag.at : table;
        const selected = table.id === selectedId;
        return (
          <Box
            key={table.id}
            role="button"
            tabIndex={0}
            aria-pressed={selected}
            position="absolute"
            {...toPercent({ ...table, ...at })}
            borderRadius={table.shape === 'round' ? 'full' : 'md'}
            borderWidth="2px"
            borderColor={selected ? 'brand.solid' : 'border.emphasized'}
            bg={table.active ? (selected ? 'brand.subtle' : 'bg.panel') : 'bg.muted'}
            opacity={table.active ? 1 : 0.6}
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            cursor={disabled ? 'default' : 'grab'}
            userSelect="none"
            touchAction="none"
            overflow="hidden"
            onPointerDown={(e) => down(e, table)}
            onPointerMove={(e) => move(e, table)}
            onPointerUp={() => up(table)}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={(e) => key(e, table)}
            data-testid={`plan-table-${table.name}`}
          >
            <Text fontSize="xs" fontWeight="semibold" lineClamp={1} px="1">
              {table.name}
            </Text>
            {/* The table's name is its visible text and its accessible name: "Mesa 3 4 lugares". */}
            <Text fontSize="2xs" color="fg.muted">
              {table.seats}
              <VisuallyHidden> {t`lugares`}</VisuallyHidden>
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
