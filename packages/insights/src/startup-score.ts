/**
 * The startup score shown in the directory and on a startup's page: a deterministic sum of
 * factors, each with the points it earned, its maximum and the evidence behind it, so a founder
 * can see exactly what would raise it. Scale 0 to 100 (the spec's business constants).
 */

import { message, type AmountValue, type Text } from '@baobab/contracts/i18n/message';

/** `evidence` is a message (decision 0046): each language writes its figures and amounts. */
export type ScoreFactor = { key: string; label: string; points: number; max: number; evidence: Text };
export type ScoreBreakdown = { total: number; factors: ScoreFactor[] };

export type StartupScoreInput = {
  description: string;
  logoUrl: string | null;
  website: string | null;
  teamSize: number;
  fundingStage: string;
  tractionUsers: number | null;
  monthlyRevenueUsd: number | null;
  /** The raise in whole US dollars; null when the text could not be parsed or its currency has no rate yet. */
  raisingAmountUsd: number | null;
  /** The raise's currency when the text was read (ISO 4217); with no dollar value, no rate exists for it yet. */
  raisingCurrency?: string | null;
};

/**
 * The evidence sentences with values, written once as translation keys (decision 0023; French in the
 * startups catalog, which the score's screens load). Counted ones take the English forms of en/startups.ts.
 */
export const startupScoreTemplates = {
  users: '{{users}} users (20 points from 100,000).',
  revenue: '{{revenue}} monthly revenue (20 points from $100,000).',
  team: '{{count}} people (15 points from 5).',
  raise: 'The raise reads as {{amount}}.',
  noRate: 'The raise is in {{currency}}, for which Baobab has no exchange rate yet, so it cannot be read in US dollars.',
  stageNoRate: 'Needs an exchange rate for {{currency}} to compare the raise with the stage.',
  withinStage: '{{stage}} rounds typically raise {{low}} to {{high}}; this raise is within that range.',
  outsideStage: '{{stage}} rounds typically raise {{low}} to {{high}}; this raise is outside it.',
  startupsPublished: '{{count}} startup profiles published.',
  bestScore: 'Best startup scores {{score}}/100.',
} as const;

/** What a profile still lacks, each combination one sentence (so each has its French). */
const completenessTips: Record<string, string> = {
  'logo website description': 'Add a logo, a website, a description of 300+ characters to complete the profile.',
  'logo website': 'Add a logo, a website to complete the profile.',
  'logo description': 'Add a logo, a description of 300+ characters to complete the profile.',
  'website description': 'Add a website, a description of 300+ characters to complete the profile.',
  logo: 'Add a logo to complete the profile.',
  website: 'Add a website to complete the profile.',
  description: 'Add a description of 300+ characters to complete the profile.',
};

/** No dollar value though the text was read: its currency has no exchange rate yet. */
const withoutRate = (input: StartupScoreInput): string | null => (input.raisingAmountUsd === null && input.raisingCurrency ? input.raisingCurrency : null);

/**
 * Typical round sizes in whole US dollars per stage. The bands are deliberately wide: a raise
 * outside them is not wrong, it only needs explaining to investors, so it earns fewer points.
 */
export const stageRaiseBands: Record<string, readonly [number, number]> = {
  'Pre-Seed': [10_000, 1_500_000],
  Seed: [100_000, 5_000_000],
  'Series A': [1_000_000, 30_000_000],
  'Series B': [5_000_000, 100_000_000],
  'Series C+': [15_000_000, 1_000_000_000],
  Growth: [20_000_000, 5_000_000_000],
};

/** Points on a base-10 logarithmic ladder: each tenfold step earns the next rung. */
function ladder(value: number | null, rungs: readonly (readonly [number, number])[]): number {
  if (value === null || value <= 0) return 0;
  let points = 0;
  for (const [threshold, rungPoints] of rungs) if (value >= threshold) points = rungPoints;
  return points;
}

