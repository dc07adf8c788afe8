// The filters of an inventory list as the typed API takes them (`query` of src/lib/api-client.ts):
// the empty ones left out, since an empty filter means "all", not "equal to ''". compactQuery
// (src/lib/online-api.ts) does the same but answers a plain record of strings, which the typed
// query of a route with closed filters (a count's status, a movement's kind) does not accept.

/** `filters` without the undefined and empty ones, each kept with its own type. */
export function filledQuery<T extends { [K in keyof T]?: string }>(filters: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(filters) as (keyof T)[]) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}
