// An uploaded image (profile photo, blog cover): JPEG, PNG or WebP, stored by file-store.ts with
// the checks of app downloads (declared and streamed size, a clean name, the first bytes against
// the extension, a random stored name). The public name is the stored key plus the extension it
// was checked against, so it can be served with the right type to an <img>.
import { PHOTO_MAGIC_LENGTH, PHOTO_TYPE_NOT_ALLOWED, photoMagicMatches, photoTypeOf } from '../../src/contract/account';
import { cleanFileName } from '../../src/contract/downloads';
import { ApiError } from './errors';
import { FILE_REQUIRED, incomingFile, refuseDeclaredSize, storeFile } from './file-store';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Stores the request's image under `dir`; its stored key and `key.ext`, the name to serve it by. */
export async function storeImage(dir: string, raw: Request, maxBytes: number): Promise<{ key: string; name: string }> {
  refuseDeclaredSize(raw, maxBytes);
  const incoming = await incomingFile(raw, maxBytes);
  const fileName = cleanFileName(incoming.name);
  if (!fileName) throw new ApiError(422, FILE_REQUIRED);
  const type = photoTypeOf(fileName);
  if (!type) throw new ApiError(415, PHOTO_TYPE_NOT_ALLOWED);
  const saved = await storeFile(
    dir,
    incoming.body,
    { headLength: PHOTO_MAGIC_LENGTH, matches: (head) => photoMagicMatches(fileName, head) },
    maxBytes,
  );
  return { key: saved.key, name: `${saved.key}.${EXTENSION[type]}` };
}
