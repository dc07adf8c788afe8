// What happens when the server refuses the session while changes wait to be sent: a warning
// that says nothing is lost, and the sign-in screen. The queue stays in the replica and goes out
// after the user signs in again.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Auth } from '../auth/auth-store';
import { toaster } from '../toaster';

export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

export function notifySessionExpired(auth: Auth): void {
  toaster.create({
    id: SESSION_EXPIRED_TOAST_ID,
    type: 'warning',
    title: i18n._(msg`Tu sesión expiró`),
    description: i18n._(msg`Inicia sesión de nuevo para enviar los cambios guardados en este dispositivo. No se perdió nada.`),
    duration: 10_000,
  });
  auth.sessionExpired();
}
