// The files of the app downloads (aplicativos.routes.ts): each one kept under
// <dataDir>/downloads/<random key> — never a name the user chose, so no upload can reach another
// path. Uploads are streamed to disk (raw body, or multipart/form-data buffered under the same
// limit) while their SHA-256 is computed, bounded by the caller's maximum (413 beyond) and checked
// by extension and first bytes (415 when they disagree).
import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { MAGIC_LENGTH, magicMatches } from '../../../src/contract/downloads';
import { ApiError } from '../../lib/errors';

const FILE_REQUIRED = 'Falta el archivo';
const CONTENT_MISMATCH = 'El contenido del archivo no corresponde a su tipo';
const EMPTY_FILE = 'El archivo está vacío';
export const TOO_LARGE = 'El archivo supera el tamaño máximo permitido';

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
export const KEY_PATTERN = /^[a-f0-9]{32}$/;

class TooLarge extends Error {}

export async function removeFile(dir: string, key: string | null) {
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
export async function store(dir: string, source: ReadableStream<Uint8Array>, fileName: string, max: number) {
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
export async function incomingFile(raw: Request, max: number): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
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
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
