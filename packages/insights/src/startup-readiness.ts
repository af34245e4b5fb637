/**
 * A startup's readiness (0–100): how complete its profile is and, when a deck has been
 * analysed, how good it is. (The dashboard's founder readiness is `readiness-score.ts`.)
 *
 *   score = profile (60 points: the fields below, scaled from 100 to 60)
 *         + deck quality (25 points × deck score / 100)
 *         + clean documents (15 points, −5 per high-severity and −2 per medium red flag, not
 *           below 0)
 * Without an analysed deck the last two earn nothing and the breakdown says what to do.
 */
import type { DocumentAnalysis } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { clamp, round } from './scoring';
import { words } from './text/tokenize';

export interface StartupReadinessItem {
  item: string;
  points: number;
  earned: number;
  /** What to do to earn the missing points; null when earned in full. */
  hint: string | null;
}

export interface StartupReadinessScore {
  score: number;
  breakdown: StartupReadinessItem[];
  weights: typeof startupReadinessWeights;
}

export const startupReadinessWeights = { profile: 60, deckQuality: 25, cleanDocuments: 15 } as const;

/** Profile fields and their points out of 100 (scaled to the profile's 60). */
const profileFields: { item: string; points: number; fraction: (s: StartupFacts) => number; hint: string }[] = [
  { item: 'name', points: 5, fraction: (s) => (s.name.trim().length >= 2 ? 1 : 0), hint: 'Give the startup its name' },
  { item: 'description', points: 15, fraction: (s) => words(s.description).length / 50, hint: 'Describe the startup in at least 50 words' },
  { item: 'sector', points: 5, fraction: (s) => (s.sector.trim() ? 1 : 0), hint: 'Choose a sector' },
  { item: 'region', points: 5, fraction: (s) => (s.region.trim() ? 1 : 0), hint: 'Choose a region' },
  { item: 'country', points: 5, fraction: (s) => (s.country ? 1 : 0), hint: 'Add the country' },
  { item: 'city', points: 5, fraction: (s) => (s.city ? 1 : 0), hint: 'Add the city' },
  { item: 'funding stage', points: 5, fraction: (s) => (s.fundingStage.trim() ? 1 : 0), hint: 'Choose a funding stage' },
  { item: 'raise amount', points: 10, fraction: (s) => (s.raisingAmountUsd !== null && s.raisingAmountUsd > 0 ? 1 : 0), hint: 'State how much you are raising' },
  { item: 'team', points: 5, fraction: (s) => (s.teamSize >= 2 ? 1 : 0), hint: 'Add your co-founders and team' },
  { item: 'business model', points: 5, fraction: (s) => (s.businessModel.trim() ? 1 : 0), hint: 'Choose a business model' },
  { item: 'users', points: 10, fraction: (s) => (s.tractionUsers !== null ? 1 : 0), hint: 'Report your user count' },
  { item: 'monthly revenue', points: 10, fraction: (s) => (s.monthlyRevenueUsd !== null ? 1 : 0), hint: 'Report monthly revenue (0 if pre-revenue)' },
  { item: 'founded year', points: 5, fraction: (s) => (s.foundedYear !== null ? 1 : 0), hint: 'Add the year you were founded' },
  { item: 'website', points: 5, fraction: (s) => (s.website ? 1 : 0), hint: 'Add your website' },
  { item: 'logo', points: 5, fraction: (s) => (s.hasLogo ? 1 : 0), hint: 'Upload a logo' },
];

export function startupReadinessScore(startup: StartupFacts, deck: DocumentAnalysis | null = null): StartupReadinessScore {
  const scale = startupReadinessWeights.profile / 100;
  const breakdown: StartupReadinessItem[] = profileFields.map((field) => {
    const fraction = clamp(field.fraction(startup), 0, 1);
    return { item: field.item, points: field.points * scale, earned: round(field.points * scale * fraction, 1), hint: fraction < 1 ? field.hint : null };
  });
  const deckScore = deck?.deckQuality?.score ?? null;
  breakdown.push({
    item: 'deck quality',
    points: startupReadinessWeights.deckQuality,
    earned: deckScore === null ? 0 : round((startupReadinessWeights.deckQuality * deckScore) / 100, 1),
    hint: deckScore === null ? 'Upload your pitch deck for analysis' : deckScore < 100 ? 'Follow the deck recommendations to cover every section with figures' : null,
  });
  const high = deck?.riskFlags.filter((f) => f.severity === 'high').length ?? 0;
  const medium = deck?.riskFlags.filter((f) => f.severity === 'medium').length ?? 0;
  const clean = deck ? Math.max(0, startupReadinessWeights.cleanDocuments - 5 * high - 2 * medium) : 0;
  breakdown.push({
    item: 'clean documents',
    points: startupReadinessWeights.cleanDocuments,
    earned: clean,
    hint: !deck ? 'Upload your pitch deck so red flags can be checked' : clean < startupReadinessWeights.cleanDocuments ? 'Address the red flags found in your deck' : null,
  });
  return { score: Math.round(clamp(breakdown.reduce((sum, i) => sum + i.earned, 0), 0, 100)), breakdown, weights: startupReadinessWeights };
}
