// App downloads (general/descargarAplicativos): the POS apps with their version and notes, either
// an external link or a file the server stores (/api/aplicativos, server/routes/ops/downloads.ts).
// The file type rules live here so the app refuses a wrong file before uploading it and the server
// applies exactly the same check (extension and first bytes) when it arrives.
import * as v from 'valibot';
import { stringOrNull, trimmedText } from './common';

export const PLATFORMS = ['android', 'windows', 'linux', 'ios', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const MAX_APP_NAME = 80;
export const MAX_APP_VERSION = 40;
export const MAX_APP_NOTES = 2000;
export const MAX_FILE_NAME = 200;

const BAD_PLATFORM = 'La plataforma no es válida';
const BAD_URL = 'El enlace debe empezar con http:// o https://';

export const appDownloadBodySchema = v.strictObject({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('El nombre es obligatorio'),
    v.maxLength(MAX_APP_NAME, 'El nombre es demasiado largo'),
  ),
  platform: v.picklist(PLATFORMS, BAD_PLATFORM),
  appVersion: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('La versión es obligatoria'),
    v.maxLength(MAX_APP_VERSION, 'La versión es demasiado larga'),
  ),
  notes: v.optional(trimmedText(MAX_APP_NOTES, 'Las notas son demasiado largas'), ''),
  /** An external link (store page, vendor site); empty when the file is uploaded. */
  url: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(1000, 'El enlace es demasiado largo'),
      v.check((s) => s === '' || isHttpUrl(s), BAD_URL),
    ),
    '',
  ),
});
export type AppDownloadBody = v.InferInput<typeof appDownloadBodySchema>;

export const appDownloadSchema = v.object({
  id: v.string(),
  name: v.string(),
  platform: v.picklist(PLATFORMS),
  appVersion: v.string(),
  notes: v.string(),
  /** External link ('' when the server stores the file). */
  url: v.string(),
  hasFile: v.boolean(),
  /** The uploaded file's name, size (bytes), type and SHA-256 (hex); null without a file. */
  fileName: stringOrNull,
  fileSize: v.nullable(v.number()),
  contentType: stringOrNull,
  sha256: stringOrNull,
  /** ISO 8601. */
  createdAt: v.string(),
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type AppDownloadDto = v.InferOutput<typeof appDownloadSchema>;

export function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

interface FileKind {
  contentType: string;
  /** Accepted first bytes (any of them). */
  magic: readonly (readonly number[])[];
}

const ZIP = [[0x50, 0x4b, 0x03, 0x04]] as const;
const MZ = [[0x4d, 0x5a]] as const;
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] as const;
const ELF = [[0x7f, 0x45, 0x4c, 0x46]] as const;

/** The file types the server stores, by lower-case extension. */
export const FILE_KINDS: Record<string, FileKind> = {
  apk: { contentType: 'application/vnd.android.package-archive', magic: ZIP },
  aab: { contentType: 'application/octet-stream', magic: ZIP },
  ipa: { contentType: 'application/octet-stream', magic: ZIP },
  zip: { contentType: 'application/zip', magic: ZIP },
  exe: { contentType: 'application/vnd.microsoft.portable-executable', magic: MZ },
  msi: { contentType: 'application/x-msi', magic: [...OLE, ...MZ] },
  appimage: { contentType: 'application/vnd.appimage', magic: ELF },
};
export const ACCEPTED_EXTENSIONS = Object.keys(FILE_KINDS).map((e) => `.${e}`);
/** Bytes needed to recognise any kind. */
export const MAGIC_LENGTH = 8;

/** The extension of a file name, lower-case, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function kindOfName(fileName: string): FileKind | null {
  return FILE_KINDS[extensionOf(fileName)] ?? null;
}

/** Whether the first bytes of a file match what its extension promises. */
export function magicMatches(fileName: string, head: Uint8Array): boolean {
  const kind = kindOfName(fileName);
  if (!kind) return false;
  return kind.magic.some((sig) => sig.length <= head.length && sig.every((b, i) => head[i] === b));
}

/**
 * A user's file name made safe to keep as a label: no folders, no control characters, no
 * characters that break a header, trimmed and bounded. It is only ever shown and sent back in
 * Content-Disposition; the file on disk has a random name.
 */
export function cleanFileName(raw: string): string {
  const base = [...(raw.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(ch))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  if (base.length <= MAX_FILE_NAME) return base;
  const ext = extensionOf(base);
  return `${base.slice(0, MAX_FILE_NAME - ext.length - 1)}.${ext}`;
}
