// The floor plan's arithmetic, apart from the screen: the plan is 1000 × 1000 units whatever the
// size it is drawn at; a drag turns the pointer's movement in screen pixels into plan units, keeps
// the table whole inside the plan and rounds to whole units (what the server stores); the arrow
// keys move a selected table by a step (a larger one with Shift).
import { PLAN_SIZE } from '../../contract/resto-config';

export interface PlanBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The plan units one screen pixel is worth when the plan is drawn `drawnWidth` pixels wide. */
export function unitsPerPixel(drawnWidth: number): number {
  return drawnWidth > 0 ? PLAN_SIZE / drawnWidth : 1;
}

/** A top-left corner kept so the whole table stays on the plan, in whole units. */
export function clampToPlan(box: PlanBox, x: number, y: number): { x: number; y: number } {
  const maxX = Math.max(0, PLAN_SIZE - box.width);
  const maxY = Math.max(0, PLAN_SIZE - box.height);
  return { x: Math.round(Math.min(maxX, Math.max(0, x))), y: Math.round(Math.min(maxY, Math.max(0, y))) };
}

/**
 * Where a table dragged from `start` lands: the pointer moved (dxPx, dyPx) screen pixels over a
 * plan drawn `drawnWidth` pixels wide (square, so one scale for both axes).
 */
export function dragTo(box: PlanBox, dxPx: number, dyPx: number, drawnWidth: number): { x: number; y: number } {
  const k = unitsPerPixel(drawnWidth);
  return clampToPlan(box, box.x + dxPx * k, box.y + dyPx * k);
}

/** Below this many pixels a press is a tap (select the table), not a drag. */
export const DRAG_THRESHOLD_PX = 4;

export function isDrag(dxPx: number, dyPx: number): boolean {
  return Math.hypot(dxPx, dyPx) >= DRAG_THRESHOLD_PX;
}

export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

/** The arrow keys' move of a selected table (null for any other key). */
export function moveByKey(box: PlanBox, key: string, large: boolean): { x: number; y: number } | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  return d ? clampToPlan(box, box.x + d[0], box.y + d[1]) : null;
}

/** A box in percent of the drawn plan (what the screen positions the table with). */
export function toPercent(box: PlanBox): { left: string; top: string; width: string; height: string } {
  const pct = (n: number) => `${(n / PLAN_SIZE) * 100}%`;
  return { left: pct(box.x), top: pct(box.y), width: pct(box.width), height: pct(box.height) };
}

/** A free spot for a new table: the first place on a 100-unit grid no other table overlaps. */
export function freeSpot(others: readonly PlanBox[], width: number, height: number): { x: number; y: number } {
  for (let y = 20; y + height <= PLAN_SIZE; y += 100)
    for (let x = 20; x + width <= PLAN_SIZE; x += 100) {
      const clash = others.some((o) => x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height);
      if (!clash) return { x, y };
    }
  return { x: 0, y: 0 };
}
