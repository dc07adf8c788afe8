// The HTTP application: the API under /{product}/api and the built PWA under /{product}/.
// Built from explicit dependencies so tests drive the same app in-process.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { APP_VERSION } from '../src/contract/version';
import type { Db } from './db/client';
import type { ServerDeps } from './deps';
import { CommandHandlers } from './domain/command-context';
import { createEInvoicing, type EInvoicing } from './einvoicing/runtime';
import type { Env } from './env';
import { apiAnswers, requestIdHeader } from './lib/api-answers';
import { appSecurityHeaders } from './lib/app-headers';
import { ApiError, errorResponse, makeErrorHandler } from './lib/errors';
import { healthRoutes } from './lib/health';
import type { Jobs } from './lib/jobs';
import { createAccessLog, type Logger } from './lib/logger';
import { installCatalogs } from './lib/messages';
import { respondsWithout } from './lib/openapi';
import type { TokenService } from './lib/tokens';
import { createGuard } from './middleware/auth';
import { mountApiDocument } from './openapi';
import { MESSAGES as ACCOUNT } from './routes/account/account.messages';
import { accountRoutes } from './routes/account/account.routes';
import { userRoutes } from './routes/account/user.routes';
import { MESSAGES as APLICATIVOS } from './routes/aplicativos/aplicativos.messages';
import { downloadRoutes } from './routes/aplicativos/aplicativos.routes';
import { auditRoutes } from './routes/audit/audit.routes';
import { MESSAGES as BLOG } from './routes/blog/blog.messages';
import { blogRoutes } from './routes/blog/blog.routes';
import { MESSAGES as CARDS } from './routes/cards/cards.messages';
import { cardRoutes } from './routes/cards/cards.routes';
import { MESSAGES as CASHFLOW } from './routes/cashflow/cashflow.messages';
import { cashflowRoutes } from './routes/cashflow/cashflow.routes';
import { MESSAGES as CASH_REGISTERS } from './routes/cashflow/registers.messages';
import { registerRoutes } from './routes/cashflow/registers.routes';
import { MESSAGES as CATALOGO } from './routes/catalogo/catalogo.messages';
import { catalogueRoutes } from './routes/catalogo/catalogo.routes';
import { MESSAGES as COMPRAS } from './routes/compras/compras.messages';
import { purchasingRoutes } from './routes/compras/compras.routes';
import { MESSAGES as ENTRADAS } from './routes/entradas/entradas.messages';
import { freeEntryRoutes } from './routes/entradas/entradas.routes';
import { MESSAGES as EXTRACCIONES } from './routes/extracciones/extracciones.messages';
import { extractionRoutes } from './routes/extracciones/extracciones.routes';
import { MESSAGES as FACTURACION } from './routes/facturacion/facturacion.messages';
import { facturacionRoutes } from './routes/facturacion/facturacion.routes';
import { MESSAGES as CAJAS } from './routes/generic/cajas.messages';
import { MESSAGES as GENERIC } from './routes/generic/generic.messages';
import { genericRoutes } from './routes/generic/generic.routes';
import { MESSAGES as GERENCIA } from './routes/gerencia/gerencia.messages';
import { gerenciaRoutes } from './routes/gerencia/gerencia.routes';
import { MESSAGES as INGEST } from './routes/ingest/ingest.messages';
import { ingestRoutes } from './routes/ingest/ingest.routes';
import { MESSAGES as COMPS } from './routes/inventarios/comps.messages';
import { MESSAGES as COUNTS } from './routes/inventarios/counts.messages';
import { inventoryRoutes } from './routes/inventarios/inventarios.routes';
import { MESSAGES as NIGHTLY } from './routes/inventarios/nightly.messages';
import { MESSAGES as STOCK } from './routes/inventarios/stock.messages';
import { MESSAGES as TRANSFERS } from './routes/inventarios/transfers.messages';
import { MESSAGES as JOBS } from './routes/jobs/jobs.messages';
import { jobRoutes } from './routes/jobs/jobs.routes';
import { MESSAGES as NIGHTS } from './routes/nights/nights.messages';
import { nightRoutes } from './routes/nights/nights.routes';
import { MESSAGES as PUBLIC } from './routes/public/public.messages';
import { publicOrderRoutes } from './routes/public/public.routes';
import { MESSAGES as PUNTOS_DE_VENTA } from './routes/puntos-de-venta/puntos-de-venta.messages';
import { posRoutes } from './routes/puntos-de-venta/puntos-de-venta.routes';
import { MESSAGES as RESTO_BILL } from './routes/resto-bill/resto-bill.messages';
import { restoBillRoutes } from './routes/resto-bill/resto-bill.routes';
import { MESSAGES as RESTO_CONFIG } from './routes/resto-config/resto-config.messages';
import { restoConfigRoutes } from './routes/resto-config/resto-config.routes';
import { MESSAGES as RESTO_ORDERS } from './routes/resto-orders/orders.messages';
import { restoOrderRoutes } from './routes/resto-orders/orders.routes';
import { MESSAGES as RESTO_RESERVATIONS } from './routes/resto-reservations/reservations.messages';
import { restoReservationRoutes } from './routes/resto-reservations/reservations.routes';
import { MESSAGES as SATELITE } from './routes/satelite/satelite.messages';
import { sateliteRoutes } from './routes/satelite/satelite.routes';
import { syncRoutes } from './routes/sync/sync.routes';
import { MESSAGES as TICKETS } from './routes/tickets/tickets.messages';
import { ticketRoutes } from './routes/tickets/tickets.routes';
import { MESSAGES as USERS } from './routes/users/users.messages';
import { settingsRoutes, userAdminRoutes } from './routes/users/users.routes';
import { MESSAGES as VENUE_SETTINGS } from './routes/venue-settings/venue-settings.messages';
import { venueSettingsRoutes } from './routes/venue-settings/venue-settings.routes';
import { MESSAGES as VIP_CONFIG } from './routes/vip/config.messages';
import { MESSAGES as VIP_ORDERS } from './routes/vip/orders.messages';
import { vipRoutes } from './routes/vip/vip.routes';

