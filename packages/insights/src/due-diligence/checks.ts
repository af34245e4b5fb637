/**
 * A due-diligence category is a list of checks worth points (each category's points sum to
 * 100). A check earns a fraction of its points from the data; one earning less than
 * `issueBelow` of its points becomes an issue and a recommendation (smaller shortfalls show in
 * the evidence only). Missing data earns nothing and says so: it is never invented.
 */
import type { DocumentAnalysis } from '../document-intelligence/types';
import { clamp, round } from '../scoring';

export interface Check {
  check: string;
  points: number;
  /** Fraction of the points earned, 0–1. */
  earned: number;
  source: string;
  /** Shown when less than the full points are earned. */
  issue: string;
  recommendation: string;
  /** A finding serious enough to list among the report's critical issues. */
  critical?: string | null;
}

export interface CheckEvidence {
  check: string;
  points: number;
  earned: number;
  source: string;
}

export interface DueDiligenceCategory {
  /** 0–100. */
  score: number;
  /** Share of the overall score. */
  weight: number;
  issues: string[];
  recommendations: string[];
  evidence: CheckEvidence[];
}

export const issueBelow = 0.6;

export function scoreCategory(checks: readonly Check[], weight: number): { category: DueDiligenceCategory; critical: string[] } {
  const total = checks.reduce((sum, c) => sum + c.points, 0);
  const earned = checks.reduce((sum, c) => sum + c.points * clamp(c.earned, 0, 1), 0);
  const short = checks.filter((c) => clamp(c.earned, 0, 1) < issueBelow);
  return {
    category: {
      score: total > 0 ? Math.round((earned / total) * 100) : 0,
      weight,
      issues: short.map((c) => c.issue),
      recommendations: [...new Set(short.map((c) => c.recommendation))],
      evidence: checks.map((c) => ({ check: c.check, points: c.points, earned: round(c.points * clamp(c.earned, 0, 1), 1), source: c.source })),
    },
    critical: checks.flatMap((c) => (c.critical ? [c.critical] : [])),
  };
}

/** Documents of the given types, or all when no type is given. */
export function documentsOf(documents: readonly DocumentAnalysis[], ...types: DocumentAnalysis['documentType'][]): DocumentAnalysis[] {
  return types.length === 0 ? [...documents] : documents.filter((d) => types.includes(d.documentType));
}

/** The best score a deck section reached across the analysed decks and plans, 0–100; null without any. */
export function bestSection(documents: readonly DocumentAnalysis[], section: string): number | null {
  const scores = documents.flatMap((d) => d.deckQuality?.sections.filter((s) => s.section === section).map((s) => s.score) ?? []);
  return scores.length > 0 ? Math.max(...scores) : null;
}

/** Red flags of the given categories across all documents, high severity first. */
export function flagsOf(documents: readonly DocumentAnalysis[], categories: readonly string[]) {
  return documents.flatMap((d) => d.riskFlags).filter((f) => categories.includes(f.category));
}
