// Receipts attached to cash movements: a photo or PDF per upload, kept by server/lib/file-store.ts
// (the checks of app downloads: size limit, first bytes against the extension, random stored name,
// SHA-256) under <dataDir>/receipts. The ledger row is never touched: attachments are their own rows.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  type AttachmentDto,
  MAX_RECEIPT_BYTES,
  RECEIPT_MAGIC_LENGTH,
  RECEIPT_TYPE_NOT_ALLOWED,
  receiptKindOf,
  receiptMagicMatches,
} from '../../../src/contract/cashflow';
import type { Db } from '../../db/client';
import { cashAccounts, cashMovementAttachments, cashMovements } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { removeStoredFile, storedFileResponse, storeUpload } from '../../lib/file-store';
import { MOVEMENT_NOT_FOUND } from './movements.service';

const NAME_REQUIRED = 'Falta el nombre del archivo';
const ATTACHMENT_NOT_FOUND = 'El comprobante no existe';
const FILE_MISSING = 'El archivo del comprobante ya no está en el servidor';

type Row = typeof cashMovementAttachments.$inferSelect;

function toDto(r: Row): AttachmentDto {
  return {
    id: r.id,
    movementId: r.movementId,
    fileName: r.fileName,
    fileSize: Number(r.fileSize),
    contentType: r.contentType,
    sha256: r.sha256,
    uploadedBy: r.uploadedBy,
    createdAt: r.createdAt.toISOString(),
  };
}

async function checkMovement(db: Db, venueId: string, movementId: string) {
  const [m] = await db
    .select({ id: cashMovements.id })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .where(and(eq(cashMovements.id, movementId), eq(cashAccounts.venueId, venueId), isNull(cashMovements.deletedAt)));
  if (!m) throw new ApiError(404, MOVEMENT_NOT_FOUND);
}

export async function listAttachments(db: Db, venueId: string, movementId: string): Promise<AttachmentDto[]> {
  await checkMovement(db, venueId, movementId);
  const rows = await db
    .select()
    .from(cashMovementAttachments)
    .where(and(eq(cashMovementAttachments.movementId, movementId), isNull(cashMovementAttachments.deletedAt)))
    .orderBy(asc(cashMovementAttachments.createdAt));
  return rows.map(toDto);
}

export async function uploadAttachment(
  db: Db,
  dir: string,
  actor: { venueId: string; userId: string },
  movementId: string,
  raw: Request,
): Promise<AttachmentDto> {
  await checkMovement(db, actor.venueId, movementId);
  const saved = await storeUpload(dir, raw, MAX_RECEIPT_BYTES, {
    nameRequired: NAME_REQUIRED,
    typeOf: receiptKindOf,
    typeNotAllowed: RECEIPT_TYPE_NOT_ALLOWED,
    headLength: RECEIPT_MAGIC_LENGTH,
    matches: receiptMagicMatches,
  });
  const { fileName, type: kind } = saved;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cashMovementAttachments)
        .values({
          movementId,
          fileKey: saved.key,
          fileName,
          fileSize: saved.size,
          contentType: kind.contentType,
          sha256: saved.sha256,
          uploadedBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await writeAudit(tx, actor.userId, 'cash_movement.attach', 'cash_movement_attachments', row.id, null, {
        movementId,
        fileName,
        size: saved.size,
        sha256: saved.sha256,
      });
      return toDto(row);
    });
  } catch (error) {
    await removeStoredFile(dir, saved.key);
    throw error;
  }
}

export async function attachmentDownload(db: Db, dir: string, venueId: string, id: string): Promise<Response> {
  const [row] = await db
    .select({ f: cashMovementAttachments })
    .from(cashMovementAttachments)
    .innerJoin(cashMovements, eq(cashMovements.id, cashMovementAttachments.movementId))
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .where(and(eq(cashMovementAttachments.id, id), eq(cashAccounts.venueId, venueId), isNull(cashMovementAttachments.deletedAt)));
  if (!row) throw new ApiError(404, ATTACHMENT_NOT_FOUND);
  const res = await storedFileResponse(dir, row.f.fileKey, {
    fileName: row.f.fileName,
    contentType: row.f.contentType,
    sha256: row.f.sha256,
  });
  if (!res) throw new ApiError(404, FILE_MISSING);
  return res;
}
