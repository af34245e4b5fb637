import { z } from 'zod';
import { assessmentRangeSchema } from './assessment';
import { recordedPeersSchema } from './comparables';
import { documentTypes, investorTypes } from './enums';
import { validationMessages } from './ui-strings';
import { maxDocumentTextLength, insightsMessages, currencies, riskSeverities, riskCategories, deckSections, riskLevels, dueDiligenceFacts, marketSentiments, peerGroups } from './insights-texts';

// The zod-free part (strings, labels, limits) is in insights-texts.ts; importing it from here works too.
export * from './insights-texts';

const score = z.number().int().min(0).max(100);

const fraction = z.number().min(0).max(1);

export const evidenceSchema = z.object({
  factor: z.string(),
  value: z.number(),
  weight: z.number(),
  contribution: z.number(),
  source: z.string(),
});

export type Evidence = z.infer<typeof evidenceSchema>;

// Document intelligence

export const analyzeDocumentInputSchema = z.strictObject({
  documentText: z.string().trim().min(1, validationMessages.documentText).max(maxDocumentTextLength, insightsMessages.documentTextTooLong),
  documentType: z.enum(documentTypes, { error: insightsMessages.documentTypeInvalid }),
});

export type AnalyzeDocumentInput = z.infer<typeof analyzeDocumentInputSchema>;

export const moneySchema = z.object({
  amount: z.number(),
  currency: z.enum(currencies),
  period: z.enum(['month', 'year']).nullable(),
  text: z.string(),
});

export const findingSchema = z.object({
  kind: z.string(),
  text: z.string(),
  amount: moneySchema.nullable(),
  sentence: z.string(),
});

export type Finding = z.infer<typeof findingSchema>;

export const riskFlagSchema = z.object({
  ruleId: z.string(),
  category: z.enum(riskCategories),
  title: z.string(),
  severity: z.enum(riskSeverities),
  evidence: z.string().nullable(),
  occurrences: z.number().int().min(0),
  recommendation: z.string(),
});

export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const deckQualitySchema = z.object({
  score,
  sections: z.array(z.object({
    section: z.enum(deckSections),
    score,
    weight: fraction,
    mentions: z.number().int().min(0),
    quantified: z.boolean(),
    evidence: z.array(z.string()),
  })),
});

export const documentAnalysisResultSchema = z.object({
  documentType: z.enum(documentTypes),
  wordCount: z.number().int().min(0),
  sentenceCount: z.number().int().min(0),
  confidence: fraction,
  strengths: z.array(z.string()),
  riskFlags: z.array(riskFlagSchema),
  extractedData: z.object({
    revenue: z.array(findingSchema),
    expenses: z.array(findingSchema),
    team: z.array(findingSchema),
    legal: z.array(findingSchema),
  }),
  deckQuality: deckQualitySchema.nullable(),
  recommendations: z.array(z.string()),
});

export type DocumentAnalysisResult = z.infer<typeof documentAnalysisResultSchema>;

// Smart matching

/** How a startup meets one of an investor's filters; shown as the filter's reason sentence with a badge colour. */
export const filterOutcomes = ['pass', 'fail', 'unknown'] as const;

export const filterResultSchema = z.object({
  filter: z.enum(['stage', 'sector', 'geography', 'ticket']),
  status: z.enum(filterOutcomes),
  reason: z.string(),
});

export const advancedMatchResultSchema = z.object({
  investor: z.object({ id: z.number().int(), name: z.string(), type: z.enum(investorTypes) }),
  score,
  confidence: fraction,
  aiAnalysis: z.object({ marketFit: score, teamStrength: score, technologyViability: score, financialProjections: score }),
  /**
   * The success outlook (decision 0038): a published base rate for the stage and country moved by the
   * startup's assessment; `probability` is null when no published study covers the case.
   */
  predictedSuccess: z.object({
    probability: fraction.nullable(),
    timeframe: z.string(),
    keyMilestones: z.array(z.string()),
    baseRate: fraction.nullable(),
    source: z.object({ publisher: z.string(), title: z.string(), year: z.number().int(), location: z.string(), url: z.string() }).nullable(),
    range: z.object({ low: fraction, high: fraction }).nullable(),
    explanation: z.array(z.string()),
  }),
  opportunities: z.array(z.string()),
  riskFactors: z.array(z.string()),
  filters: z.array(filterResultSchema),
  weights: z.object({
    match: z.object({ sectorFit: z.number(), stageFit: z.number(), geographyFit: z.number(), ticketFit: z.number(), thesisSimilarity: z.number() }),
    confidence: z.object({ document: z.number(), financialMetrics: z.number(), market: z.number(), raise: z.number(), revenue: z.number(), users: z.number(), website: z.number() }),
    probability: z.object({ neutralScore: z.number(), oddsFactorAtExtremes: z.number() }),
  }),
  evidence: z.array(evidenceSchema),
  /** The startup's assessment for this reader (decision 0042); the four aiAnalysis scores are its named parts. */
  assessment: assessmentRangeSchema,
});

export type AdvancedMatchResult = z.infer<typeof advancedMatchResultSchema>;

export const advancedMatchListSchema = z.array(advancedMatchResultSchema);

const dueDiligenceFact = z.enum(dueDiligenceFacts);

