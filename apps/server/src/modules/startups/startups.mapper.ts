import type { TractionTier } from '@baobab/contracts/startup-directory';
import type { StartupVerificationFacts } from '@baobab/contracts/startup-trust';
import type { StartupDetail, StartupInput, StartupSummary } from '@baobab/contracts/startups';

/** The detail as the startups module reads it; the route adds the viewer's assessment (decision 0042). */
/** The detail before the page adds the assessment; the score's evidence is messages (decision 0046), sent through toWire by the page's route. */
export type StartupDetailWithoutAssessment = Omit<StartupDetail, 'assessment' | 'scoreBreakdown'> & { scoreBreakdown: ScoreBreakdown };
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { scoreStartup, type ScoreBreakdown } from '@baobab/insights/startup-score';
import { moneyAmount, wholeUsdOfMinor, type RateTable } from '../exchange-rates/exchange-rates.service';
import { parseRaise } from './raising-amount';
import type { StartupRow, StartupSummaryRow, StartupValues } from './startups.repository';

/** Who reads a startup and at which rates: amounts are converted into the viewer's currency (USD for a visitor). */
export type Fx = { rates: RateTable; viewerCurrency: CurrencyCode };

/**
 * The stored columns for a form submission: the raise parsed next to its text, its dollar value at
 * the latest rates (null without a rate for its currency). The raise is
 * read in the company's registration country, the one given now or, when an older client leaves it
 * out, the stored one (`storedCountry`).
 */
export function startupValues(input: StartupInput, rates: RateTable, storedCountry: string | null = null): StartupValues {
  const country = input.registrationCountry !== undefined ? input.registrationCountry : storedCountry;
  const raise = parseRaise(input.raisingAmount, country || undefined);
  const base = {
    name: input.name,
    description: input.description,
    sector: input.sector,
    region: input.region,
    fundingStage: input.fundingStage,
    raisingAmount: input.raisingAmount,
    raisingAmountMinor: raise?.amountMinor ?? null,
    raisingCurrency: raise?.currency ?? null,
    raisingAmountUsd: raise ? wholeUsdOfMinor(raise.amountMinor, raise.currency, rates) : null,
    teamSize: input.teamSize,
    businessModel: input.businessModel,
    logoUrl: input.logoUrl || null,
    website: input.website || null,
    tractionUsers: input.tractionUsers ?? null,
    monthlyRevenueUsd: input.monthlyRevenueUsd ?? null,
  };
  // Left out by an older client: the stored registration stays; '' or null clears it.
  const registration = {
    ...(input.registrationNumber !== undefined ? { registrationNumber: input.registrationNumber || null } : {}),
    ...(input.registrationCountry !== undefined ? { registrationCountry: input.registrationCountry || null } : {}),
  };
  // The score is not among them: the directory's score is the public assessment, stored after the write (startup-page/public-score.service.ts).
  return { ...base, ...registration };
}

export function toSummary(row: StartupSummaryRow, fx: Fx): StartupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    sector: row.sector,
    region: row.region,
    country: row.country,
    city: row.city,
    fundingStage: row.fundingStage,
    raisingAmount: row.raisingAmount,
    raisingAmountUsd: row.raisingAmountUsd,
    raise: moneyAmount(row.raisingAmountMinor, row.raisingCurrency, fx.viewerCurrency, fx.rates),
    teamSize: row.teamSize,
    traction: { users: row.tractionUsers },
    tractionTier: row.tractionTier as TractionTier | null,
    score: row.score,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDetail(
  row: StartupRow,
  extra: {
    isOwner: boolean;
    similar: StartupSummaryRow[];
    founder: { firstName: string; lastName: string };
    viewerIsVerifiedInvestor: boolean;
    verificationFacts: StartupVerificationFacts;
    fx: Fx;
  },
): StartupDetailWithoutAssessment {
  // The breakdown is computed from the current row so it always explains the figure shown.
  const scoreBreakdown = scoreStartup(row);
  return {
    ...toSummary(row, extra.fx),
    score: scoreBreakdown.total,
    businessModel: row.businessModel,
    website: row.website,
    raisingAmountMinor: row.raisingAmountMinor,
    raisingCurrency: row.raisingCurrency,
    monthlyRevenueUsd: row.monthlyRevenueUsd,
    foundedYear: row.foundedYear,
    isOwner: extra.isOwner,
    profileViews: extra.isOwner ? row.profileViews : null,
    scoreBreakdown,
    similar: extra.similar.map((similar) => toSummary(similar, extra.fx)),
    founder: extra.founder,
    verifiedInvestorsOnly: row.verifiedInvestorsOnly,
    viewerIsVerifiedInvestor: extra.viewerIsVerifiedInvestor,
    verificationFacts: extra.verificationFacts,
  };
}
