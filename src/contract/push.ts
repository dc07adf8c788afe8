// The push token calls of SPEC §7: the device's FCM registration token, saved after the opt-in
// and deleted at sign-out.
import * as v from 'valibot';

/** SPEC §3: the token as the app keeps it in local storage. */
export const PUSH_TOKEN_KEY = 'pt';

export const pushTokenSchema = v.object({
  token: v.pipe(
    v.string('El token es obligatorio'),
    v.trim(),
    v.minLength(1, 'El token es obligatorio'),
    v.maxLength(4096, 'El token es demasiado largo'),
  ),
});

export type PushTokenInput = v.InferOutput<typeof pushTokenSchema>;