export const dueDiligenceCategorySchema = z.object({
  /** 0–100: the share of the visible checks' points earned, less the red-flag penalties, floored at 0. */
  score,
  /** Share of the overall score: the category's base weight over the weights of the categories the reader can see. */
  weight: fraction,
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  evidence: z.array(
    z.object({
      check: z.string(),
      points: z.number(),
      earned: z.number(),
      source: z.string(),
      /** What the check read, and where in the app it is (null when it has no page). */
      fact: dueDiligenceFact,
      href: z.string().nullable(),
      /** Points of the overall score this check adds (before rounding). */
      effect: z.number(),
    }),
  ),
  /** Each red flag takes points off the category by severity; `effect` is its change to the overall score. */
  redFlags: z.array(
    z.object({
      title: z.string(),
      severity: z.enum(riskSeverities),
      penalty: z.number(),
      effect: z.number(),
      source: z.string(),
      href: z.string().nullable(),
    }),
  ),
  /** Points the red flags took off this category's score. */
  penalty: z.number(),
  /** Parts this category would read that were not shared with the reader (left out of the score, not counted as missing). */
  notShared: z.array(dueDiligenceFact),
});

const perCategory = <T extends z.ZodType>(schema: T) => z.object({
  team: schema, market: schema, product: schema, traction: schema, financials: schema, legal: schema, capTable: schema,
});

export const dueDiligenceResultSchema = z.object({
  overallScore: score,
  riskLevel: z.enum(riskLevels),
  categories: perCategory(dueDiligenceCategorySchema),
  criticalIssues: z.array(z.string()),
  investmentRecommendation: z.string(),
  weights: perCategory(fraction),
  riskThresholds: z.object({ highBelow: z.number(), mediumBelow: z.number() }),
  /** The weights before the parts not shared with the reader were left out. */
  baseWeights: perCategory(fraction),
  /** Red-flag penalty per severity, in category points. */
  redFlagPenalties: z.object({ high: z.number(), medium: z.number(), low: z.number() }),
  /** The parts of the startup the report could not see, because they were not shared with the reader. */
  notShared: z.array(dueDiligenceFact),
});

export type DueDiligenceResult = z.infer<typeof dueDiligenceResultSchema>;

// Market analysis, intelligence and ecosystem

const place = (message: string) => z.string().trim().min(1, message).max(80);

export const marketAnalysisParamsSchema = z.strictObject({
  sector: place(insightsMessages.sectorRequired),
  country: place(insightsMessages.countryRequired),
});

export type MarketAnalysisParams = z.infer<typeof marketAnalysisParamsSchema>;

export const ecosystemParamsSchema = z.strictObject({ country: place(insightsMessages.countryRequired) });

export type EcosystemParams = z.infer<typeof ecosystemParamsSchema>;

export const marketEvidenceSchema = z.object({ metric: z.string(), value: z.number(), detail: z.string() });

export const marketAnalysisSchema = z.object({
  sector: z.string(),
  country: z.string(),
  trendScore: score,
  growthPotential: score,
  competitiveIntensity: score,
  keyTrends: z.array(z.string()),
  opportunities: z.array(z.string()),
  marketSize: z.string(),
  timeframe: z.string(),
  weights: z.object({
    growthPotential: z.object({ demand: z.number(), trend: z.number(), capital: z.number() }),
    competitiveIntensity: z.object({ density: z.number(), crowding: z.number() }),
  }),
  evidence: z.array(marketEvidenceSchema),
});

export type MarketAnalysis = z.infer<typeof marketAnalysisSchema>;

export const marketIntelligenceSchema = z.object({
  overview: z.object({ totalStartups: z.number().int().min(0), totalFunding: z.number().min(0), activeSectors: z.number().int().min(0), fundingSought: z.number().min(0) }),
  insights: z.object({ marketSentiment: z.enum(marketSentiments), sentimentReason: z.string() }),
  trends: z.object({ growingSectors: z.array(z.object({ sector: z.string(), startups: z.number().int().min(0), growth: z.number() })) }),
  predictions: z.object({ nextHotSectors: z.array(z.string()), fundingForecast: z.string(), recommendations: z.array(z.string()) }),
  evidence: z.array(marketEvidenceSchema),
});

export type MarketIntelligence = z.infer<typeof marketIntelligenceSchema>;

export const ecosystemSchema = z.object({
  country: z.string(),
  totalStartups: z.number().int().min(0),
  totalInvestors: z.number().int().min(0),
  networkDensity: fraction,
  sectors: z.array(z.object({ name: z.string(), count: z.number().int().min(0) })),
  trends: z.object({ growingSectors: z.array(z.string()), challenges: z.array(z.string()), opportunities: z.array(z.string()) }),
  evidence: z.array(marketEvidenceSchema),
});

export type Ecosystem = z.infer<typeof ecosystemSchema>;

export const benchmarkDistributionSchema = z.object({
  value: z.number().nullable(),
  percentile: z.number().min(0).max(100).nullable(),
  median: z.number(),
  q1: z.number(),
  q3: z.number(),
  min: z.number(),
  max: z.number(),
  sampleSize: z.number().int().min(1),
  peerGroup: z.enum(peerGroups),
  peerGroupLabel: z.string(),
  summary: z.string(),
  /** Recorded valuations only: the first and last round date among the peers (YYYY-MM-DD). */
  dateRange: z.object({ from: z.string(), to: z.string() }).optional(),
  /** Recorded valuations only: the oldest exchange rate date a peer's round was converted to US dollars at; null when every round was in dollars. */
  ratesAsOf: z.string().nullable().optional(),
});

export const valuationBenchmarkSchema = z.object({
  startupId: z.number().int(),
  raise: benchmarkDistributionSchema.nullable(),
  /** Recorded valuations only (@baobab/contracts/comparables); null with too few recorded peers. */
  valuation: benchmarkDistributionSchema.nullable(),
  recordedPeers: recordedPeersSchema,
  minimumPeers: z.number().int().min(1),
  notes: z.array(z.string()),
});

export type ValuationBenchmark = z.infer<typeof valuationBenchmarkSchema>;
