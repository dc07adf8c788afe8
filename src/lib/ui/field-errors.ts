// What a form shows under its fields when its valibot check fails: the first message of each field
// (by the first key of the issue's path), so a field never lists two.
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per field of a failed valibot parse. */
export function issuesByField<K extends string = string>(
  issues: readonly { path?: readonly { key: unknown }[]; message: string }[],
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path?.[0]?.key ?? '') as K;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
