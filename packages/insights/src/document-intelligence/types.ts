/** Shapes shared by the document-intelligence modules; the enumerations come from the contract. */
import type { DocumentType } from '@baobab/contracts/enums';
import type { Text } from '@baobab/contracts/i18n/message';
import type { currencies, deckSections, riskCategories, riskSeverities } from '@baobab/contracts/insights';

export type Currency = (typeof currencies)[number];
export type Period = 'month' | 'year';

export interface Money {
  /** In units of `currency` (not converted: the engine has no exchange rates). */
  amount: number;
  currency: Currency;
  /** Whether the figure is stated per month or per year, when the sentence says so. */
  period: Period | null;
  /** The text it was parsed from, e.g. '$1.2M'. */
  text: string;
}

export interface Finding {
  /** What was found: 'ARR', 'burn', 'CTO', 'headcount', 'licence'. */
  kind: string;
  /** The matched words. */
  text: string;
  amount: Money | null;
  /** The sentence it came from (long sentences are shortened around the match). */
  sentence: string;
}

export interface ExtractedData {
  revenue: Finding[];
  expenses: Finding[];
  team: Finding[];
  legal: Finding[];
}

export type Severity = (typeof riskSeverities)[number];

export type RiskCategory = (typeof riskCategories)[number];

export interface RiskFlag {
  ruleId: string;
  category: RiskCategory;
  /** A message (decision 0046); English in analyses stored before messages. */
  title: Text;
  severity: Severity;
  /** The first sentence that triggered the rule; null when the flag is about something absent. */
  evidence: string | null;
  /** Sentences that triggered it. */
  occurrences: number;
  recommendation: Text;
}

export type DeckSectionName = (typeof deckSections)[number];

export interface DeckSection {
  section: DeckSectionName;
  /** 0–100. */
  score: number;
  /** Share of the deck score, the weights of all sections sum to 1. */
  weight: number;
  mentions: number;
  quantified: boolean;
  /** Up to two sentences that cover the section. */
  evidence: string[];
}

export interface DeckQuality {
  /** 0–100. */
  score: number;
  sections: DeckSection[];
}

export interface DocumentAnalysis {
  documentType: DocumentType;
  wordCount: number;
  sentenceCount: number;
  /** 0–1: how much the text gave to analyse. */
  confidence: number;
  /** Messages (decision 0046); English in analyses stored before messages. */
  strengths: Text[];
  riskFlags: RiskFlag[];
  extractedData: ExtractedData;
  /** Pitch decks and business plans only. */
  deckQuality: DeckQuality | null;
  recommendations: Text[];
}
