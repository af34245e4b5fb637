/**
 * A due-diligence category is a list of checks worth points (each category's points sum to
 * 100) and the red flags found in the analysed documents. A check earns a fraction of its points
 * from the data; one earning less than `issueBelow` of its points becomes an issue and a
 * recommendation (smaller shortfalls show in the evidence only). Missing data earns nothing and
 * says so: it is never invented. A check whose part was not shared with the reader is left out
 * of the category (neither earned nor missed) and the part is named in `notShared`.
 *
 * score = clamp(100 × Σ earned points / Σ visible points − Σ red-flag penalties, 0, 100), rounded.
 * Red flags only ever subtract, and no check reads them, so adding a flag never raises a score and
 * resolving one never lowers it (due-diligence.properties.test.ts).
 */
import type { DueDiligenceFact } from '@baobab/contracts/insights';
import { message, type Text } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis, RiskFlag, Severity } from '../document-intelligence/types';
import { clamp, round } from '../scoring';
import { uniqueTexts } from './texts';

/** Every sentence a check writes is a message (decision 0046), or a string the startup wrote (its website). */
export interface Check {
  check: Text;
  points: number;
  /** Fraction of the points earned, 0–1. */
  earned: number;
  /** The part of the startup the check reads. */
  fact: DueDiligenceFact;
  source: Text;
  /** Shown when less than the full points are earned. */
  issue: Text;
  recommendation: Text;
  /** A finding serious enough to list among the report's critical issues. */
  critical?: Text | null;
}

/** Where an analysed document can be opened, so a red flag links to it. */
export interface SourceLink {
  /** The document's name as its owner gave it, or a message naming the kind of source. */
  label: Text;
  href: string | null;
}

/** A stored analysis, optionally with the document's name and page. */
export type SourcedAnalysis = DocumentAnalysis & { source?: SourceLink };

/** One red flag as a category counts it: the worst severity per rule across the documents. */
export interface CountedFlag {
  flag: RiskFlag;
  source: SourceLink | null;
}

export interface CheckEvidence {
  check: Text;
  points: number;
  earned: number;
  source: Text;
  fact: DueDiligenceFact;
  href: string | null;
  effect: number;
}

export interface RedFlagEvidence {
  title: Text;
  severity: Severity;
  penalty: number;
  effect: number;
  source: Text;
  href: string | null;
}

export interface DueDiligenceCategory {
  /** 0–100. */
  score: number;
  /** Share of the overall score. */
  weight: number;
  issues: Text[];
  recommendations: Text[];
  evidence: CheckEvidence[];
  redFlags: RedFlagEvidence[];
  penalty: number;
  notShared: DueDiligenceFact[];
}

export const issueBelow = 0.6;

/** A red flag's source when its document has no name to show. */
export const anAnalysedDocument = message('an analysed document');

/** Category points a red flag takes off, by severity: a high flag costs about what a failed major check does. */
export const redFlagPenalties: Record<Severity, number> = { high: 15, medium: 8, low: 3 };

const severityRank: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/**
 * The flags a category counts: one per rule (the same finding in two documents is one problem),
 * at its worst severity, so a second copy of a flag never moves the score twice.
 */
export function countFlags(documents: readonly SourcedAnalysis[], belongs: (flag: RiskFlag) => boolean): CountedFlag[] {
  const byRule = new Map<string, CountedFlag>();
  for (const document of documents) {
    for (const flag of document.riskFlags.filter(belongs)) {
      const seen = byRule.get(flag.ruleId);
      if (!seen || severityRank[flag.severity] > severityRank[seen.flag.severity]) byRule.set(flag.ruleId, { flag, source: document.source ?? null });
    }
  }
  return [...byRule.values()].sort((a, b) => severityRank[b.flag.severity] - severityRank[a.flag.severity] || a.flag.ruleId.localeCompare(b.flag.ruleId));
}

export interface CategoryInput {
  checks: readonly Check[];
  flags: readonly CountedFlag[];
  /** Parts not shared with the reader. */
  hidden: ReadonlySet<DueDiligenceFact>;
  links: Partial<Record<DueDiligenceFact, string>>;
}

export interface ScoredCategory {
  /** Score before rounding and the floor, and whether any check was visible. */
  category: Omit<DueDiligenceCategory, 'weight'>;
  visiblePoints: number;
  critical: Text[];
  /** Each visible check's and flag's category points, to turn into overall-score effects. */
  checkPoints: number[];
  flagPoints: number[];
}

export function scoreCategory({ checks, flags, hidden, links }: CategoryInput, flagIssue: (flag: RiskFlag) => Text): ScoredCategory {
  const visible = checks.filter((c) => !hidden.has(c.fact));
  const total = visible.reduce((sum, c) => sum + c.points, 0);
  const checkPoints = visible.map((c) => (total > 0 ? (100 * c.points * clamp(c.earned, 0, 1)) / total : 0));
  const flagPoints = flags.map((f) => redFlagPenalties[f.flag.severity]);
  const penalty = flagPoints.reduce((a, b) => a + b, 0);
  const raw = checkPoints.reduce((a, b) => a + b, 0) - penalty;
  const short = visible.filter((c) => clamp(c.earned, 0, 1) < issueBelow);
  return {
    category: {
      score: total > 0 ? Math.round(clamp(raw, 0, 100)) : 0,
      issues: [...short.map((c) => c.issue), ...flags.map((f) => flagIssue(f.flag))],
      recommendations: uniqueTexts([...short.map((c) => c.recommendation), ...flags.map((f) => f.flag.recommendation)]),
      evidence: visible.map((c) => ({ check: c.check, points: c.points, earned: round(c.points * clamp(c.earned, 0, 1), 1), source: c.source, fact: c.fact, href: links[c.fact] ?? null, effect: 0 })),
      redFlags: flags.map((f) => ({
        title: f.flag.title,
        severity: f.flag.severity,
        penalty: redFlagPenalties[f.flag.severity],
        effect: 0,
        source: f.source?.label ?? anAnalysedDocument,
        href: f.source?.href ?? links.documents ?? null,
      })),
      penalty,
      notShared: [...new Set(checks.filter((c) => hidden.has(c.fact)).map((c) => c.fact))],
    },
    visiblePoints: total,
    critical: visible.flatMap((c) => (c.critical ? [c.critical] : [])),
    checkPoints,
    flagPoints,
  };
}

/** Documents of the given types, or all when no type is given. */
export function documentsOf<T extends DocumentAnalysis>(documents: readonly T[], ...types: DocumentAnalysis['documentType'][]): T[] {
  return types.length === 0 ? [...documents] : documents.filter((d) => types.includes(d.documentType));
}

/** The best score a deck section reached across the analysed decks and plans, 0–100; null without any. */
export function bestSection(documents: readonly DocumentAnalysis[], section: string): number | null {
  const scores = documents.flatMap((d) => d.deckQuality?.sections.filter((s) => s.section === section).map((s) => s.score) ?? []);
  return scores.length > 0 ? Math.max(...scores) : null;
}
