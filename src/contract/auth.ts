// Auth payloads of SPEC §3 and §7, validated by the server and by the sign-in forms alike.
import * as v from 'valibot';

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('El usuario es obligatorio'), v.maxLength(254));
const password = v.pipe(v.string(), v.nonEmpty('La contraseña es obligatoria'), v.maxLength(200));

export const loginSchema = v.object({ email, password });
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Rules for a new password (SPEC leaves them open): 8–200 characters, not only digits. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'La contraseña debe tener al menos 8 caracteres'),
  v.maxLength(200, 'La contraseña es demasiado larga'),
  v.check((s) => !/^\d+$/.test(s), 'La contraseña no puede ser solo números'),
);

export const registerSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('El usuario es obligatorio'),
    v.email('El correo no es válido'),
    v.maxLength(254),
  ),
  password: newPasswordSchema,
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('El nombre es obligatorio'), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('El apellido es obligatorio'), v.maxLength(100)),
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

/** POST /account/verify: the token of the activation link a registration sent (issue 15 #12). */
export const verifyRegistrationSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty('El enlace para activar la cuenta no es válido'), v.maxLength(200)),
});
export type VerifyRegistrationInput = v.InferOutput<typeof verifyRegistrationSchema>;

export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: password,
    password: newPasswordSchema,
    confirmNewPassword: v.string(),
  }),
  v.forward(
    v.check((i) => i.password === i.confirmNewPassword, 'Las contraseñas no coinciden'),
    ['confirmNewPassword'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

/** The session user of SPEC §3. */
export const sessionUserSchema = v.pipe(
  v.object({
    id: v.string(),
    email: v.string(),
    name: v.string(),
    lastname: v.string(),
    displayName: v.string(),
    position: v.string(),
    photoURL: v.nullable(v.string()),
    /** Privilege codes (SPEC §6). */
    privi: v.array(v.string()),
    ticketero: v.object({ active: v.boolean(), url: v.nullable(v.string()) }),
    venueId: v.nullable(v.string()),
    /** The venue's IANA time zone: venue times are shown on its clock (absent in accounts cached before it). */
    venueTimezone: v.optional(v.nullable(v.string())),
    /** The venue's cutoff hour (0..12): before it, the night before is still under way. */
    venueCutoffHour: v.optional(v.nullable(v.number())),
    mustChangePassword: v.boolean(),
    /** Two-factor sign-in: enabled (a TOTP authenticator confirmed), required by an admin. */
    twoFactor: v.optional(v.object({ enabled: v.boolean(), required: v.boolean() })),
  }),
  v.metadata({ ref: 'SessionUser' }),
);
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** An admin requires two-factor sign-in and the user has not enrolled: enrolment comes first. */
export function mustEnrolTwoFactor(user: Pick<SessionUser, 'twoFactor'> | null | undefined): boolean {
  return !!user?.twoFactor?.required && !user.twoFactor.enabled;
}

export const loginResponseSchema = v.object({
  accessToken: v.string(),
  user: sessionUserSchema,
  mustChangePassword: v.boolean(),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

export const changePasswordResponseSchema = v.object({ accessToken: v.string() });
export type ChangePasswordResponse = v.InferOutput<typeof changePasswordResponseSchema>;

/** '¿Olvidaste tu clave?': the user (an email) to send the reset link to. */
export const resetPasswordSchema = v.object({ email });
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

/** The new password chosen on the page the reset link opens. */
export const resetPasswordConfirmSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty('El enlace para recuperar la clave no es válido'), v.maxLength(200)),
    password: newPasswordSchema,
    confirmNewPassword: v.string(),
  }),
  v.forward(
    v.check((i) => i.password === i.confirmNewPassword, 'Las contraseñas no coinciden'),
    ['confirmNewPassword'],
  ),
);
export type ResetPasswordConfirmInput = v.InferOutput<typeof resetPasswordConfirmSchema>;
