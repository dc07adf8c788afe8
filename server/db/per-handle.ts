// A value made once per database handle — a prepared statement, a shared round trip — and kept
// for as long as the handle lives (a WeakMap: a closed database's values go with it). A
// transaction handle gets its own, made on first use.
export function perHandle<H extends object, V>(make: (handle: H) => V): (handle: H) => V {
  const made = new WeakMap<H, V>();
  return (handle) => {
    let value = made.get(handle);
    if (value === undefined) {
      value = make(handle);
      made.set(handle, value);
    }
    return value;
  };
}
