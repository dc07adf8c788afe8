// Staff administration (user/list, user/new, user/$name/edit) as it travels between the app and
// /api/user/manage-users (server/routes/users/). Everything here needs 300. `$name` in the edit
// route is the user's id. The Spanish texts are translated by server/routes/users/users.messages.ts
// and by the app (features/staff/messages.ts).
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { idNameSchema, requiredText, stringOrNull } from './common';
import { ALL_PRIVILEGE_CODES } from './privileges';
import { staffTwoFactorSchema } from './two-factor';

export const ST_BAD_ID = 'El identificador no es válido';
export const ST_EMAIL_REQUIRED = 'El correo es obligatorio';
export const ST_BAD_EMAIL = 'El correo no es válido';
export const ST_FIRST_NAME_REQUIRED = 'El nombre es obligatorio';
export const ST_LAST_NAME_REQUIRED = 'El apellido es obligatorio';
export const ST_TEXT_TOO_LONG = 'El texto es demasiado largo';
export const ST_BAD_URL = 'La dirección debe empezar con https://';
export const ST_BAD_CODE = 'El código de privilegio no existe';
export const ST_BAD_VENUES = 'Elige al menos un local';
export const ST_BAD_ACTIVE = 'Indica si está activo';
export const ST_BAD_MODE = 'Elige cómo empieza la cuenta';

export const MAX_NAME = 80;
export const MAX_URL = 500;
/** An invitation link works this long (then the admin sends a new one). */
export const INVITATION_TTL_HOURS = 72;

const uuid = uuidField;
const required = (message: string) => requiredText(message, MAX_NAME, ST_TEXT_TOO_LONG);
const optionalText = v.optional(v.pipe(v.string(ST_TEXT_TOO_LONG), v.trim(), v.maxLength(MAX_NAME, ST_TEXT_TOO_LONG)), '');
/** A photo or ticketing address: https only (never javascript: or data:), or empty for none. */
const httpsUrl = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(ST_BAD_URL),
        v.trim(),
        v.maxLength(MAX_URL, ST_TEXT_TOO_LONG),
        v.url(ST_BAD_URL),
        v.startsWith('https://', ST_BAD_URL),
      ),
    ],
    ST_BAD_URL,
  ),
  '',
);
const code = v.picklist(ALL_PRIVILEGE_CODES, ST_BAD_CODE);
const codes = v.pipe(v.array(code, ST_BAD_CODE), v.maxLength(ALL_PRIVILEGE_CODES.length * 2, ST_BAD_CODE));
const venueIds = v.pipe(v.array(uuid, ST_BAD_VENUES), v.minLength(1, ST_BAD_VENUES), v.maxLength(50, ST_BAD_VENUES));

export const staffIdParamSchema = v.object({ id: uuid });

export const STAFF_STATUSES = ['active', 'inactive', 'locked', 'invited'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** GET /api/user/manage-users query: text in name or email, status, one code (all optional). */
export const staffListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_NAME, ST_TEXT_TOO_LONG)), ''),
  status: v.optional(v.picklist(['all', ...STAFF_STATUSES], ST_BAD_ACTIVE), 'all'),
  code: v.optional(code),
});
export type StaffListQuery = v.InferOutput<typeof staffListQuerySchema>;

export const staffProfileFields = {
  firstName: required(ST_FIRST_NAME_REQUIRED),
  lastName: required(ST_LAST_NAME_REQUIRED),
  position: optionalText,
  photoUrl: httpsUrl,
};

/** POST /api/user/manage-users: a new account at the admin's venue. */
export const staffCreateSchema = v.strictObject({
  email: v.pipe(
    v.string(ST_EMAIL_REQUIRED),
    v.trim(),
    v.nonEmpty(ST_EMAIL_REQUIRED),
    v.maxLength(254, ST_BAD_EMAIL),
    v.email(ST_BAD_EMAIL),
  ),
  ...staffProfileFields,
  /**
   * 'default': NOCTUA_DEFAULT_PASSWORD (or, when the deployment sets none, one generated for the
   * account and shown once), valid 24 h and changed at first sign-in; 'invite': a one-time link.
   */
  start: v.picklist(['default', 'invite'], ST_BAD_MODE),
  codes: v.optional(codes, []),
});
export type StaffCreateInput = v.InferOutput<typeof staffCreateSchema>;

/** PUT /api/user/manage-users/:id: the profile, ticketing and venues (not codes, not active). */
export const staffUpdateSchema = v.strictObject({
  ...staffProfileFields,
  ticketingActive: v.boolean(ST_BAD_ACTIVE),
  ticketingUrl: httpsUrl,
  venueIds,
});
export type StaffUpdateInput = v.InferOutput<typeof staffUpdateSchema>;

/** PUT /api/user/manage-users/:id/privileges: the whole set of codes the user holds. */
export const staffPrivilegesSchema = v.strictObject({ codes });
export type StaffPrivilegesInput = v.InferOutput<typeof staffPrivilegesSchema>;

