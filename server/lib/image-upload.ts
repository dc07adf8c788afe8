// An uploaded image (profile photo, blog cover): JPEG, PNG or WebP, stored by file-store.ts with
// the checks of app downloads (declared and streamed size, a clean name, the first bytes against
// the extension, a random stored name). The public name is the stored key plus the extension it
// was checked against, so it can be served with the right type to an <img>.
import path from 'node:path';
import { PHOTO_MAGIC_LENGTH, PHOTO_TYPE_NOT_ALLOWED, photoMagicMatches, photoTypeOf } from '../../src/contract/account';
import { FILE_REQUIRED, isStoredKey, removeStoredFile, storedFileResponse, storeUpload } from './file-store';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Stores the request's image under `dir`; its stored key and `key.ext`, the name to serve it by. */
export async function storeImage(dir: string, raw: Request, maxBytes: number): Promise<{ key: string; name: string }> {
  const saved = await storeUpload(dir, raw, maxBytes, {
    nameRequired: FILE_REQUIRED,
    typeOf: photoTypeOf,
    typeNotAllowed: PHOTO_TYPE_NOT_ALLOWED,
    headLength: PHOTO_MAGIC_LENGTH,
    matches: photoMagicMatches,
  });
  return { key: saved.key, name: `${saved.key}.${EXTENSION[saved.type]}` };
}

/**
 * Stores the request's image as the new one of a row: `commit` saves its URL (`urlPrefix` + name)
 * and answers the URL it replaces. A failed commit removes the new file; once it is committed the
 * previous file goes (only ours: a URL from elsewhere stays).
 */
export async function replaceImage(
  dir: string,
  raw: Request,
  maxBytes: number,
  urlPrefix: string,
  commit: (url: string) => Promise<string | null>,
): Promise<void> {
  const saved = await storeImage(dir, raw, maxBytes);
  let previous: string | null;
  try {
    previous = await commit(`${urlPrefix}${saved.name}`);
  } catch (error) {
    await removeStoredFile(dir, saved.key);
    throw error;
  }
  const oldKey = previous?.startsWith(urlPrefix) ? path.parse(previous.slice(urlPrefix.length)).name : null;
  if (oldKey && isStoredKey(oldKey)) await removeStoredFile(dir, oldKey);
}

/** The stored image named `name` (`key.ext`) served inline with its type, cached a day; null if none. */
export async function imageResponse(dir: string, name: string): Promise<Response | null> {
  const { name: key, ext } = path.parse(name);
  const type = photoTypeOf(`x${ext}`);
  const res = type ? await storedFileResponse(dir, key, { fileName: name, contentType: type, sha256: null }) : null;
  if (!res) return null;
  res.headers.set('content-disposition', 'inline');
  res.headers.set('cache-control', 'private, max-age=86400');
  return res;
}
