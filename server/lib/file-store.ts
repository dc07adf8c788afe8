// Uploaded files kept on disk (app downloads, cash-flow receipts, images): each under <dir>/<random key>,
// never a name the user chose, so no upload can reach another path. Uploads are streamed to disk
// (raw body, or multipart/form-data buffered under the same limit) while their SHA-256 is computed,
// bounded by a size limit (413 beyond), refused when empty (422), and checked by their first bytes
// against what the file name's type promises (415 when they disagree). Downloads stream the file
// back with a safe Content-Disposition and nosniff.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { cleanFileName } from '../../src/contract/downloads';
import { ApiError } from './errors';

export const FILE_REQUIRED = 'Falta el archivo';
export const CONTENT_MISMATCH = 'El contenido del archivo no corresponde a su tipo';
export const EMPTY_FILE = 'El archivo está vacío';
export const TOO_LARGE = 'El archivo supera el tamaño máximo permitido';

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
const KEY_PATTERN = /^[a-f0-9]{32}$/;

class TooLarge extends Error {}

/** Whether the first `headLength` bytes match the declared type. */
export interface HeadCheck {
  headLength: number;
  matches(head: Uint8Array): boolean;
}

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

export function isStoredKey(key: string | null | undefined): key is string {
  return !!key && KEY_PATTERN.test(key);
}

export async function removeStoredFile(dir: string, key: string | null): Promise<void> {
  if (!isStoredKey(key)) return;
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

/** 413 up front when the declared Content-Length is already over the limit. */
export function refuseDeclaredSize(raw: Request, max: number): void {
  const declared = Number.parseInt(raw.headers.get('content-length') ?? '', 10);
  const multipart = (raw.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (Number.isFinite(declared) && declared > max + (multipart ? MULTIPART_OVERHEAD : 0)) {
    throw new ApiError(413, TOO_LARGE);
  }
}

/**
 * Streams `source` to <dir>/<key>.part, hashing it, then renames it to <dir>/<key>. The first
 * bytes must pass `check`; a file over `max` bytes or empty is refused and nothing is left on disk.
 */
export async function storeFile(
  dir: string,
  source: ReadableStream<Uint8Array>,
  check: HeadCheck,
  max: number,
): Promise<StoredFile> {
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
        head = joined.subarray(0, check.headLength);
        if (head.length >= check.headLength) {
          if (!check.matches(head)) throw new ApiError(415, CONTENT_MISMATCH);
          checked = true;
        }
      }
      hash.update(value);
      await handle.write(value);
    }
    if (size === 0) throw new ApiError(422, EMPTY_FILE);
    if (!checked && !check.matches(head)) throw new ApiError(415, CONTENT_MISMATCH);
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

/** What an upload must be: a type its file name declares, and first bytes that match it. */
export interface UploadRules<T> {
  /** 422 when the upload has no usable file name. */
  nameRequired: string;
  /** The type the file name declares; null when it is not accepted (415 `typeNotAllowed`). */
  typeOf(fileName: string): T | null;
  typeNotAllowed: string;
  headLength: number;
  matches(fileName: string, head: Uint8Array): boolean;
}

/**
 * The request's upload checked and stored under `dir` the way every upload is: 413 over `max`
 * (declared or streamed), 422 without a clean file name, 415 for a type `rules` refuse or first
 * bytes that disagree with it. The stored file with its clean name and its type.
 */
export async function storeUpload<T>(
  dir: string,
  raw: Request,
  max: number,
  rules: UploadRules<T>,
): Promise<StoredFile & { fileName: string; type: T }> {
  refuseDeclaredSize(raw, max);
  const incoming = await incomingFile(raw, max);
  const fileName = cleanFileName(incoming.name);
  if (!fileName) throw new ApiError(422, rules.nameRequired);
  const type = rules.typeOf(fileName);
  if (!type) throw new ApiError(415, rules.typeNotAllowed);
  const check = { headLength: rules.headLength, matches: (head: Uint8Array) => rules.matches(fileName, head) };
  return { ...(await storeFile(dir, incoming.body, check, max)), fileName, type };
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
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The stored file as a download response, or null when it is no longer on disk. */
export async function storedFileResponse(
  dir: string,
  key: string,
  meta: { fileName: string; contentType: string | null; sha256: string | null },
): Promise<Response | null> {
  if (!isStoredKey(key)) return null;
  const file = path.join(dir, key);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': meta.contentType ?? 'application/octet-stream',
      'content-length': String(info.size),
      'content-disposition': contentDisposition(meta.fileName),
      'x-content-type-options': 'nosniff',
      ...(meta.sha256 ? { 'x-checksum-sha256': meta.sha256 } : {}),
    },
  });
}
