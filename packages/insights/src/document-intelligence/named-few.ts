/**
 * The labelling guide's concentration is one customer, or a named few, bringing 30% of revenue or more. A table or list
 * of customers often shows no single row that large but two named accounts that are ('Client A 2,100 / Client B 1,400
 * / Others 4,900 / Total 8,400'): the two largest named rows together are then the few the revenue depends on. Two
 * only, so that a long list of middling customers is never read as a concentration.
 */
export interface NamedFew<T> { share: number; rows: T[] }

/** The share of the largest named row, or of the two largest together when that one alone is under 30%. */
export function namedFewShare<T>(named: readonly T[], valueOf: (row: T) => number, whole: number): NamedFew<T> | null {
  if (named.length === 0 || whole <= 0) return null;
  const ranked = [...named].sort((a, b) => valueOf(b) - valueOf(a));
  const [first, second] = ranked as [T, T | undefined];
  const alone = (100 * valueOf(first)) / whole;
  if (alone >= 30 || second === undefined) return { share: alone, rows: [first] };
  return { share: (100 * (valueOf(first) + valueOf(second))) / whole, rows: [first, second] };
}
