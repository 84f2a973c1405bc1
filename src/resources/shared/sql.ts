/**
 * Small SQL value helpers. Id and string lists are bound as ONE JSON array and read with `json_each`, because
 * D1 allows at most 100 bound parameters per statement.
 */

/** A JSON array of ids, for `json_each(?)`. */
export function jsonIds(ids: readonly number[]): string {
  return JSON.stringify(ids);
}

/** A JSON array of strings, for `json_each(?)`. */
export function jsonStrings(values: readonly string[]): string {
  return JSON.stringify(values);
}
