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

/**
 * Realistic bounds of the cap table's figures (decision 0045): amounts (valuations, caps, investments,
 * principals, exit values) from $1 to $10 trillion, prices per share from $0.0001 (the precision
 * financing documents use) to $1,000,000, liquidation preferences up to 10x, participation caps up to
 * 20x and conversion ratios up to 1,000. Note interest has no ceiling here (the OCF export reports what
 * it cannot express). Beyond them a figure is a typing slip, and the engines' exact arithmetic would
 * answer it with an investor who owns nothing.
 */
export const capTableBounds = {
  minAmount: 1,
  maxAmount: 10_000_000_000_000,
  minPricePerShare: 0.0001,
  maxPricePerShare: 1_000_000,
  maxPreferenceMultiple: 10,
  maxParticipationCap: 20,
  maxConversionRatio: 1_000,
} as const;

/** The new series' seniority: stacked above the existing preferred (the usual term sheet) or one level with them. */
export const seriesSeniorities = ['senior', 'pari-passu'] as const;

export const seriesSeniorityLabels = {
  senior: 'Senior to the existing preferred (stacked)',
  'pari-passu': 'Pari passu with the existing preferred',
} as const satisfies Record<(typeof seriesSeniorities)[number], string>;

export const participationLabels = {
  none: 'Non-participating',
  full: 'Participating (no cap)',
  capped: 'Participating, capped',
} as const;

/** Where a down round's anti-dilution shares sit (decision 0045). */
export const antiDilutionOrderings = ['pre-money', 'after-round'] as const;

export const antiDilutionOrderingLabels = {
  'pre-money': 'Pool and anti-dilution shares in the pre-money (usual practice)',
  'after-round': 'Anti-dilution shares issued after the round',
} as const satisfies Record<(typeof antiDilutionOrderings)[number], string>;

/** The result's sentence on where the round put the anti-dilution shares (a translation key; values: shares). */
export const roundOrderingTexts = {
  'pre-money': 'The pool top-up and the anti-dilution shares ({{shares}}) count in the pre-money, as term sheets usually put them: the new investors get their full percentage.',
  'after-round': 'The anti-dilution shares ({{shares}}) are issued after the round: they dilute every holder, the new investors and the pool included.',
} as const satisfies Record<(typeof antiDilutionOrderings)[number], string>;

/** The safe forms: the cap means a different price in each. */
export const safeTypes = ['post-money', 'pre-money'] as const;

export const safeTypeLabels = {
  'post-money': 'Post-money SAFE (YC 2018)',
  'pre-money': 'Pre-money SAFE (YC 2013)',
} as const satisfies Record<(typeof safeTypes)[number], string>;

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
