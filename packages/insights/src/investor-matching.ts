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
import type { InvestorCriteria, InvestorFacts, StartupFacts } from './facts';
import { assessFit, explainFit, fitContext, fitScore, matchWeights, type FilterResult } from './investor-fit';
import { weightedScore, type Evidence } from './scoring';
import { createTfIdfIndexBuilder, type TfIdfIndex } from './text/tfidf';

export interface InvestorIndex {
  readonly investors: readonly InvestorCriteria[];
  readonly text: TfIdfIndex;
  readonly positionById: ReadonlyMap<number, number>;
}

export interface InvestorSummary {
  id: number;
  name: string;
  type: InvestorCriteria['type'];
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

export interface InvestorIndexBuilder {
  /** Adds the next investor with their thesis, which the index keeps only as TF-IDF weights. */
  add(investor: InvestorCriteria, thesis: string): void;
  /** The index over the investors added; call it once, after the last `add`. */
  build(): InvestorIndex;
}

/**
 * Builds the index one investor at a time, so a caller reading investors in pages never holds
 * every thesis at once (the server's index covers every investor on the platform).
 */
export function createInvestorIndexBuilder(): InvestorIndexBuilder {
  const investors: InvestorCriteria[] = [];
  const text = createTfIdfIndexBuilder();
  return {
    add(investor, thesis) {
      investors.push(investor);
      text.add(thesis);
    },
    build() {
      return { investors, text: text.build(), positionById: new Map(investors.map((investor, position) => [investor.id, position])) };
    },
  };
}

export function buildInvestorIndex(investors: readonly InvestorFacts[]): InvestorIndex {
  const builder = createInvestorIndexBuilder();
  for (const investor of investors) builder.add(investor, investor.investmentThesis);
  return builder.build();
}

/** Similarity of a startup's description with one indexed investor's thesis. */
export function thesisSimilarity(index: InvestorIndex, startup: StartupFacts, investorId: number): { similarity: number; sharedTerms: string[] } {
  const position = index.positionById.get(investorId);
  if (position === undefined) return { similarity: 0, sharedTerms: [] };
  const query = index.text.query(startup.description);
  return { similarity: index.text.similarity(query, position), sharedTerms: index.text.sharedTerms(query, position).map((t) => t.term) };
}

/** Filters and weighted score of one investor for one startup, with the evidence. */
export function evaluateInvestor(startup: StartupFacts, investor: InvestorCriteria, similarity: number, sharedTerms: readonly string[]): InvestorMatch {
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
