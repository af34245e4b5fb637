// The insights contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in insights.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import type { documentTypes } from './enums';

/** Largest pasted document accepted (characters); about 30,000 words. */
export const maxDocumentTextLength = 200_000;

export const insightsMessages = {
  documentTextTooLong: 'Document text must be at most 200,000 characters. Paste a shorter excerpt or upload the PDF.',
  documentTypeInvalid: 'Choose a document type: pitch deck, financial statements, business plan or legal documents',
  sectorRequired: 'Choose a sector',
  countryRequired: 'Choose a country',
  noInvestorMatches: 'No investor matches this startup\'s stage, sector, geography and raise yet',
} as const;

export const documentTypeLabels = {
  pitch_deck: 'Pitch Deck',
  financial_statements: 'Financial Statements',
  business_plan: 'Business Plan',
  legal_docs: 'Legal Documents',
} as const satisfies Record<(typeof documentTypes)[number], string>;

/** The currencies a document's amounts are read in: every one Baobab knows (currencies.ts, the one list). */
export { currencyCodes as currencies } from './currencies';

export const riskSeverities = ['high', 'medium', 'low'] as const;

export const riskCategories = [
  'customer-concentration', 'burn', 'missing-financials', 'team', 'litigation', 'related-party',
  'growth-claims', 'competition', 'cap-table', 'regulatory', 'financial-health',
] as const;

export const deckSections = ['problem', 'solution', 'market', 'traction', 'businessModel', 'competition', 'team', 'financials', 'ask'] as const;

/** Each section's name in a sentence (lower case: "covers the business model"); the screen capitalises it. */
export const deckSectionLabels: Record<(typeof deckSections)[number], string> = {
  problem: 'problem',
  solution: 'solution',
  market: 'market size',
  traction: 'traction',
  businessModel: 'business model',
  competition: 'competition',
  team: 'team',
  financials: 'financials',
  ask: 'ask and use of funds',
};

/** What smart matching says when it has no deck to read, and why. */
export const advancedMatchMessages = {
  noDeck: 'No pitch deck analysed: team and product evidence is thin',
  deckNotShared: "The pitch deck's analysis is not shared with you, so team and product evidence comes from the profile only",
} as const;

// Due diligence

export const riskLevels = ['Low', 'Medium', 'High'] as const;

export const dueDiligenceCategories = ['team', 'market', 'product', 'traction', 'financials', 'legal', 'capTable'] as const;

/**
 * What a due-diligence finding was read from. Each is one read model on the server (docs/architecture.md,
 * "One read model per fact"); a reader the founder did not share a part with sees it named in `notShared`.
 */
export const dueDiligenceFacts = ['profile', 'documents', 'capTable', 'financialModel', 'valuation', 'fundingTracker', 'dataRoom', 'market'] as const;

export type DueDiligenceFact = (typeof dueDiligenceFacts)[number];

/** Names shown to people for the categories and the facts (never the identifiers). */
export const dueDiligenceCategoryLabels = {
  team: 'Team', market: 'Market', product: 'Product', traction: 'Traction', financials: 'Financials', legal: 'Legal', capTable: 'Cap table',
} as const satisfies Record<(typeof dueDiligenceCategories)[number], string>;

export const dueDiligenceFactLabels = {
  profile: 'Startup profile',
  documents: 'Analysed documents',
  capTable: 'Cap table',
  financialModel: 'Financial model',
  valuation: 'Valuation',
  fundingTracker: 'Funding tracker and confirmed investments',
  dataRoom: 'Data room',
  market: 'Market analysis',
} as const satisfies Record<DueDiligenceFact, string>;

export const marketSentiments = ['Positive', 'Neutral', 'Negative'] as const;

// Valuation benchmark

export const peerGroups = ['sector-stage-region', 'sector-stage', 'stage-region', 'stage', 'all'] as const;
