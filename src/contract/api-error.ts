// What every failed API call answers (server/lib/errors.ts): a translated `{ message }`, with the
// validation issues of a 422 and, on a few answers, a field of their own (a night's `blockers`,
// `mustChangePassword`…). Described once here for the OpenAPI document (server/openapi.ts).
import * as v from 'valibot';

export const apiErrorSchema = v.pipe(
  v.looseObject({
    message: v.pipe(v.string(), v.description('What went wrong, in the language of Accept-Language (es, de, fr).')),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  }),
  v.metadata({ ref: 'ApiError' }),
);
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

/** The answer of a call that only confirms: `{ ok: true }`. */
export const okAnswerSchema = v.object({ ok: v.literal(true) });
