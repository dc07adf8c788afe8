// The user's profile photo (user/account): JPEG, PNG or WebP up to 2 MB, stored by
// server/lib/file-store.ts with the checks of app downloads (size limit, first bytes against the
// extension, random stored name). The photo URL names the stored key plus the extension it was
// checked against, so it can be served with the right type to an <img> (which sends no token).
import path from 'node:path';
import * as v from 'valibot';
import { MAX_PHOTO_BYTES, photoTypeOf } from '../../../src/contract/account';
import type { Db } from '../../db/client';
import { isStoredKey, removeStoredFile, storedFileResponse } from '../../lib/file-store';
import { storeImage } from '../../lib/image-upload';
import type { AuthUser } from '../../middleware/auth';
import { setOwnPhoto } from './user-account.service';

/** A photo's public name: the stored key and the checked extension. */
export const PHOTO_KEY = v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'No encontrado'));

/** Stores the upload as the user's photo and deletes the previous stored one. */
export async function uploadPhoto(db: Db, dir: string, user: AuthUser, raw: Request, urlPrefix: string): Promise<void> {
  const saved = await storeImage(dir, raw, MAX_PHOTO_BYTES);
  let previous: string | null;
  try {
    previous = await setOwnPhoto(db, user, `${urlPrefix}${saved.name}`);
  } catch (error) {
    await removeStoredFile(dir, saved.key);
    throw error;
  }
  // The old file goes once the new URL is committed (only ours: a URL from elsewhere stays).
  const oldKey = previous?.startsWith(urlPrefix) ? path.parse(previous.slice(urlPrefix.length)).name : null;
  if (oldKey && isStoredKey(oldKey)) await removeStoredFile(dir, oldKey);
}

/** The stored photo as an inline image response, or null. */
export async function photoResponse(dir: string, name: string): Promise<Response | null> {
  const { name: key, ext } = path.parse(name);
  const type = photoTypeOf(`x${ext}`);
  const res = type ? await storedFileResponse(dir, key, { fileName: name, contentType: type, sha256: null }) : null;
  if (!res) return null;
  res.headers.set('content-disposition', 'inline');
  res.headers.set('cache-control', 'private, max-age=86400');
  return res;
}
