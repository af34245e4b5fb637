// The financial-tools-cap-table contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in financial-tools-cap-table.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").

/** A preferred class's anti-dilution protection (NVCA Model Certificate of Incorporation §4.4.4). */
export const antiDilutionMethods = ['none', 'full-ratchet', 'broad-based', 'narrow-based'] as const;

export type AntiDilutionMethod = (typeof antiDilutionMethods)[number];

export const antiDilutionMethodLabels = {
  none: 'None',
  'full-ratchet': 'Full ratchet',
  'broad-based': 'Broad-based weighted average',
  'narrow-based': 'Narrow-based weighted average',
} as const satisfies Record<AntiDilutionMethod, string>;

export const antiDilutionFieldLabels = { field: 'Anti-dilution in a down round', fromEntries: "As the holders' entries say" } as const;

/** Where a priced round's option pool top-up sits. */
export const poolTimings = ['pre-money', 'post-money'] as const;

export const poolTimingLabels = {
  'pre-money': 'In the pre-money (existing holders bear it)',
  'post-money': 'In the post-money (new investors share it)',
} as const satisfies Record<(typeof poolTimings)[number], string>;

/** Class names every cap table knows without a declaration (Options, Option Pool, ESOP…). */
export function isBuiltInShareClass(name: string): boolean {
  const text = name.trim().toLowerCase();
  return text === 'common' || text === 'common stock' || text.includes('option') || text === 'esop';
}

export const scheduleMonths = (label: string): number | null => {
  const match = /^(\d{1,3})[- ]?(year|yr|month|mo)s?$/.exec(label.trim().toLowerCase());
  if (label.trim().toLowerCase() === 'immediate') return 0;
  return match ? Number(match[1]) * (match[2]?.startsWith('y') ? 12 : 1) : null;
};
