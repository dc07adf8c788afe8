// Request validation with the same valibot schemas the app uses (src/contract). A failure answers
// 422 `{ message, issues }` with translated messages, and never echoes the input back (the default
// hook would, passwords included).
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { BaseIssue, GenericSchema } from 'valibot';
import { errorResponse } from './errors';
import { type Lang, requestLang, translate } from './messages';

function describe(lang: Lang, issue: BaseIssue<unknown>) {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  // Our schemas carry Spanish messages; valibot's own defaults (wrong type, unknown key) are English.
  const own = !/^Invalid /.test(issue.message);
  const message = own ? translate(lang, issue.message) : `${translate(lang, 'El valor no es válido')}${path ? `: ${path}` : ''}`;
  return { path, message };
}

export function validate<T extends GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const lang = requestLang(c);
    const issues = result.issues.map((issue) => describe(lang, issue));
    return errorResponse(c, 422, 'Datos inválidos', issues[0] ? { message: issues[0].message, issues } : { issues });
  });
}
