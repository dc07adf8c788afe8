import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../../src/app/router-context';
import {
  allEntries,
  entryForPath,
  INDEX_REDIRECTS,
  MOVED_PATHS,
  NAV_ENTRIES,
  NAV_GROUPS,
  NAV_SECTIONS,
  searchEntries,
  userMenuEntries,
  visibleEntries,
  visibleSections,
} from '../../src/contract/navigation';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { ENTRY_LABELS, GROUP_LABELS, SECTION_LABELS } from '../../src/lib/i18n/navigation-labels';
import { routeTree } from '../../src/routeTree.gen';

const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);
const sectionIds = (privi: string[]) => visibleSections(privi).map((s) => s.id);
const sidebarEntryIds = (privi: string[]) =>
  visibleSections(privi).flatMap((s) => s.items.flatMap((i) => (i.kind === 'entry' ? [i.entry.id] : i.entries.map((e) => e.id))));

describe('navigation table', () => {
  it('has unique ids and paths under /logged, a label for every entry, section and group', () => {
    expect(new Set(ids(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
    // Paths are unique but for shortcuts (aliasOf), which open another entry's screen.
    const screens = NAV_ENTRIES.filter((e) => !('aliasOf' in e));
    expect(new Set(screens.map((e) => e.path)).size).toBe(screens.length);
    for (const alias of NAV_ENTRIES.filter((e) => 'aliasOf' in e)) {
      expect(screens.find((e) => e.id === (alias as { aliasOf: string }).aliasOf)?.path).toBe(alias.path);
    }
    for (const entry of allEntries()) {
      expect(entry.path.startsWith('/logged/')).toBe(true);
      expect(ENTRY_LABELS).toHaveProperty([entry.id]);
      for (const code of entry.codes) expect(ALL_PRIVILEGE_CODES).toContain(code);
      if (entry.status === 'planned') expect(entry.plannedIn).toBeDefined();
      if (entry.group) expect(NAV_GROUPS[entry.group]).toBe(entry.section);
      if (!entry.hidden) expect(entry.keywords.length).toBeGreaterThan(0);
    }
    for (const section of NAV_SECTIONS) expect(SECTION_LABELS).toHaveProperty(section);
    for (const group of Object.keys(NAV_GROUPS)) expect(GROUP_LABELS).toHaveProperty(group);
  });

  it('every path and index redirect is a route of the generated route tree', () => {
    // The guards never run here: the context only has to type-check.
    const router = createRouter({ routeTree, context: {} as RouterContext });
    const known = new Set(Object.keys(router.routesByPath));
    expect(known.size).toBeGreaterThan(NAV_ENTRIES.length);
    for (const entry of allEntries()) {
      expect(known.has(entry.path) || known.has(`${entry.path}/`), entry.path).toBe(true);
    }
    for (const [from, to] of [...Object.entries(INDEX_REDIRECTS), ...Object.entries(MOVED_PATHS)]) {
      expect(known.has(`${from}/`) || known.has(from), from).toBe(true);
      expect(known.has(to), to).toBe(true);
    }
  });

  it('every file route under /logged has a navigation entry, so the layout gate covers it', () => {
    const router = createRouter({ routeTree, context: {} as RouterContext });
    const logged = Object.keys(router.routesByPath).filter((path) => path === '/logged' || path.startsWith('/logged/'));
    expect(logged.length).toBeGreaterThan(NAV_ENTRIES.length);
    for (const path of logged) expect(entryForPath(path), path).toBeDefined();
  });

  it('the route of a planned entry shows nothing of its own and a ready one has a screen', () => {
    const router = createRouter({ routeTree, context: {} as RouterContext });
    const routes = new Map<string, { options: { component?: unknown } }>(Object.entries(router.routesByPath));
    for (const entry of allEntries()) {
      const route = routes.get(entry.path) ?? routes.get(`${entry.path}/`);
      expect(route?.options.component === undefined, entry.path).toBe(entry.status === 'planned');
    }
  });

  it('keeps the codes of SPEC §2 and the documented decisions', () => {
    const codes = (id: string) => allEntries().find((e) => e.id === id)?.codes;
    expect(codes('gerencia.balancesheet')).toEqual(['302']);
    expect(codes('gerencia.userbilling')).toEqual(['300']);
    expect(codes('gerencia.satelite')).toEqual(['101']);
    expect(codes('configuraciones')).toEqual(['300']);
    expect(codes('cashFlow.saldos')).toEqual(['206', '207']);
    expect(codes('inventarios.tableroStock')).toEqual(['418']);
    expect(codes('inventarios.reportes')).toEqual(['411', '412', '413', '414', '415', '416', '417']);
    expect(codes('inventarios.remitos.roto')).toEqual(['420']);
    expect(codes('inventarios.ajustes.limpiar')).toEqual(['418', '420']);
    expect(codes('resto.reserva')).toEqual(['314', '659']);
    expect(codes('resto.comandasmoviles')).toEqual(['313', '659']);
    for (const entry of allEntries().filter((e) => e.section === 'configuracion')) expect(entry.codes).toEqual(['201']);
  });
});

describe('privilege filter (SPEC §5, §6)', () => {
  it.each(ALL_PRIVILEGE_CODES)('code %s alone makes at least one gated entry visible', (code) => {
    const gated = visibleEntries([code]).filter((e) => e.codes.length > 0);
    expect(gated.length).toBeGreaterThan(0);
    for (const entry of gated) expect(entry.codes).toContain(code);
    // and it shows somewhere: in a sidebar section or, for 300, in the user menu
    const inMenus = [...sidebarEntryIds([code]), ...ids(userMenuEntries([code]))];
    expect(inMenus.length).toBeGreaterThan(0);
  });

  it('the codes 101 and 659 open satelite and the resto menu', () => {
    expect(ids(visibleEntries(['101']))).toContain('gerencia.satelite');
    expect(sectionIds(['101'])).toEqual(['gerencia']);
    expect(sectionIds(['659'])).toEqual(['resto']);
    expect(sidebarEntryIds(['659'])).toEqual(['resto.reserva', 'resto.comandasmoviles', 'resto.configuraciones']);
  });

  it('a user with no codes sees only open entries and no section', () => {
    const visible = visibleEntries([]);
    expect(visible.length).toBeGreaterThan(0);
    for (const entry of visible) expect(entry.codes).toEqual([]);
    expect(ids(visible)).toContain('home');
    expect(ids(visible)).toContain('user.account');
    expect(visibleSections([])).toEqual([]);
    expect(ids(userMenuEntries([]))).toEqual(['user.account']);
  });

  it('unknown codes open nothing more than no codes', () => {
    expect(ids(visibleEntries(['999', '']))).toEqual(ids(visibleEntries([])));
  });

  it('parents show only passing children; groups and sections without any are hidden', () => {
    const onlyResumen = visibleSections(['206']);
    expect(onlyResumen.map((s) => s.id)).toEqual(['cashFlow']);
    const items = onlyResumen[0]?.items ?? [];
    expect(items).toHaveLength(1);
    const group = items[0];
    expect(group?.kind).toBe('group');
    if (group?.kind === 'group') {
      expect(group.id).toBe('saldos');
      expect(ids(group.entries)).toEqual(['cashFlow.saldos', 'cashFlow.saldos.resumen']);
    }
    // 103 alone: inventarios with stock ideal and the stock count, but neither remitos nor ajustes
    const inventory = visibleSections(['103']);
    expect(inventory.map((s) => s.id)).toEqual(['inventarios']);
    expect(inventory[0]?.items.map((i) => (i.kind === 'entry' ? i.entry.id : i.id))).toEqual([
      'inventarios.stockIdeal',
      'inventarios.conteo',
    ]);
    // 420 alone: remitos and ajustes appear as groups
    const moves = visibleSections(['420'])[0]
      ?.items.filter((i) => i.kind === 'group')
      .map((i) => i.kind === 'group' && i.id);
    expect(moves).toEqual(['remitos', 'ajustes']);
  });

  it('sections follow the menu order; noShow and hidden entries never reach the sidebar', () => {
    const all = [...ALL_PRIVILEGE_CODES];
    expect(sectionIds(all)).toEqual([...NAV_SECTIONS]);
    const sidebar = sidebarEntryIds(all);
    expect(sidebar).not.toContain('configuraciones');
    expect(sidebar).not.toContain('user.account');
    expect(sidebar).not.toContain('general.tarjVip');
    expect(ids(userMenuEntries(all))).toEqual(['configuraciones', 'user.account']);
    // The audit tab is found by the search (issue 37, item 4), opening configuraciones on that tab.
    const audit = searchEntries(all, 'auditoría');
    expect(audit[0]).toMatchObject({
      id: 'configuraciones.auditoria',
      path: '/logged/configuraciones',
      search: { tab: 'auditoria' },
    });
    expect(ids(searchEntries(['102'], 'auditoría'))).not.toContain('configuraciones.auditoria');
    expect(ids(visibleEntries(all))).not.toContain('ecommerce');
  });

  it('matches the demo accounts of the seed', () => {
    expect(sectionIds(['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420'])).toEqual([
      'inventarios',
    ]);
    expect(sectionIds(['306', '307', '308'])).toEqual(['servicioVIP']);
    // The cashier's general section holds "Solicitar anulación" (issue 19).
    expect(sectionIds(['141', '201', '204', '206', '207', '209', '211'])).toEqual([
      'gerencia',
      'general',
      'configuracion',
      'cashFlow',
    ]);
    expect(sectionIds(['102', '107', '300', '302'])).toEqual(['gerencia', 'general']);
  });
});

describe('global search (SPEC §2, §5)', () => {
  const all = [...ALL_PRIVILEGE_CODES];

  it('empty or blank text finds nothing', () => {
    expect(searchEntries(all, '')).toEqual([]);
    expect(searchEntries(all, '   ')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(ids(searchEntries(all, 'ANULACIONES'))).toContain('general.anulaciones');
    expect(ids(searchEntries(all, 'historico'))).toContain('inventarios.historico');
    expect(ids(searchEntries(all, 'HISTÓRICO'))).toContain('inventarios.historico');
    expect(ids(searchEntries(all, 'Stock  Ideal'))).toEqual(['inventarios.stockIdeal']);
  });

  it('finds only among the entries the user may see', () => {
    expect(ids(searchEntries(['306'], 'stock'))).toEqual([]);
    expect(ids(searchEntries(['103'], 'stock'))).toEqual(['inventarios.stockIdeal', 'inventarios.conteo']);
    expect(ids(searchEntries([], 'anulaciones'))).toEqual([]);
    expect(ids(searchEntries(['107'], 'anulaciones'))).toEqual(['general.anulaciones']);
    expect(ids(searchEntries([], 'perfil'))).toEqual(['user.profile']);
  });

  it('matches synonyms and every word typed', () => {
    expect(ids(searchEntries(all, 'breakage'))).toEqual(['inventarios.remitos.roto']);
    expect(ids(searchEntries(all, 'kasse'))).toContain('configuracion.boleterias');
    expect(searchEntries(all, 'stock zzz')).toEqual([]);
  });

  it('includes noShow entries but never hidden ones', () => {
    expect(ids(searchEntries(['300'], 'configuraciones'))).toContain('configuraciones');
    expect(ids(searchEntries(all, 'inicio'))).toEqual(['home']);
  });
});

describe('entryForPath', () => {
  it('finds entries by path, ignoring query, hash and a trailing slash', () => {
    expect(entryForPath('/logged/home')?.id).toBe('home');
    expect(entryForPath('/logged/inventarios/stockIdeal/')?.id).toBe('inventarios.stockIdeal');
    expect(entryForPath('/logged/gerencia/costos?from=2026-01-01#top')?.id).toBe('gerencia.costos');
    expect(entryForPath('/logged/cashFlow/saldos')?.id).toBe('cashFlow.saldos');
    expect(entryForPath('/logged/cashFlow/saldos/tablero')?.id).toBe('cashFlow.saldos.tablero');
  });

  it('resolves section indexes to the entry they redirect to', () => {
    expect(entryForPath('/logged/gerencia')?.id).toBe('gerencia.balancesheet');
    expect(entryForPath('/logged/configuracion/')?.id).toBe('configuracion.noche');
    expect(entryForPath('/logged/user')?.id).toBe('user.profile');
    expect(entryForPath('/logged')?.id).toBe('home');
  });

  it('matches dynamic segments and nothing unknown', () => {
    expect(entryForPath('/logged/user/maria/edit')?.id).toBe('user.edit');
    expect(entryForPath('/logged/blog/post/la-noche')?.id).toBe('blog.post');
    expect(entryForPath('/logged/user//edit')).toBeUndefined();
    expect(entryForPath('/logged/nada')).toBeUndefined();
    expect(entryForPath('/auth/login')).toBeUndefined();
  });
});

describe('search words in three languages', () => {
  it('every entry shown anywhere has Spanish, German and French words', async () => {
    const { allEntries } = await import('../../src/contract/navigation');
    const { FOREIGN_KEYWORDS } = await import('../../src/contract/navigation-keywords');
    const missing = allEntries()
      .filter((e) => !e.hidden && !e.showsHome)
      .filter((e) => e.keywords.length === 0 || !FOREIGN_KEYWORDS[e.id]?.de.length || !FOREIGN_KEYWORDS[e.id]?.fr.length)
      .map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('a cashier finds where to ask for a cancellation by anul, cancel, storno or annul; conteo finds the count history', async () => {
    const { searchEntries } = await import('../../src/contract/navigation');
    const cashier = ['141', '201', '204', '206', '207', '209', '211'];
    for (const typed of ['anul', 'cancel', 'Storno', 'annul', 'solicitar anulación']) {
      expect(searchEntries(cashier, typed).map((e) => e.id)).toContain('general.solicitarAnulacion');
    }
    expect(searchEntries(['109'], 'conteo').map((e) => e.id)).toContain('inventarios.historico');
    expect(searchEntries(['109'], 'zählhistorie').map((e) => e.id)).toContain('inventarios.historico');
  });
});
