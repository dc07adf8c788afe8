// A local write that fails (IndexedDB full, private mode, an aborted transaction) must tell the
// user and lose nothing: the write and its outbox entry are one transaction, so a failed queue()
// leaves the outbox exactly as it was, and the screen keeps what was typed. Screens call
// `toastWriteError(error)` when `replica.queue()` rejects.
import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Dexie from 'dexie';
import { toaster } from '../toaster';
import { translateSyncMessage } from './sync-text';

const QUOTA_NAMES = new Set<string>([
  Dexie.errnames.QuotaExceeded,
  'QuotaExceededError',
  // Firefox before it used the standard name.
  'NS_ERROR_DOM_QUOTA_REACHED',
]);
/** Legacy DOMException code of QuotaExceededError (Safari and old engines report only this). */
const QUOTA_CODE = 22;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  inner?: unknown;
  message?: unknown;
}

/**
 * Whether the storage quota was the cause: the error itself, or the error Dexie wrapped in it
 * (`inner`, e.g. an AbortError whose transaction failed for quota), looked at a few levels deep.
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { name, code, inner } = current as ErrorLike;
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    if (code === QUOTA_CODE && name !== 'AbortError') return true;
    current = inner;
  }
  return false;
}

const QUOTA_MESSAGE = msg`No queda espacio en este dispositivo: libera espacio o sincroniza antes de seguir. Lo que escribiste no se perdió.`;
const GENERIC_MESSAGE = msg`No se pudo guardar el cambio en este dispositivo. Lo que escribiste no se perdió: inténtalo de nuevo.`;

/** What to tell the user about a failed local write. */
export function describeQuotaError(error: unknown): MessageDescriptor {
  return isQuotaError(error) ? QUOTA_MESSAGE : GENERIC_MESSAGE;
}

/** The failed write's own reason, when it is one of ours worth showing (validation, no replica). */
function detailOf(i18n: I18n, error: unknown): string | undefined {
  if (isQuotaError(error)) return undefined;
  const { name, message } = (error ?? {}) as ErrorLike;
  if (name !== 'InvalidCommandError' && name !== 'NoReplicaError') return undefined;
  return typeof message === 'string' && message ? translateSyncMessage(i18n, message) : undefined;
}

/** Shows the failed write as an error toast (longer than the default: it asks for an action). */
export function toastWriteError(error: unknown, i18n: I18n = globalI18n): void {
  const quota = isQuotaError(error);
  toaster.create({
    id: quota ? 'write-quota' : undefined,
    type: 'error',
    title: i18n._(describeQuotaError(error)),
    description: detailOf(i18n, error),
    duration: quota ? 10_000 : 6_000,
  });
}
