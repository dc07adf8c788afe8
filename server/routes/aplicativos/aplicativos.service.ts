// Reads and writes of the app downloads (aplicativos.routes.ts holds the routes, server/lib/file-store.ts
// the files on disk). Each venue keeps its own list (issue 32): every read and write is of the
// caller's venue's rows, and another venue's entry — its link and its file — answers 404 like a
// missing one. Every write and its audit row go in one transaction; a file is removed from disk
// only once the row no longer points at it.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppDownloadDto, appDownloadBodySchema, Platform } from '../../../src/contract/downloads';
import type { Db, Tx } from '../../db/client';
import { appDownloads } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { removeStoredFile } from '../../lib/file-store';

const NOT_FOUND = 'El aplicativo no existe';
const FILE_AND_LINK = 'El aplicativo tiene un archivo: bórralo o reemplázalo en lugar de poner un enlace';

type AppDownloadBody = v.InferOutput<typeof appDownloadBodySchema>;
export type DownloadRow = typeof appDownloads.$inferSelect;

function toDto(r: DownloadRow): AppDownloadDto {
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

const live = (venueId: string, id: string) =>
  and(eq(appDownloads.id, id), eq(appDownloads.venueId, venueId), isNull(appDownloads.deletedAt));

function audit(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, action, 'app_downloads', id, before, after);
}

/** A live app download of the venue; 404 when it has none with that id. */
export async function getDownload(db: Db, venueId: string, id: string): Promise<DownloadRow> {
  const [row] = await db.select().from(appDownloads).where(live(venueId, id));
  if (!row) throw new ApiError(404, NOT_FOUND);
  return row;
}

/** Readers only see what they can get; managers also see the entries still waiting for a file. */
export async function listDownloads(db: Db, venueId: string, manager: boolean): Promise<AppDownloadDto[]> {
  const rows = await db
    .select()
    .from(appDownloads)
    .where(and(eq(appDownloads.venueId, venueId), isNull(appDownloads.deletedAt)))
    .orderBy(asc(appDownloads.platform), asc(appDownloads.name), desc(appDownloads.createdAt));
  return rows.filter((r) => manager || r.fileKey || r.url).map(toDto);
}

export function createDownload(db: Db, venueId: string, userId: string, body: AppDownloadBody): Promise<AppDownloadDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appDownloads)
      .values({
        venueId,
        name: body.name,
        platform: body.platform,
        appVersion: body.appVersion,
        notes: body.notes,
        url: body.url,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await audit(tx, userId, 'app_download.create', row.id, null, body);
    return toDto(row);
  });
}

export async function updateDownload(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  body: AppDownloadBody,
): Promise<AppDownloadDto> {
  const before = await getDownload(db, venueId, id);
  if (body.url && before.fileKey) throw new ApiError(409, FILE_AND_LINK);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appDownloads)
      .set({ ...body, updatedAt: new Date() })
      .where(live(venueId, id))
      .returning();
    if (!row) throw new ApiError(404, NOT_FOUND);
    await audit(tx, userId, 'app_download.update', id, toDto(before), body);
    return toDto(row);
  });
}

export interface StoredFile {
  key: string;
  fileName: string;
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Points the download at a file already stored under `dir` (replacing its link and older file);
 * when the row is gone or the write fails, the stored file is removed again.
 */
export async function attachFile(db: Db, dir: string, userId: string, before: DownloadRow, saved: StoredFile) {
  const { key, fileName, size, sha256, contentType } = saved;
  const row = await db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(appDownloads)
        .set({ fileKey: key, fileName, fileSize: size, contentType, sha256, url: '', updatedAt: new Date() })
        .where(live(before.venueId, before.id))
        .returning();
      if (!updated) throw new ApiError(404, NOT_FOUND);
      const was = { fileName: before.fileName, sha256: before.sha256 };
      await audit(tx, userId, 'app_download.upload', before.id, was, { fileName, size, sha256 });
      return updated;
    })
    .catch(async (error: unknown) => {
      await removeStoredFile(dir, key);
      throw error;
    });
  if (before.fileKey && before.fileKey !== key) await removeStoredFile(dir, before.fileKey);
  return toDto(row);
}

export async function deleteDownload(db: Db, dir: string, venueId: string, userId: string, id: string): Promise<void> {
  const before = await getDownload(db, venueId, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(appDownloads).set({ deletedAt: now, updatedAt: now }).where(live(venueId, id));
    await audit(tx, userId, 'app_download.delete', id, toDto(before), null);
  });
  await removeStoredFile(dir, before.fileKey);
}
