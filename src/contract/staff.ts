// Staff administration (user/list, user/new, user/$name/edit) as it travels between the app and
// /api/user/manage-users (server/routes/users/). Everything here needs 300. `$name` in the edit
// route is the user's id. The Spanish texts are translated by server/routes/users/users.messages.ts
// and by the app (features/staff/messages.ts).
import * as v from 'valibot';
import { ALL_PRIVILEGE_CODES, type PrivilegeCode } from './privileges';
import type { StaffTwoFactorDto } from './two-factor';

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

const uuid = v.pipe(v.string(ST_BAD_ID), v.uuid(ST_BAD_ID));
const required = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_NAME, ST_TEXT_TOO_LONG));
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

/** One row of the staff list (GET /api/user/manage-users, POST /api/settings/users). */
export interface StaffUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  position: string;
  photoUrl: string | null;
  active: boolean;
  /** Signed-in attempts are locked out now (login_throttle) until this instant. */
  lockedUntil: string | null;
  /** Has an unused, unexpired invitation and has never signed in. */
  invited: boolean;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  codes: PrivilegeCode[];
  status: StaffStatus;
}

export interface StaffVenue {
  id: string;
  name: string;
}

/** GET /api/user/manage-users/:id: one user to edit, with the venues the admin may assign. */
export interface StaffUserDetail extends StaffUserRow {
  ticketingActive: boolean;
  ticketingUrl: string | null;
  venueIds: string[];
  defaultVenueId: string | null;
  /** The venues the signed-in admin works at (the choices of the venue picker). */
  venueChoices: StaffVenue[];
  /** True when this is the signed-in admin: their own codes and active flag are read-only. */
  self: boolean;
  /** Two-factor sign-in: required by an admin, enrolled, and whether it may be required. */
  twoFactor: StaffTwoFactorDto;
  /** Resetting it: whether a second admin must confirm, and the request waiting for one. */
  twoFactorReset: StaffTwoFactorResetDto;
}

/** How long a two-factor reset request waits for a second admin. */
export const TWO_FACTOR_RESET_TTL_HOURS = 24;

/**
 * A two-factor reset of a money/access role (141, 201, 204, 300, 302, 306, 308, 312) by anyone but
 * the owner (every code) is a request that a second admin confirms within 24 h.
 */
export interface StaffTwoFactorResetDto {
  /** True when the signed-in admin's reset only asks: another admin must confirm it. */
  needsSecondAdmin: boolean;
  pending: {
    requestedBy: string;
    requestedByName: string;
    requestedAt: string;
    expiresAt: string;
    /** Asked by the signed-in admin: someone else must confirm it. */
    mine: boolean;
  } | null;
}

/** GET /api/user/all: every user of the venue, short (pickers). */
export interface StaffUserOption {
  id: string;
  email: string;
  displayName: string;
  position: string;
  active: boolean;
}

/** POST /api/settings/privilegiosUsuarios: the code table and who holds what. */
export interface UserPrivilegesDto {
  privileges: { code: string; description: string }[];
  userPrivileges: { userId: string; code: string }[];
}

/** Answer of create and of POST …/:id/invitation: the user and, for an invitation, when it ends. */
export interface StaffCreateResult {
  user: StaffUserDetail;
  invitationExpiresAt: string | null;
  /** The one-time link, in this answer only (the server keeps its hash): the admin hands it over. */
  invitationLink: string | null;
  /**
   * The password generated for this account when the deployment sets no NOCTUA_DEFAULT_PASSWORD:
   * in this answer only (the server keeps its hash), valid 24 h. Null otherwise.
   */
  temporaryPassword: string | null;
}

/** Answer of POST …/:id/reset-password: the user, and the generated password when there is one. */
export interface StaffPasswordResetResult extends StaffUserDetail {
  temporaryPassword: string | null;
}