/** Each resource's translated messages, after the core ones (server/lib/messages.ts). */
export const MESSAGE_CATALOGS = {
  CATALOGO,
  COMPS,
  COUNTS,
  GENERIC,
  NIGHTLY,
  STOCK,
  TRANSFERS,
  CARDS,
  VIP_CONFIG,
  VIP_ORDERS,
  RESTO_CONFIG,
  RESTO_RESERVATIONS,
  RESTO_BILL,
  PUBLIC,
  NIGHTS,
  PUNTOS_DE_VENTA,
  CAJAS,
  INGEST,
  SATELITE,
  TICKETS,
  ENTRADAS,
  EXTRACCIONES,
  APLICATIVOS,
  CASH_REGISTERS,
  CASHFLOW,
  GERENCIA,
  USERS,
  BLOG,
  ACCOUNT,
  VENUE_SETTINGS,
  JOBS,
  FACTURACION,
  RESTO_ORDERS,
  COMPRAS,
};
installCatalogs(MESSAGE_CATALOGS);

/**
 * The file upload routes, which bound their bodies themselves while streaming them to disk: app
 * files (server/routes/aplicativos), cash-flow receipts (server/routes/cashflow/receipts.service.ts)
 * and profile photos (server/routes/account/photo.service.ts).
 */
const UPLOAD_PATH = /\/api\/(?:aplicativos\/[^/]+\/archivo|cashflow\/movimientos\/[^/]+\/adjuntos|user\/account\/photo)\/?$/;

export interface AppInput {
  db: Db;
  env: Env;
  logger: Logger;
  tokens: TokenService;
  /** The server jobs on the same database (server/lib/jobs.ts: startJobs). */
  jobs: Jobs;
  /** E-invoicing's providers and key box, shared with the jobs; default: built from `env`. */
  einvoicing?: EInvoicing;
  /** The local double of AFIP to serve at /<product>/afip-double (env.afipDouble; server/einvoicing/demo-double.ts). */
  afipDouble?: Hono;
}

