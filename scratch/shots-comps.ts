import { rmSync } from 'node:fs';
import { apiJson, apiFetch } from '../tests/e2e/api';
import { launchBrowser, newAppContext, screenshot, VIEWPORTS } from '../tests/e2e/browser';
import { apiLogin, signInThroughUi } from '../tests/e2e/replica-page';
import { startServer } from '../tests/e2e/server-process';
import { uuidv7 } from '../src/contract/uuid';

const PW = 'noctua2026';
const [browser, server] = await Promise.all([launchBrowser(), startServer({ timeoutMs: 300_000 })]);
try {
  const base = server.url;
  const admin = await apiLogin(base, 'admin@noctua.test', PW);
  const stock = await apiLogin(base, 'stock@noctua.test', PW);
  const { night } = await apiJson<{ night: { id: string } }>(base, '/nights/current', admin);
  const staff = await apiJson<{ id: string; name: string }[]>(base, '/inventarios/cortesias/autorizantes', stock);
  const pull = await apiJson<{ changes: { table: string; row?: Record<string, unknown> }[] }>(base, '/sync/pull?tables=products,stockLocations&limit=5000', stock);
  const bar = pull.changes.find((c) => c.table === 'stockLocations' && c.row?.kind === 'bar')?.row?.id as string;
  const prods = pull.changes.filter((c) => c.table === 'products').map((c) => c.row?.id as string);
  const reasons = ['vip', 'promoter', 'artist', 'staff', 'vip'];
  const commands = reasons.map((reason, i) => ({
    id: uuidv7(), seq: i + 1, name: 'comp.record', createdAt: new Date().toISOString(),
    args: { compId: uuidv7(), locationId: bar, productId: prods[i % prods.length], quantity: 1 + (i % 2), reason, authorisedBy: staff[i % staff.length]?.id, at: new Date().toISOString(), nightId: night.id },
  }));
  const res = await apiFetch(base, '/sync/push', stock, { method: 'POST', body: { deviceId: 'shots', commands } });
  console.log('push', res.status, JSON.stringify(await res.json()).slice(0, 300));
  for (const dark of [false, true]) {
    for (const [vp, size] of [['phone', VIEWPORTS.phone], ['desktop', VIEWPORTS.desktop]] as const) {
      const ctx = await newAppContext(browser, size, dark);
      const page = await ctx.newPage();
      await signInThroughUi(page, base, 'admin@noctua.test', PW);
      await page.goto(`${base}/noctua/logged/inventarios/remitos/cortesias`);
      await page.getByTestId('comp-form').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(3000);
      console.log(await screenshot(page, `comps-form-${vp}-${dark ? 'dark' : 'light'}`));
      await page.goto(`${base}/noctua/logged/gerencia/balancesheet?nightId=${night.id}`);
      await page.getByTestId('section-comps').waitFor({ timeout: 60_000 });
      await page.getByTestId('section-comps').scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await page.getByTestId('section-comps').screenshot({ path: `test-results/screenshots/comps-balance-${vp}-${dark ? 'dark' : 'light'}.png` });
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
