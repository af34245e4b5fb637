/**
 * Investor matching: hard filters, then a weighted score (weights in `matchWeights`).
 *
 *   score = round(100 × Σ weight_f × value_f)  over f ∈ {sectorFit, stageFit, geographyFit,
 *                                                         ticketFit, thesisSimilarity}
 *
 * Investors failing any hard filter are left out of the ranking unless asked for; a filter
 * whose data is missing ('unknown', e.g. no stated raise) does not exclude. The thesis index
 * is built once per investor set and reused for every startup.
 */
import type { InvestorFacts, StartupFacts } from './facts';
import { assessFit, explainFit, fitContext, fitScore, matchWeights, type FilterResult } from './investor-fit';
import { weightedScore, type Evidence } from './scoring';
import { buildTfIdfIndex, type TfIdfIndex } from './text/tfidf';

export interface InvestorIndex {
  readonly investors: readonly InvestorFacts[];
  readonly text: TfIdfIndex;
  readonly positionById: ReadonlyMap<number, number>;
}

export interface InvestorSummary {
  id: number;
  name: string;
  type: InvestorFacts['type'];
}

export interface InvestorMatch {
  investor: InvestorSummary;
  /** 0–100. */
  score: number;
  passesFilters: boolean;
  filters: FilterResult[];
  evidence: Evidence[];
  /** TF-IDF cosine between description and thesis, 0–1. */
  thesisSimilarity: number;
  sharedTerms: string[];
}

export interface InvestorMatchList {
  weights: typeof matchWeights;
  /** Investors looked at, and how many passed every hard filter. */
  considered: number;
  passed: number;
  matches: InvestorMatch[];
}

export interface InvestorMatchOptions {
  /** Most matches returned (default 20). */
  limit?: number;
  /** Also rank investors that fail a hard filter (default false). */
  includeFailing?: boolean;
  /** Investor ids left out (e.g. a founder's own investor profile), without rebuilding the index. */
  excludeIds?: ReadonlySet<number>;
}

export function buildInvestorIndex(investors: readonly InvestorFacts[]): InvestorIndex {
  return {
    investors,
    text: buildTfIdfIndex(investors.map((i) => i.investmentThesis)),
    positionById: new Map(investors.map((investor, position) => [investor.id, position])),
  };
}

/** Similarity of a startup's description with one indexed investor's thesis. */
export function thesisSimilarity(index: InvestorIndex, startup: StartupFacts, investorId: number): { similarity: number; sharedTerms: string[] } {
  const position = index.positionById.get(investorId);
  if (position === undefined) return { similarity: 0, sharedTerms: [] };
  const query = index.text.query(startup.description);
  return { similarity: index.text.similarity(query, position), sharedTerms: index.text.sharedTerms(query, position).map((t) => t.term) };
}

/** Filters and weighted score of one investor for one startup, with the evidence. */
export function evaluateInvestor(startup: StartupFacts, investor: InvestorFacts, similarity: number, sharedTerms: readonly string[]): InvestorMatch {
  const fit = assessFit(fitContext(startup), investor, similarity);
  const { factors, filters } = explainFit(startup, investor, fit, sharedTerms);
  return {
    investor: { id: investor.id, name: investor.name, type: investor.type },
    score: fitScore(fit),
    passesFilters: fit.passesFilters,
    filters,
    evidence: weightedScore(factors).evidence,
    thesisSimilarity: Math.round(similarity * 1000) / 1000,
    sharedTerms: sharedTerms.slice(0, 10),
  };
}

/**
 * Ranked matches, best first; ties broken by investor id so the order is stable. Every
 * investor is scored from numbers alone; evidence is written only for the matches returned.
 */
export function matchInvestors(startup: StartupFacts, index: InvestorIndex, options: InvestorMatchOptions = {}): InvestorMatchList {
  const limit = options.limit ?? 20;
  const query = index.text.query(startup.description);
  const similarities = index.text.scoreAll(query);
  const context = fitContext(startup);
  const ranked: { position: number; id: number; score: number }[] = [];
  let passed = 0;
  index.investors.forEach((investor, position) => {
    if (options.excludeIds?.has(investor.id)) return;
    const fit = assessFit(context, investor, similarities[position] ?? 0);
    if (fit.passesFilters) passed += 1;
    if (fit.passesFilters || options.includeFailing) ranked.push({ position, id: investor.id, score: fitScore(fit) });
  });
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  const matches = ranked.slice(0, limit).flatMap(({ position }) => {
    const investor = index.investors[position];
    if (!investor) return [];
    const shared = index.text.sharedTerms(query, position).map((t) => t.term);
    return [evaluateInvestor(startup, investor, similarities[position] ?? 0, shared)];
  });
  return { weights: matchWeights, considered: index.investors.length, passed, matches };
}
