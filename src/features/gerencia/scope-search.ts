// The search of the gerencia screens' URL: a night, or a date range (a bad value is dropped, not
// an error). Its own module, free of UI and messages: the route files import it, and what a route
// file imports is in every page's bundle (the login page's too).
import * as v from 'valibot';

const day = v.pipe(v.string(), v.isoDate());

export const scopeSearchSchema = v.object({
  nightId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
});
export type ScopeSearch = v.InferOutput<typeof scopeSearchSchema>;
