// App downloads (421 to read, 300 to manage): the POS apps, each an external link or a file the
// server keeps under <dataDir>/downloads/<random key> — never a name the user chose, so no upload
// can reach another path. Uploads are streamed to disk (raw body, or multipart/form-data buffered
// under the same limit) while their SHA-256 is computed, bounded by env.downloadMaxBytes (413
// beyond) and checked by extension and first bytes (415 when they disagree). The whole app is
// exempt from the global body limit on this one route (server/app.ts).
import path from 'node:path';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type AppDownloadDto,
  appDownloadBodySchema,
  cleanFileName,
  kindOfName,
  MAGIC_LENGTH,
  magicMatches,
  type Platform,
} from '../../../src/contract/downloads';
import type { Db } from '../../db/client';
import { appDownloads, auditLog } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { incomingFile, refuseDeclaredSize, removeStoredFile, storedFileResponse, storeFile } from '../../lib/file-store';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';

const READ = ['421', '300'] as const;
const MANAGE = ['300'] as const;

const NOT_FOUND = 'El aplicativo no existe';
const NO_FILE = 'El aplicativo no tiene un archivo para descargar';
const FILE_MISSING = 'El archivo del aplicativo ya no está en el servidor';
const NAME_REQUIRED = 'Falta el nombre del archivo';
const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido: se aceptan .apk, .aab, .ipa, .zip, .exe, .msi y .AppImage';
const FILE_AND_LINK = 'El aplicativo tiene un archivo: bórralo o reemplázalo en lugar de poner un enlace';

type Row = typeof appDownloads.$inferSelect;

function toDto(r: Row): AppDownloadDto {
  return {
    id: r.id,
    name: r.name,
    platform: r.platform as Platform,
    appVersion: r.appVersion,
    notes: r.notes,
    url: r.url,
    hasFile: Boolean(r.fileKey),
    fileName: r.fileName,
    fileSize: r.fileSize,
    contentType: r.contentType,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function loadRow(db: Db, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(appDownloads)
    .where(and(eq(appDownloads.id, id), isNull(appDownloads.deletedAt)));
  if (!row) throw new ApiError(404, NOT_FOUND);
  return row;
}

/** The app file's first bytes must match its extension. */
const headCheck = (fileName: string) => ({
  headLength: MAGIC_LENGTH,
  matches: (head: Uint8Array) => magicMatches(fileName, head),
});

export function downloadRoutes({ db, guard, env }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const dir = path.join(env.dataDir, 'downloads');
  const idParam = validate('param', v.object({ id: v.pipe(v.string(), v.uuid('El identificador no es válido')) }));
  const audit = (userId: string, action: string, id: string, before: unknown, after: unknown) =>
    db.insert(auditLog).values({ userId, action, entity: 'app_downloads', entityId: id, before, after });

  app.get('/', guard(READ), async (c) => {
    const rows = await db
      .select()
      .from(appDownloads)
      .where(isNull(appDownloads.deletedAt))
      .orderBy(asc(appDownloads.platform), asc(appDownloads.name), desc(appDownloads.createdAt));
    // Readers only see what they can get; managers also see the entries still waiting for a file.
    const manager = c.var.user.privi.includes('300');
    return c.json(rows.filter((r) => manager || r.fileKey || r.url).map(toDto));
  });

  app.post('/', guard(MANAGE), validate('json', appDownloadBodySchema), async (c) => {
    const body = c.req.valid('json');
    const [row] = await db
      .insert(appDownloads)
      .values({ name: body.name, platform: body.platform, appVersion: body.appVersion, notes: body.notes, url: body.url })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await audit(c.var.user.id, 'app_download.create', row.id, null, body);
    return c.json(toDto(row), 201);
  });

  app.put('/:id', guard(MANAGE), idParam, validate('json', appDownloadBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const before = await loadRow(db, id);
    if (body.url && before.fileKey) throw new ApiError(409, FILE_AND_LINK);
    const [row] = await db
      .update(appDownloads)
      .set({ ...body, updatedAt: new Date() })
      .where(and(eq(appDownloads.id, id), isNull(appDownloads.deletedAt)))
      .returning();
    if (!row) throw new ApiError(404, NOT_FOUND);
    await audit(c.var.user.id, 'app_download.update', id, toDto(before), body);
    return c.json(toDto(row));
  });

  app.post('/:id/archivo', guard(MANAGE), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const max = env.downloadMaxBytes;
    const before = await loadRow(db, id);
    refuseDeclaredSize(c.req.raw, max);
    const incoming = await incomingFile(c.req.raw, max);
    const fileName = cleanFileName(incoming.name);
    if (!fileName) throw new ApiError(422, NAME_REQUIRED);
    const kind = kindOfName(fileName);
    if (!kind) throw new ApiError(415, TYPE_NOT_ALLOWED);
    const saved = await storeFile(dir, incoming.body, headCheck(fileName), max);
    const [row] = await db
      .update(appDownloads)
      .set({
        fileKey: saved.key,
        fileName,
        fileSize: saved.size,
        contentType: kind.contentType,
        sha256: saved.sha256,
        url: '',
        updatedAt: new Date(),
      })
      .where(and(eq(appDownloads.id, id), isNull(appDownloads.deletedAt)))
      .returning()
      .catch(async (error: unknown) => {
        await removeStoredFile(dir, saved.key);
        throw error;
      });
    if (!row) {
      await removeStoredFile(dir, saved.key);
      throw new ApiError(404, NOT_FOUND);
    }
    if (before.fileKey && before.fileKey !== saved.key) await removeStoredFile(dir, before.fileKey);
    await audit(
      c.var.user.id,
      'app_download.upload',
      id,
      { fileName: before.fileName, sha256: before.sha256 },
      { fileName, size: saved.size, sha256: saved.sha256 },
    );
    return c.json(toDto(row));
  });

  app.delete('/:id', guard(MANAGE), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const before = await loadRow(db, id);
    const now = new Date();
    await db
      .update(appDownloads)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(appDownloads.id, id), isNull(appDownloads.deletedAt)));
    await removeStoredFile(dir, before.fileKey);
    await audit(c.var.user.id, 'app_download.delete', id, toDto(before), null);
    return c.body(null, 204);
  });

  app.get('/:id/descargar', guard(READ), idParam, async (c) => {
    const row = await loadRow(db, c.req.valid('param').id);
    if (!row.fileKey) throw new ApiError(404, NO_FILE);
    const res = await storedFileResponse(dir, row.fileKey, {
      fileName: row.fileName ?? `${row.name}.bin`,
      contentType: row.contentType,
      sha256: row.sha256,
    });
    if (!res) throw new ApiError(404, FILE_MISSING);
    return res;
  });

  return app;
}
