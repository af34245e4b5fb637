/**
 * Shared types and stage tables of the valuation methods. All money is in integer
 * cents; every value a method returns is a pre-money valuation.
 */
import type { RecordedValuationSource } from '@baobab/contracts/comparables';
import type { AmountValue, Text } from '@baobab/contracts/i18n/message';

export const fundingStages = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth'] as const;
export type FundingStage = (typeof fundingStages)[number];

/**
 * Facts about the startup, supplied by the caller (the platform's startup profile,
 * traction and financial model). Every field but the stage is optional: a method that
 * lacks a fact it uses scores it as neutral or skips it and lowers its confidence; it
 * never invents the number.
 */
export type StartupFacts = {
  stage: FundingStage;
  sector?: string;
  region?: string;
  teamSize?: number;
  /** Founders who have built and sold or listed a company before. */
  foundersWithExits?: number;
  tractionUsers?: number;
  monthlyRevenueCents?: number;
  /** Annual revenue growth, percent. */
  revenueGrowthRate?: number;
  /** Gross margin, percent. */
  grossMargin?: number;
  /** Amount being raised now. */
  raiseAmountCents?: number;
  productStage?: 'idea' | 'prototype' | 'launched';
  hasStrategicPartners?: boolean;
  /** Annual revenue of the target market. */
  marketSizeCents?: number;
  competitorCount?: number;
};

/**
 * A peer's recorded pre-money valuation (what counts as recorded: @baobab/contracts/comparables),
 * its source and its date (YYYY-MM-DD). An estimate, such as a valuation implied by the raise,
 * is never one.
 */
export type RecordedValuation = { cents: number; source: RecordedValuationSource; date: string };

/** A startup on the platform used as a comparable: its recorded valuation, or null when it has none. */
export type ComparableCompany = {
  name: string;
  stage: string;
  sector: string;
  region?: string;
  valuation: RecordedValuation | null;
  monthlyRevenueCents?: number;
  teamSize?: number;
  tractionUsers?: number;
  raiseAmountCents?: number;
};

export const valuationMethods = [
  'berkus',
  'scorecard',
  'riskFactorSummation',
  'ventureCapital',
  'firstChicago',
  'discountedCashFlow',
  'comparables',
  'roundTerms',
] as const;
export type ValuationMethod = (typeof valuationMethods)[number];

export type MethodResult = {
  /** Pre-money valuation in cents (0 when the method could not run). */
  valueCents: number;
  /** 0–1: how suitable the method is at this stage times how complete its inputs were; 0 means not applicable. */
  confidence: number;
  /** How the value was reached, and what was missing, in sentences (messages, decision 0046). */
  explanation: Text[];
  /**
   * Set when the value is built on a default the founder never entered (in plain
   * words, completing "its value …"): the method is shown but left out of the fair value.
   */
  restsOnDefault?: Text;
  /** The band the method's value sits in, when it gives one (the round on the record); the recommendation's range spans it. */
  rangeCents?: { min: number; max: number };
};

/**
 * How suitable each method is at each stage, 0–1. Baobab's own weights, following the
 * usual guidance that Berkus, Scorecard and Risk Factor Summation are built for
 * pre-revenue companies (Berkus 2016; Payne 2011), that the VC and First Chicago
 * methods need revenue to project, and that a DCF needs cash flows to exist
 * (Damodaran, "The Dark Side of Valuation", on young companies).
 */
export const stageSuitability: Record<ValuationMethod, Record<FundingStage, number>> = {
  berkus: { 'Pre-Seed': 0.8, Seed: 0.7, 'Series A': 0.3, 'Series B': 0.1, 'Series C+': 0.05, Growth: 0.05 },
  scorecard: { 'Pre-Seed': 0.7, Seed: 0.7, 'Series A': 0.5, 'Series B': 0.3, 'Series C+': 0.2, Growth: 0.1 },
  riskFactorSummation: { 'Pre-Seed': 0.6, Seed: 0.6, 'Series A': 0.5, 'Series B': 0.3, 'Series C+': 0.2, Growth: 0.1 },
  ventureCapital: { 'Pre-Seed': 0.3, Seed: 0.5, 'Series A': 0.7, 'Series B': 0.7, 'Series C+': 0.6, Growth: 0.5 },
  firstChicago: { 'Pre-Seed': 0.3, Seed: 0.4, 'Series A': 0.6, 'Series B': 0.7, 'Series C+': 0.7, Growth: 0.6 },
  discountedCashFlow: { 'Pre-Seed': 0.1, Seed: 0.2, 'Series A': 0.4, 'Series B': 0.6, 'Series C+': 0.7, Growth: 0.8 },
  comparables: { 'Pre-Seed': 0.6, Seed: 0.6, 'Series A': 0.6, 'Series B': 0.6, 'Series C+': 0.6, Growth: 0.6 },
  // Not read: the round's own evidence carries its confidence (valuation-round-terms.ts).
  roundTerms: { 'Pre-Seed': 1, Seed: 1, 'Series A': 1, 'Series B': 1, 'Series C+': 1, Growth: 1 },
};

/**
 * Annual return venture investors target by stage, as a fraction. Sahlman and
 * Scherlis, "A Method for Valuing High-Risk, Long-Term Investments" (HBS note
 * 9-288-006, 1987): start-up 50–70%, first stage 40–60%, second stage 35–50%,
 * bridge 25–35%. Pre-Seed takes the top of the start-up range, Seed its middle,
 * Series A and B the first and second stages, later stages the bridge range's top.
 */
export const targetAnnualReturn: Record<FundingStage, number> = {
  'Pre-Seed': 0.7,
  Seed: 0.6,
  'Series A': 0.5,
  'Series B': 0.4,
  'Series C+': 0.35,
  Growth: 0.3,
};

/** Years to an exit assumed by stage (Baobab's assumption; callers may override). */
export const yearsToExit: Record<FundingStage, number> = {
  'Pre-Seed': 7,
  Seed: 6,
  'Series A': 5,
  'Series B': 4,
  'Series C+': 3,
  Growth: 2,
};

/** Further priced rounds expected before an exit, each diluting by 20% (Baobab's assumption). */
export const futureRounds: Record<FundingStage, number> = {
  'Pre-Seed': 4,
  Seed: 3,
  'Series A': 2,
  'Series B': 1,
  'Series C+': 1,
  Growth: 0,
};
export const dilutionPerRound = 0.2;

/** A method that could not run: value 0, confidence 0, and why. */
export function notApplicable(reason: Text): MethodResult {
  return { valueCents: 0, confidence: 0, explanation: [reason] };
}

/**
 * An engine amount (US cents) as a sentence's value: whole US dollars (`usdAmount`), or the server's writer
 * in the company's currency (decision 0044). A value, not text: each language writes it (decision 0046).
 */
export type MoneyWriter = (cents: number) => AmountValue;

/** Cents as whole US dollars, an amount value: 160000000 → { amount: 1600000, currency: 'USD' } ("$1,600,000" in English). */
export function usdAmount(cents: number): AmountValue {
  return { amount: Math.round(cents / 100), currency: 'USD' };
}

/** Lower-case letters and digits only, so 'Series A', 'series-a' and 'SeriesA' compare equal. */
export function normaliseLabel(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}
