/** Keys already made for frozen values. */
const keys = new WeakMap<object, string>();

/**
 * A cache key for a value: its JSON, made once for a frozen value. Validated queries are frozen
 * and shared by every request with the same query string (plugins/validation.ts), so a cached
 * list is found without serialising its query on each request.
 */
export function valueKey(value: object): string {
  if (!Object.isFrozen(value)) return JSON.stringify(value);
  let key = keys.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    keys.set(value, key);
  }
  return key;
}
