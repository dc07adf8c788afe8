// The scope of a management screen in its URL search (a night, or a date range), kept apart from
// the picker's component: the route files validate their search with it, and a route file's own
// module is in the app's first chunk, so it must not pull the screen's UI (or its messages) in.
import * as v from 'valibot';
import type { Scope } from './api/gerencia';

const day = v.pipe(v.string(), v.isoDate());
/** The search of a screen with a scope: a night, or a range (a bad value is dropped, not an error). */
export const scopeSearchSchema = v.object({
  nightId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
});
export type ScopeSearch = v.InferOutput<typeof scopeSearchSchema>;

/** The scope the search asks for, or null while a night has still to be chosen. */
export function scopeOf(search: ScopeSearch): Scope | null {
  if (search.from && search.to) return { from: search.from, to: search.to };
  if (search.nightId) return { nightId: search.nightId };
  return null;
}
