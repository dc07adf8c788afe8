// The query-key factories (src/lib/query-keys.ts): a key is its API prefix followed by its parts,
// and invalidating a shorter key reaches every query below it and nothing beside it. The screens'
// invalidations rely on exactly that (a recount refreshes everything under /inventarios, saving
// par levels refreshes the rest of the stock screens but not the par levels just written).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogoKeys, inventariosKeys, keysFor, nightsKeys, vipKeys } from '../../src/lib/query-keys';

const client = new QueryClient();

function seed(...keys: (readonly unknown[])[]) {
  for (const key of keys) client.setQueryData(key, 1);
}

const stale = () =>
  client
    .getQueryCache()
    .findAll({ predicate: (q) => q.isStale() })
    .map((q) => q.queryKey);

afterEach(() => client.clear());

describe('query keys', () => {
  it('start with the API prefix and keep the parts as given', () => {
    expect(keysFor('x').all).toEqual(['x']);
    expect(inventariosKeys.of('noches')).toEqual(['inventarios', 'noches']);
    expect(inventariosKeys.of('conteos', { from: '2026-11-01' })).toEqual(['inventarios', 'conteos', { from: '2026-11-01' }]);
    expect(vipKeys.of('tipos')).toEqual(['vip', 'tipos']);
  });

  it('invalidate everything under a prefix and nothing under another', async () => {
    seed(inventariosKeys.of('noches'), inventariosKeys.of('stock', 'board'), catalogoKeys.of('goods'), nightsKeys.of('current'));
    await client.invalidateQueries({ queryKey: inventariosKeys.all });
    expect(stale()).toEqual([inventariosKeys.of('noches'), inventariosKeys.of('stock', 'board')]);
  });

  it('invalidate a family by its leading parts only', async () => {
    seed(
      inventariosKeys.of('remitos', 'list', { page: 1 }),
      inventariosKeys.of('remitos', 'list', { page: 2 }),
      inventariosKeys.of('remitos', 'detail', 'n1'),
    );
    await client.invalidateQueries({ queryKey: inventariosKeys.of('remitos', 'list') });
    expect(stale()).toEqual([
      inventariosKeys.of('remitos', 'list', { page: 1 }),
      inventariosKeys.of('remitos', 'list', { page: 2 }),
    ]);
  });

  it('leave the par levels just saved fresh while the other stock screens refresh', async () => {
    seed(inventariosKeys.of('stock', 'board'), inventariosKeys.of('stock', 'par-levels', 'l1'), inventariosKeys.of('noches'));
    await client.invalidateQueries({ queryKey: inventariosKeys.of('stock'), predicate: (q) => q.queryKey[2] !== 'par-levels' });
    expect(stale()).toEqual([inventariosKeys.of('stock', 'board')]);
  });
});
