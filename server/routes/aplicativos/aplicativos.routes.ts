// App downloads (421 to read, 300 to manage), each venue its own (issue 32: every route works on
// the caller's venue's entries only; an account without a venue gets the one "no venue" 403): the
// POS apps, each an external link or a file the server keeps under <dataDir>/downloads/<random key>
// — never a name the user chose, so no upload can reach another path, and a file is only reached
// through its venue's row (server/lib/file-store.ts streams, bounds and checks uploads, shared with
// cash-flow receipts; aplicativos.service.ts keeps the rows). Uploads are bounded by
// env.downloadMaxBytes (413 beyond) and checked by extension and first bytes (415 when they
// disagree). The whole app is exempt from the global body limit on this one route (server/app.ts).
import path from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  appDownloadBodySchema,
  appDownloadSchema,
  kindOfName,
  MAGIC_LENGTH,
  magicMatches,
} from '../../../src/contract/downloads';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { storedFileResponse, storeUpload } from '../../lib/file-store';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { attachFile, createDownload, deleteDownload, getDownload, listDownloads, updateDownload } from './aplicativos.service';

const READ = ['421', '300'] as const;
const MANAGE = ['300'] as const;

const NO_FILE = 'El aplicativo no tiene un archivo para descargar';
const FILE_MISSING = 'El archivo del aplicativo ya no está en el servidor';
const NAME_REQUIRED = 'Falta el nombre del archivo';
const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido: se aceptan .apk, .aab, .ipa, .zip, .exe, .msi y .AppImage';

export function downloadRoutes({ db, guard, env }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const dir = path.join(env.dataDir, 'downloads');
  const idParam = validate('param', v.object({ id: v.pipe(v.string(), v.uuid('El identificador no es válido')) }));

  app.get(
    '/',
    responds(v.array(appDownloadSchema), { summary: 'The venue’s apps (readers see only those with a link or a file)' }),
    guard(READ),
    async (c) => c.json(await listDownloads(db, requireVenue(c).id, c.var.user.privi.includes('300'))),
  );

  app.post(
    '/',
    responds(appDownloadSchema, { status: 201, summary: 'A new app entry (a link, or a file uploaded next)' }),
    guard(MANAGE),
    validate('json', appDownloadBodySchema),
    async (c) => {
      return c.json(await createDownload(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/:id',
    responds(appDownloadSchema, { summary: 'Edit an app entry' }),
    guard(MANAGE),
    idParam,
    validate('json', appDownloadBodySchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      return c.json(await updateDownload(db, venueId, c.var.user.id, c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/archivo',
    responds(appDownloadSchema, {
      summary: 'Upload (or replace) the app’s file: raw body named by X-File-Name, or multipart `file`',
    }),
    guard(MANAGE),
    idParam,
    async (c) => {
      const max = env.downloadMaxBytes;
      // The venue's own entry, found before a byte is stored: another venue's answers 404.
      const before = await getDownload(db, requireVenue(c).id, c.req.valid('param').id);
      const { type: kind, ...saved } = await storeUpload(dir, c.req.raw, max, {
        nameRequired: NAME_REQUIRED,
        typeOf: kindOfName,
        typeNotAllowed: TYPE_NOT_ALLOWED,
        headLength: MAGIC_LENGTH,
        matches: magicMatches,
      });
      return c.json(await attachFile(db, dir, c.var.user.id, before, { ...saved, contentType: kind.contentType }));
    },
  );

  app.delete(
    '/:id',
    respondsWithout({ status: 204 }, { summary: 'Delete an app entry and its file' }),
    guard(MANAGE),
    idParam,
    async (c) => {
      await deleteDownload(db, dir, requireVenue(c).id, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.get(
    '/:id/descargar',
    respondsWithout(
      { media: 'application/octet-stream' },
      { summary: 'The app’s file, as an attachment (with its own content type)' },
    ),
    guard(READ),
    idParam,
    async (c) => {
      const row = await getDownload(db, requireVenue(c).id, c.req.valid('param').id);
      if (!row.fileKey) throw new ApiError(404, NO_FILE);
      const res = await storedFileResponse(dir, row.fileKey, {
        fileName: row.fileName ?? `${row.name}.bin`,
        contentType: row.contentType,
        sha256: row.sha256,
      });
      if (!res) throw new ApiError(404, FILE_MISSING);
      return res;
    },
  );

  return app;
}
