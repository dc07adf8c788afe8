// App downloads (421 to read, 300 to manage): the POS apps, each an external link or a file the
// server keeps under <dataDir>/downloads/<random key> (aplicativos-files.ts streams, bounds and
// checks uploads; aplicativos.service.ts keeps the rows). Uploads are bounded by
// env.downloadMaxBytes (413 beyond) and checked by extension and first bytes (415 when they
// disagree). The whole app is exempt from the global body limit on this one route (server/app.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import * as v from 'valibot';
import { appDownloadBodySchema, cleanFileName, kindOfName } from '../../../src/contract/downloads';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { attachFile, createDownload, deleteDownload, getDownload, listDownloads, updateDownload } from './aplicativos.service';
import { contentDisposition, incomingFile, KEY_PATTERN, MULTIPART_OVERHEAD, store, TOO_LARGE } from './aplicativos-files';

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

  app.get('/', guard(READ), async (c) => c.json(await listDownloads(db, c.var.user.privi.includes('300'))));

  app.post('/', guard(MANAGE), validate('json', appDownloadBodySchema), async (c) => {
    return c.json(await createDownload(db, c.var.user.id, c.req.valid('json')), 201);
  });

  app.put('/:id', guard(MANAGE), idParam, validate('json', appDownloadBodySchema), async (c) => {
    return c.json(await updateDownload(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/archivo', guard(MANAGE), idParam, async (c) => {
    const max = env.downloadMaxBytes;
    const before = await getDownload(db, c.req.valid('param').id);
    const declared = Number.parseInt(c.req.header('content-length') ?? '', 10);
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    if (Number.isFinite(declared) && declared > max + (multipart ? MULTIPART_OVERHEAD : 0)) {
      throw new ApiError(413, TOO_LARGE);
    }
    const incoming = await incomingFile(c.req.raw, max);
    const fileName = cleanFileName(incoming.name);
    if (!fileName) throw new ApiError(422, NAME_REQUIRED);
    const kind = kindOfName(fileName);
    if (!kind) throw new ApiError(415, TYPE_NOT_ALLOWED);
    const saved = await store(dir, incoming.body, fileName, max);
    return c.json(await attachFile(db, dir, c.var.user.id, before, { ...saved, fileName, contentType: kind.contentType }));
  });

  app.delete('/:id', guard(MANAGE), idParam, async (c) => {
    await deleteDownload(db, dir, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.get('/:id/descargar', guard(READ), idParam, async (c) => {
    const row = await getDownload(db, c.req.valid('param').id);
    if (!row.fileKey || !KEY_PATTERN.test(row.fileKey)) throw new ApiError(404, NO_FILE);
    const file = path.join(dir, row.fileKey);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new ApiError(404, FILE_MISSING);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': row.contentType ?? 'application/octet-stream',
        'content-length': String(info.size),
        'content-disposition': contentDisposition(row.fileName ?? `${row.name}.bin`),
        'x-content-type-options': 'nosniff',
        ...(row.sha256 ? { 'x-checksum-sha256': row.sha256 } : {}),
      },
    });
  });

  return app;
}
