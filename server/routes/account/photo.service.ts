// The user's profile photo (user/account): JPEG, PNG or WebP up to 2 MB, stored by
// server/lib/file-store.ts with the checks of app downloads (size limit, first bytes against the
// extension, random stored name). The photo URL names the stored key plus the extension it was
// checked against, so it can be served with the right type to an <img> (which sends no token).
import * as v from 'valibot';
import { MAX_PHOTO_BYTES } from '../../../src/contract/account';
import type { Db } from '../../db/client';
import { replaceImage } from '../../lib/image-upload';
import type { AuthUser } from '../../middleware/auth';
import { setOwnPhoto } from './user-account.service';

/** A photo's public name: the stored key and the checked extension. */
export const PHOTO_KEY = v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'No encontrado'));

/** Stores the upload as the user's photo and deletes the previous stored one. */
export function uploadPhoto(db: Db, dir: string, user: AuthUser, raw: Request, urlPrefix: string): Promise<void> {
  return replaceImage(dir, raw, MAX_PHOTO_BYTES, urlPrefix, (url) => setOwnPhoto(db, user, url));
}
