// Who may act on whose account (issue 32 #1): the one definition the staff administration
// (server/routes/users/users-admin.service.ts) checks, for granting codes and for every action on
// another user's account. An actor never reaches past their own codes: they grant or remove only
// codes they hold, and they act on an account (invite, reset its password, deactivate or activate
// it, edit its profile or venues, change its codes, unlock it, require or reset its two-factor
// sign-in) only when they hold every code that account holds — so a 300 holder cannot take over
// the all-codes admin. A two-factor reset of a money/access role (MONEY_ACCESS_CODES) needs the
// owner (an actor holding every code of SPEC §6) or a second admin's confirmation.
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { TWO_FACTOR_CODES } from '../../src/contract/two-factor';
import { ApiError } from '../lib/errors';

export const NOT_HELD = 'Solo puedes otorgar o quitar privilegios que tienes';
export const OUTRANKED = 'No puedes administrar la cuenta de alguien con privilegios que no tienes';

/**
 * The codes that make a role "money/access": whoever holds one moves cash or grants access
 * (extraction 141, cash-flow configuration and movements 201/204, staff administration 300, the
 * balance sheet 302, VIP cards and their configuration 306/308, e-invoicing 312). The same list an
 * admin may require two-factor sign-in of.
 */
export const MONEY_ACCESS_CODES: readonly string[] = TWO_FACTOR_CODES;

/** The codes of `codes` that `held` does not include. */
export function codesBeyond(held: ReadonlySet<string>, codes: Iterable<string>): string[] {
  return [...codes].filter((c) => !held.has(c));
}

/** 403 `message` unless the actor holds every one of `codes`. */
export function assertHoldsAll(held: ReadonlySet<string>, codes: Iterable<string>, message: string): void {
  if (codesBeyond(held, codes).length > 0) throw new ApiError(403, message);
}

/** Granting or removing codes: each code that changes must be held by the actor. */
export function assertGrantable(held: ReadonlySet<string>, before: readonly string[], after: readonly string[]): void {
  const changed = [...after.filter((c) => !before.includes(c)), ...before.filter((c) => !after.includes(c))];
  assertHoldsAll(held, changed, NOT_HELD);
}

/** Any action on another user's account: the actor holds every code the target holds. */
export function assertMayActOn(held: ReadonlySet<string>, targetCodes: readonly string[]): void {
  assertHoldsAll(held, targetCodes, OUTRANKED);
}

/** The owner: holds every privilege code of SPEC §6 (the all-codes admin). */
export function isOwner(held: ReadonlySet<string>): boolean {
  return codesBeyond(held, ALL_PRIVILEGE_CODES).length === 0;
}

/** A role holding a money or access code. */
export function isMoneyOrAccessRole(codes: readonly string[]): boolean {
  return codes.some((c) => MONEY_ACCESS_CODES.includes(c));
}
