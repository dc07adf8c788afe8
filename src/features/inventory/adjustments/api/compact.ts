/** Query parameters without the empty ones (an empty filter means "all", not "equal to ''"). */
export function compact<T extends object>(query: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}
