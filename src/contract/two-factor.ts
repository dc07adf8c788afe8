// Two-factor sign-in (issue 16 "Security"): TOTP (RFC 6238) with any authenticator app, recovery
// codes shown once, and the second sign-in step. Shapes shared by the server and the screens.
import * as v from 'valibot';
import type { PrivilegeCode } from './privileges';

/** Codes that hold money or access: an admin may require two-factor sign-in of their holders. */
export const TWO_FACTOR_CODES: PrivilegeCode[] = ['141', '201', '204', '300', '302', '306', '308', '312'];

/** How long the second step of a sign-in may take (seconds). */
export const TOTP_CHALLENGE_TTL_SECONDS = 300;

/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** /account/login for an account with two-factor sign-in: the second step instead of the token. */
export const totpChallengeResponseSchema = v.object({
  twoFactorRequired: v.literal(true),
  challenge: v.string(),
  /** Seconds the challenge stays valid. */
  expiresIn: v.number(),
});
export type TotpChallengeResponse = v.InferOutput<typeof totpChallengeResponseSchema>;

const totpCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{3} ?\d{3}$/, 'El código debe tener 6 dígitos'),
  v.transform((s) => s.replace(' ', '')),
);
const recoveryCode = v.pipe(v.string(), v.trim(), v.nonEmpty('El código de recuperación es obligatorio'), v.maxLength(40));

/** POST /account/login/totp: the challenge plus a current code or one recovery code. */
export const loginTotpSchema = v.pipe(
  v.object({
    challenge: v.pipe(v.string(), v.nonEmpty('La verificación expiró. Inicia sesión de nuevo.'), v.maxLength(2000)),
    code: v.optional(totpCode),
    recoveryCode: v.optional(recoveryCode),
  }),
  v.check(
    (i) => (i.code === undefined) !== (i.recoveryCode === undefined),
    'Ingresa el código de tu aplicación o un código de recuperación',
  ),
);
export type LoginTotpInput = v.InferOutput<typeof loginTotpSchema>;

/** A current code of the authenticator (confirm the enrolment, turn it off). */
export const totpCodeSchema = v.object({ code: totpCode });
export type TotpCodeInput = v.InferOutput<typeof totpCodeSchema>;

/** GET /user/account/two-factor */
export const twoFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** An admin requires it: it cannot be turned off. */
  required: v.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: v.number(),
});
export type TwoFactorStatusDto = v.InferOutput<typeof twoFactorStatusSchema>;

/** POST /user/account/two-factor/setup: the secret to scan (QR of `otpauthUri`) or type in. */
export const twoFactorSetupSchema = v.object({ secret: v.string(), otpauthUri: v.string() });
export type TwoFactorSetupDto = v.InferOutput<typeof twoFactorSetupSchema>;

/** POST /user/account/two-factor/confirm and .../recovery-codes: shown once, never again. */
export const recoveryCodesSchema = v.object({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodesDto = v.InferOutput<typeof recoveryCodesSchema>;

/** PUT /user/manage-users/:id/two-factor (300). */
export const twoFactorRequirementSchema = v.object({ required: v.boolean() });

/** The staff edit screen's view of a user's two-factor sign-in. */
export const staffTwoFactorSchema = v.object({
  /** An admin requires it of this user. */
  required: v.boolean(),
  /** The user has a confirmed authenticator. */
  enabled: v.boolean(),
  /** Holds a money or access code: the requirement may be set. */
  eligible: v.boolean(),
});
export type StaffTwoFactorDto = v.InferOutput<typeof staffTwoFactorSchema>;
