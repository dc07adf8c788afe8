// What a failed request says on screen: the server's message (it arrives already in the interface
// language; a feature may still translate the contract texts it knows), or, when no answer came,
// that there is no network or no server.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { FALLBACK_ERROR_MESSAGE, toApiError } from '../api-client';
import { translateKnownMessage } from '../i18n/known-messages';
import { useOnline } from './online-only';

/** A message in the interface language; undefined keeps it as it came. */
export type MessageTranslator = (i18n: I18n, message: string) => string | undefined;

/** For screens that show the server's text exactly as sent. */
export const untranslated: MessageTranslator = (_i18n, message) => message;

const NO_SERVER = msg`No se pudo conectar con el servidor. Intenta de nuevo.`;
const OFFLINE = msg`No tienes conexión a internet`;

export function errorMessage(
  error: unknown,
  i18n: I18n,
  online: boolean,
  translate: MessageTranslator = translateKnownMessage,
): string {
  const e = toApiError(error);
  if (e.status === undefined && (!online || e.message === FALLBACK_ERROR_MESSAGE)) {
    return i18n._(online ? NO_SERVER : OFFLINE);
  }
  return translate(i18n, e.message) ?? e.message;
}

/**
 * `errorMessage` in the interface language and for the connection as it is now. The function is
 * stable until the connection (or the translator) changes, so callbacks and effects may depend on
 * it; the language is read when it is called (the calling screen re-renders on a language change).
 */
export function useErrorMessage(translate?: MessageTranslator): (error: unknown) => string {
  const { i18n } = useLingui();
  const online = useOnline();
  return useCallback((error: unknown) => errorMessage(error, i18n, online, translate), [i18n, online, translate]);
}