// ── answers ─────────────────────────────────────────────────────────────────────────────

/** ISO 8601 instant, or null. */
const isoOrNull = stringOrNull;

/** One row of the staff list (GET /api/user/manage-users, POST /api/settings/users). */
export const staffUserRowSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  displayName: v.string(),
  position: v.string(),
  photoUrl: stringOrNull,
  active: v.boolean(),
  /** Signed-in attempts are locked out now (login_throttle) until this instant. */
  lockedUntil: isoOrNull,
  /** Has an unused, unexpired invitation and has never signed in. */
  invited: v.boolean(),
  mustChangePassword: v.boolean(),
  lastSignInAt: isoOrNull,
  /** The privilege codes held, in code order. */
  codes: v.array(v.picklist(ALL_PRIVILEGE_CODES)),
  /** inactive wins over locked, locked over invited. */
  status: v.picklist(STAFF_STATUSES),
});
export type StaffUserRow = v.InferOutput<typeof staffUserRowSchema>;

export const staffVenueSchema = idNameSchema;
export type StaffVenue = v.InferOutput<typeof staffVenueSchema>;

/** How long a two-factor reset request waits for a second admin. */
export const TWO_FACTOR_RESET_TTL_HOURS = 24;

/**
 * A two-factor reset of a money/access role (141, 201, 204, 300, 302, 306, 308, 312) by anyone but
 * the owner (every code) is a request that a second admin confirms within 24 h.
 */
export const staffTwoFactorResetSchema = v.object({
  /** True when the signed-in admin's reset only asks: another admin must confirm it. */
  needsSecondAdmin: v.boolean(),
  /** The open request (unconfirmed, not expired), if any. */
  pending: v.nullable(
    v.object({
      requestedBy: v.string(),
      requestedByName: v.string(),
      /** ISO 8601. */
      requestedAt: v.string(),
      /** ISO 8601. */
      expiresAt: v.string(),
      /** Asked by the signed-in admin: someone else must confirm it. */
      mine: v.boolean(),
    }),
  ),
});
export type StaffTwoFactorResetDto = v.InferOutput<typeof staffTwoFactorResetSchema>;

const staffUserDetailEntries = {
  ...staffUserRowSchema.entries,
  ticketingActive: v.boolean(),
  ticketingUrl: stringOrNull,
  /** The venues the user works at, by name. */
  venueIds: v.array(v.string()),
  defaultVenueId: stringOrNull,
  /** The venues the signed-in admin works at (the choices of the venue picker). */
  venueChoices: v.array(staffVenueSchema),
  /** True when this is the signed-in admin: their own codes and active flag are read-only. */
  self: v.boolean(),
  /** Two-factor sign-in: required by an admin, enrolled, and whether it may be required. */
  twoFactor: staffTwoFactorSchema,
  /** Resetting it: whether a second admin must confirm, and the request waiting for one. */
  twoFactorReset: staffTwoFactorResetSchema,
};

/** GET /api/user/manage-users/:id (and every write of one user): one user to edit, with the venues the admin may assign. */
export const staffUserDetailSchema = v.object(staffUserDetailEntries);
export type StaffUserDetail = v.InferOutput<typeof staffUserDetailSchema>;

/** GET /api/user/all: every user of the venue, short (pickers). */
export const staffUserOptionSchema = v.object({
  id: v.string(),
  email: v.string(),
  displayName: v.string(),
  position: v.string(),
  active: v.boolean(),
});
export type StaffUserOption = v.InferOutput<typeof staffUserOptionSchema>;

/** POST /api/settings/privilegiosUsuarios: the code table and who holds what. */
export const userPrivilegesSchema = v.object({
  /** The privileges table, by code. */
  privileges: v.array(v.object({ code: v.string(), description: v.string() })),
  /** The codes of the venue's users, by user and code. */
  userPrivileges: v.array(v.object({ userId: v.string(), code: v.string() })),
});
export type UserPrivilegesDto = v.InferOutput<typeof userPrivilegesSchema>;

/** Answer of create and of POST …/:id/invitation: the user and, for an invitation, when it ends. */
export const staffCreateResultSchema = v.object({
  user: staffUserDetailSchema,
  /** ISO 8601; null when the account starts with a password instead. */
  invitationExpiresAt: isoOrNull,
  /** The one-time link, in this answer only (the server keeps its hash): the admin hands it over. */
  invitationLink: stringOrNull,
  /**
   * The password generated for this account when the deployment sets no NOCTUA_DEFAULT_PASSWORD:
   * in this answer only (the server keeps its hash), valid 24 h. Null otherwise.
   */
  temporaryPassword: stringOrNull,
});
export type StaffCreateResult = v.InferOutput<typeof staffCreateResultSchema>;

/** Answer of POST …/:id/reset-password: the user, and the generated password when there is one. */
export const staffPasswordResetResultSchema = v.object({
  ...staffUserDetailEntries,
  temporaryPassword: stringOrNull,
});
export type StaffPasswordResetResult = v.InferOutput<typeof staffPasswordResetResultSchema>;