/** Whole US dollars, written in full ('$100,000' in English). */
const usd = (n: number): AmountValue => ({ amount: n, currency: 'USD' });

function completeness(input: StartupScoreInput): ScoreFactor {
  const length = input.description.trim().length;
  const descriptionPoints = length >= 300 ? 10 : length >= 120 ? 6 : 3;
  const points = descriptionPoints + (input.logoUrl ? 5 : 0) + (input.website ? 5 : 0);
  const missing = [!input.logoUrl && 'logo', !input.website && 'website', length < 300 && 'description'].filter(Boolean);
  return {
    key: 'completeness',
    label: 'Profile completeness',
    points,
    max: 20,
    evidence: message(missing.length ? completenessTips[missing.join(' ')]! : 'Description, logo and website are all present.'),
  };
}

function users(input: StartupScoreInput): ScoreFactor {
  const points = ladder(input.tractionUsers, [[100, 5], [1_000, 10], [10_000, 15], [100_000, 20]]);
  return {
    key: 'users',
    label: 'User traction',
    points,
    max: 20,
    evidence: input.tractionUsers ? message(startupScoreTemplates.users, { users: input.tractionUsers }) : message('No user figure given.'),
  };
}

function revenue(input: StartupScoreInput): ScoreFactor {
  const points = ladder(input.monthlyRevenueUsd, [[1, 4], [1_000, 8], [10_000, 12], [50_000, 16], [100_000, 20]]);
  return {
    key: 'revenue',
    label: 'Revenue',
    points,
    max: 20,
    evidence: input.monthlyRevenueUsd ? message(startupScoreTemplates.revenue, { revenue: usd(input.monthlyRevenueUsd) }) : message('No revenue figure given.'),
  };
}

function team(input: StartupScoreInput): ScoreFactor {
  // A solo founder is a known risk for investors; beyond about five people the signal flattens.
  const points = input.teamSize >= 5 ? 15 : input.teamSize >= 2 ? 10 : 5;
  return { key: 'team', label: 'Team', points, max: 15, evidence: message(startupScoreTemplates.team, { count: input.teamSize }) };
}

function raiseClarity(input: StartupScoreInput): ScoreFactor {
  const parsed = input.raisingAmountUsd !== null && input.raisingAmountUsd > 0;
  const currency = withoutRate(input);
  const unread = message(currency ? startupScoreTemplates.noRate : 'The raising amount could not be read as a sum of money (try "$500K").', currency ? { currency } : undefined);
  return {
    key: 'raise',
    label: 'Clear raise',
    points: parsed ? 10 : 0,
    max: 10,
    evidence: parsed ? message(startupScoreTemplates.raise, { amount: usd(input.raisingAmountUsd!) }) : unread,
  };
}

function stageFit(input: StartupScoreInput): ScoreFactor {
  const band = stageRaiseBands[input.fundingStage];
  const label = 'Raise fits the stage';
  if (!band || input.raisingAmountUsd === null || input.raisingAmountUsd <= 0) {
    const currency = withoutRate(input);
    const evidence = currency ? message(startupScoreTemplates.stageNoRate, { currency }) : message('Needs a readable raise to compare with the stage.');
    return { key: 'stage', label, points: 0, max: 15, evidence };
  }
  const [low, high] = band;
  const fits = input.raisingAmountUsd >= low && input.raisingAmountUsd <= high;
  return {
    key: 'stage',
    label,
    points: fits ? 15 : 5,
    max: 15,
    evidence: message(fits ? startupScoreTemplates.withinStage : startupScoreTemplates.outsideStage, { stage: message(input.fundingStage), low: usd(low), high: usd(high) }),
  };
}

export function scoreStartup(input: StartupScoreInput): ScoreBreakdown {
  const factors = [completeness(input), users(input), revenue(input), team(input), raiseClarity(input), stageFit(input)];
  return { total: factors.reduce((sum, f) => sum + f.points, 0), factors };
}
