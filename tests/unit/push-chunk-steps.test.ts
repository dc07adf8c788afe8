// The order a push chunk applies its commands in (server/routes/sync/push.ts chunkSteps): kinds
// applied many at once are gathered, yet every lane keeps its order and nothing is lost or doubled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkSteps } from '../../server/routes/sync/push';

type Item = { id: number; lane: string | undefined; name: string; many: boolean };
const item = (id: number, name: string, lane: string | undefined): Item => ({ id, lane, name, many: name === 'line' });

describe('chunkSteps', () => {
  it('gathers the lines of a count past other lanes, not past its own submit', () => {
    const items = [
      item(0, 'open', 'count:a'),
      item(1, 'line', 'count:a'),
      item(2, 'checkIn', 'entry:1'),
      item(3, 'line', 'count:a'),
      item(4, 'submit', 'count:a'),
      item(5, 'line', 'count:a'),
      item(6, 'line', 'count:b'),
    ];
    expect(chunkSteps(items).map((s) => s.map((i) => i.id))).toEqual([[0], [1, 3, 6], [2], [4], [5]]);
  });

  it('keeps every lane in order and applies each command once, whatever the mix', () => {
    const arb = fc.array(
      fc.record({
        name: fc.constantFrom('line', 'open', 'checkIn', 'breakage'),
        lane: fc.constantFrom('a', 'b', 'c', undefined),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const items = raw.map((r, id) => item(id, r.name, r.lane));
        const applied = chunkSteps(items).flat();
        expect(applied.map((i) => i.id).sort((x, y) => x - y)).toEqual(items.map((i) => i.id));
        for (const lane of ['a', 'b', 'c']) {
          const ids = applied.filter((i) => i.lane === lane).map((i) => i.id);
          expect(ids).toEqual([...ids].sort((x, y) => x - y));
        }
      }),
    );
  });
});
