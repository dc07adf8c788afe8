// SPEC §8 for the costs and valued-stock loaders (and the other online lists of this feature):
// the message from the response, else the error's message, else 'Error desconocido'. The HTTP
// client's own English fallback ('Something went wrong') is not a message of the error but the
// absence of one, so it falls through to 'Error desconocido' in the user's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../../lib/api-client';

const UNKNOWN = msg`Error desconocido`;

function responseMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export function loaderErrorMessage(error: unknown, i18n: I18n): string {
  if (isApiError(error)) {
    const fromResponse = responseMessage(error.data);
    if (fromResponse) return fromResponse;
  }
  if (error instanceof Error && error.message.trim() !== '' && error.message !== FALLBACK_ERROR_MESSAGE) return error.message;
  return i18n._(UNKNOWN);
}
