/**
 * What the report reads, part by part. Each part is either known (a value), known to be missing
 * (null: the founder has not made it, which is an issue), or not shared with the reader
 * (`notShared`: left out of the score and named, never reported as missing).
 */
import type { DueDiligenceFact } from '@baobab/contracts/insights';

export const notShared = { notShared: true } as const;
export type NotShared = typeof notShared;

export type Part<T> = T | null | NotShared;

export function isNotShared<T>(part: Part<T> | undefined): part is NotShared {
  return typeof part === 'object' && part !== null && 'notShared' in part;
}

/** The value when the reader may see it, else null (the checks then read "missing", and the category drops them as not shared). */
export function seen<T>(part: Part<T> | undefined): T | null {
  return part === undefined || isNotShared(part) ? null : part;
}

export function hiddenFacts(parts: Partial<Record<DueDiligenceFact, Part<unknown>>>): Set<DueDiligenceFact> {
  return new Set((Object.keys(parts) as DueDiligenceFact[]).filter((fact) => isNotShared(parts[fact])));
}
