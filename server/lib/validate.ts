// Request validation with the same valibot schemas the app uses (src/contract). A failure answers
// 422 `{ message, issues }` with translated messages, and never echoes the input back (the default
// hook would, passwords included).
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { BaseIssue, GenericSchema } from 'valibot';
import * as v from 'valibot';
import { errorResponse } from './errors';
import { type Lang, requestLang, translate } from './messages';
import { documentValidator } from './openapi';

function describe(lang: Lang, issue: BaseIssue<unknown>) {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  // Our schemas carry Spanish messages; valibot's own defaults (wrong type, unknown key) are English.
  const own = !/^Invalid /.test(issue.message);
  const message = own ? translate(lang, issue.message) : `${translate(lang, 'El valor no es válido')}${path ? `: ${path}` : ''}`;
  return { path, message };
}

/** NUL, or half of a UTF-16 surrogate pair: no text field may hold them (PostgreSQL refuses NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly the character refused here.
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT = 'El texto contiene caracteres no válidos';

/** Whether any string in the value (keys included, nested up to 32 levels) holds a bad character. */
function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BAD_CHARACTER.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsBadText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => BAD_CHARACTER.test(key) || holdsBadText(item, depth + 1));
}

/**
 * Every validated input (body, query, params) is first checked for text no field may hold, so a
 * lone surrogate or a NUL is refused with one translated 422 before any schema or query sees it.
 */
export function validate<T extends GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const guarded = v.pipe(
    v.unknown(),
    v.check((input) => !holdsBadText(input), BAD_TEXT),
    schema,
  );
  const middleware = vValidator(target, guarded, (result, c) => {
    if (result.success) return;
    const lang = requestLang(c);
    const issues = result.issues.map((issue) => describe(lang, issue));
    return errorResponse(c, 422, 'Datos inválidos', issues[0] ? { message: issues[0].message, issues } : { issues });
  });
  // The OpenAPI document shows the schema itself (the text guard is the same for every input).
  return documentValidator(middleware, target, schema);
}