export function createApp({ db, env, logger, tokens, jobs, einvoicing, afipDouble }: AppInput) {
  const deps: ServerDeps = {
    db,
    env,
    logger,
    tokens,
    guard: createGuard({ db, tokens }),
    jobs,
    commands: new CommandHandlers(),
    einvoicing: einvoicing ?? createEInvoicing({ env }),
  };
  const base = `/${env.product}`;
  const app = new Hono();

  app.use('*', requestIdHeader);
  const accessLog = createAccessLog(logger);
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    accessLog({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, started });
  });
  app.onError(makeErrorHandler(logger));
  // Liveness and readiness at the root, outside the product's path (server/lib/health.ts).
  app.route('/', healthRoutes(db));

  const api = new Hono();
  // Security headers, cache-control: no-store by default, gzip for large bodies; small JSON answers
  // on @hono/node-server's light path (server/lib/api-answers.ts).
  api.use('*', apiAnswers({ hsts: env.hsts ? 'max-age=31536000; includeSubDomains' : false }));
  const limitBody = bodyLimit({
    maxSize: env.bodyLimitBytes,
    onError: (c) => errorResponse(c, 413, 'La solicitud es demasiado grande'),
  });
  // App files are streamed to disk under their own, larger limit (env.downloadMaxBytes);
  // bodyLimit would buffer them in memory first.
  // A GET or HEAD has no body to limit (and asking for one builds a whole fetch Request: 6 % of a read's CPU).
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || UPLOAD_PATH.test(c.req.path) ? next() : limitBody(c, next),
  );
  api.get('/version.txt', respondsWithout({ media: 'text/plain' }, { summary: 'The server’s version, e.g. 0.90.65' }), (c) => {
    c.header('cache-control', 'no-store');
    return c.text(APP_VERSION);
  });
  api.route('/account', accountRoutes(deps));
  api.route('/user', userRoutes(deps));
  api.route('/venue-settings', venueSettingsRoutes(deps));
  api.route('/audit', auditRoutes(deps));
  api.route('/jobs', jobRoutes(deps));
  api.route('/nights', nightRoutes(deps));
  api.route('/sync', syncRoutes(deps));
  api.route('/inventarios', inventoryRoutes(deps));
  api.route('/generic', genericRoutes(deps));
  api.route('/catalogo', catalogueRoutes(deps));
  api.route('/cards', cardRoutes(deps));
  api.route('/vip', vipRoutes(deps));
  api.route('/resto-config', restoConfigRoutes(deps));
  api.route('/resto', restoReservationRoutes(deps));
  api.route('/resto/cuentas', restoBillRoutes(deps));
  api.route('/public', publicOrderRoutes(deps));
  api.route('/puntos-de-venta', posRoutes(deps));
  api.route('/ingest', ingestRoutes(deps));
  api.route('/satelite', sateliteRoutes(deps));
  api.route('/tickets', ticketRoutes(deps));
  api.route('/entradas', freeEntryRoutes(deps));
  api.route('/extracciones', extractionRoutes(deps));
  api.route('/aplicativos', downloadRoutes(deps));
  api.route('/cashflow/cajas', registerRoutes(deps));
  api.route('/cashflow', cashflowRoutes(deps));
  api.route('/gerencia', gerenciaRoutes(deps));
  api.route('/user', userAdminRoutes(deps));
  api.route('/settings', settingsRoutes(deps));
  api.route('/blog', blogRoutes(deps));
  api.route('/facturacion', facturacionRoutes(deps));
  api.route('/resto/comandas', restoOrderRoutes(deps));
  api.route('/compras', purchasingRoutes(deps));
  mountApiDocument(api, env.product);
  api.all('*', () => {
    throw new ApiError(404, 'No encontrado');
  });
  app.route(`${base}/api`, api);
  if (afipDouble) app.route(`${base}/afip-double`, afipDouble);

  app.get('/', (c) => c.redirect(`${base}/`));
  app.get(base, (c) => c.redirect(`${base}/`));

  if (existsSync(path.join(env.staticDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(env.staticDir, 'index.html'), 'utf8');
    // The login page prerendered at build time (scripts/prerender-login.mjs), for the two paths that
    // show the login form; a browser with the service worker gets the app shell from its cache.
    const loginFile = path.join(env.staticDir, 'login.html');
    const loginHtml = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : null;
    app.use(`${base}/*`, appSecurityHeaders([indexHtml, loginHtml ?? ''], { hsts: env.hsts, analyticsSrc: env.analytics?.src }));
    // Source maps are built for the operator's debugging, not published (NOCTUA_SERVE_SOURCEMAPS=1 does).
    if (!env.serveSourceMaps)
      app.get(`${base}/*`, (c, next) => (c.req.path.endsWith('.map') ? errorResponse(c, 404, 'No encontrado') : next()));
    app.use(`${base}/*`, compress());
    if (loginHtml)
      for (const loginPath of [`${base}/`, `${base}/auth/login`])
        app.get(loginPath, (c) => {
          c.header('cache-control', 'no-cache');
          return c.html(loginHtml);
        });
    const files = serveStatic({
      root: path.relative(process.cwd(), env.staticDir) || '.',
      rewriteRequestPath: (p) => p.slice(base.length),
      // The build's brotli and gzip copies (scripts/precompress.mjs), sent as they are; a file
      // without one is gzipped by compress() above as it is sent.
      precompressed: true,
    });
    app.use(`${base}/*`, async (c, next) => {
      const res = await files(c, next);
      // A file's answer (serveStatic answers nothing else; otherwise the next handler did). Hashed
      // assets never change; the worker, manifest and HTML must be revalidated. Set on the answer
      // itself: a header set in onFound, after serveStatic built the answer, could be lost.
      if (res instanceof Response)
        res.headers.set(
          'cache-control',
          c.req.path.startsWith(`${base}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      return res;
    });
    // Client-side routes: any other GET under the base path gets the app shell.
    app.get(`${base}/*`, (c) => {
      c.header('cache-control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.notFound((c) => errorResponse(c, 404, 'No encontrado'));
  return app;
}
