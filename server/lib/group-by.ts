// Rows of a one-to-many read grouped under their parent's key (a sale's lines, a product's recipe):
// Map.groupBy with a mapping, which Node 20 does not have.

/** `items` as `toValue(item)` under `keyOf(item)`, each group in the items' order. */
export function groupBy<T, K, V>(items: Iterable<T>, keyOf: (item: T) => K, toValue: (item: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(toValue(item));
    else groups.set(key, [toValue(item)]);
  }
  return groups;
}
