/**
 * `copy` with every defined field of `changes` written over it, for the games' `withState`: `copy` is a fresh object
 * the caller wrote field by field in the record's own order, so every state keeps one hidden class. The `changes`
 * objects have a different shape at every call site: one `for…in` over their few keys costs less than reading every
 * field of the record from them (each such read is a megamorphic load; measured 7–11 % of a Saltmarket replay).
 * `undefined` means "unchanged"; `null` is written (a field that may be null is cleared that way).
 */
export function overwrite<T extends object>(copy: T, changes: Partial<T>): T {
  for (const key in changes) {
    const value = changes[key];
    if (value !== undefined) copy[key] = value as T[typeof key];
  }
  return copy;
}
