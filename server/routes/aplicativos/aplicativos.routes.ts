// App downloads (421 to read, 300 to manage): the POS apps, each an external link or a file the
// server keeps under <dataDir>/downloads/<random key> — never a name the user chose, so no upload
// can reach another path. Uploads are streamed to disk (raw body, or multipart/form-data buffered
// under the same limit) while their SHA-256 is computed, bounded by env.downloadMaxBytes (413
// beyond) and checked by extension and first bytes (415 when they disagree). The whole app is
// exempt from the global body limit on this one route (server/app.ts).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
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
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';

const READ = ['421', '300'] as const;
const MANAGE = ['300'] as const;

const NOT_FOUND = 'El aplicativo no existe';
const NO_FILE = 'El aplicativo no tiene un archivo para descargar';
const FILE_MISSING = 'El archivo del aplicativo ya no está en el servidor';
const FILE_REQUIRED = 'Falta el archivo';
const NAME_REQUIRED = 'Falta el nombre del archivo';
const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido: se aceptan .apk, .aab, .ipa, .zip, .exe, .msi y .AppImage';
const CONTENT_MISMATCH = 'El contenido del archivo no corresponde a su tipo';
const EMPTY_FILE = 'El archivo está vacío';
const TOO_LARGE = 'El archivo supera el tamaño máximo permitido';
const FILE_AND_LINK = 'El aplicativo tiene un archivo: bórralo o reemplázalo en lugar de poner un enlace';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const KEY_PATTERN = /^[a-f0-9]{32}$/;

class TooLarge extends Error {}

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

async function removeFile(dir: string, key: string | null) {
  if (!key || !KEY_PATTERN.test(key)) return;
  await unlink(path.join(dir, key)).catch(() => undefined);
}

/** A stream that errors with TooLarge once more than `max` bytes went through. */
function bounded(source: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Streams `source` to <dir>/<key>.part, hashing it, then renames it to <dir>/<key>. The first
 * bytes must match the file name's type; a file over `max` bytes or empty is refused and nothing
 * is left on disk.
 */
async function store(dir: string, source: ReadableStream<Uint8Array>, fileName: string, max: number) {
  await mkdir(dir, { recursive: true });
  const key = randomBytes(16).toString('hex');
  const partial = path.join(dir, `${key}.part`);
  // Opened (and closed) explicitly: a lazily opened stream could create the file after a failed
  // upload already removed it.
  const handle: FileHandle = await open(partial, 'wx');
  let closed = false;
  const hash = createHash('sha256');
  const reader = source.getReader();
  let size = 0;
  let head = new Uint8Array(0);
  let checked = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) throw new TooLarge();
      if (!checked) {
        const joined = new Uint8Array(head.length + value.length);
        joined.set(head);
        joined.set(value, head.length);
        head = joined.subarray(0, MAGIC_LENGTH);
        if (head.length >= MAGIC_LENGTH) {
          if (!magicMatches(fileName, head)) throw new ApiError(415, CONTENT_MISMATCH);
          checked = true;
        }
      }
      hash.update(value);
      await handle.write(value);
    }
    if (size === 0) throw new ApiError(422, EMPTY_FILE);
    if (!checked && !magicMatches(fileName, head)) throw new ApiError(415, CONTENT_MISMATCH);
    closed = true;
    await handle.close();
    await rename(partial, path.join(dir, key));
    return { key, size, sha256: hash.digest('hex') };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (!closed) await handle.close().catch(() => undefined);
    await unlink(partial).catch(() => undefined);
    if (error instanceof TooLarge) throw new ApiError(413, TOO_LARGE);
    throw error;
  }
}

/** The upload's file name and bytes: multipart field "file", or the raw body named by X-File-Name / ?nombre=. */
async function incomingFile(raw: Request, max: number): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
  const type = raw.headers.get('content-type') ?? '';
  if (!raw.body) throw new ApiError(422, FILE_REQUIRED);
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Request(raw.url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: bounded(raw.body, max + MULTIPART_OVERHEAD),
        duplex: 'half',
      } as RequestInit).formData();
    } catch (error) {
      if (error instanceof TooLarge || (error as { cause?: unknown })?.cause instanceof TooLarge) {
        throw new ApiError(413, TOO_LARGE);
      }
      throw new ApiError(400, FILE_REQUIRED);
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(422, FILE_REQUIRED);
    return { name: file.name, body: file.stream() };
  }
  const header = raw.headers.get('x-file-name');
  let name = new URL(raw.url).searchParams.get('nombre') ?? '';
  if (header) {
    try {
      name = decodeURIComponent(header);
    } catch {
      name = header;
    }
  }
  return { name, body: raw.body };
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

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
        await removeFile(dir, saved.key);
        throw error;
      });
    if (!row) {
      await removeFile(dir, saved.key);
      throw new ApiError(404, NOT_FOUND);
    }
    if (before.fileKey && before.fileKey !== saved.key) await removeFile(dir, before.fileKey);
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
    await removeFile(dir, before.fileKey);
    await audit(c.var.user.id, 'app_download.delete', id, toDto(before), null);
    return c.body(null, 204);
  });

  app.get('/:id/descargar', guard(READ), idParam, async (c) => {
    const row = await loadRow(db, c.req.valid('param').id);
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
