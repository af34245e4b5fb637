/**
 * Precision and recall of the red-flag reader per flag class (rule id) over a labelled set.
 * Closed world: a class a text does not list as present counts as absent, so every flag the
 * reader raises is either a true or a false positive. Severity is not scored, only presence.
 */
import { analyzeDocument } from '../analyze-document';
import { redFlagCatalogue } from '../red-flags';
import type { RedFlagCase } from './case';

export interface ClassScore {
  flagClass: string;
  /** Texts labelled with the class. */
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when the reader raised the class nowhere (no false claim was made). */
  precision: number;
  /** 1 when no text has the class. */
  recall: number;
}

export interface CaseMistake { id: string; flagClass: string; kind: 'missed' | 'false'; evidence: string | null }

export interface Evaluation {
  classes: ClassScore[];
  /** Micro-averaged over every class: all true positives against all raised and all labelled. */
  overall: { truePositives: number; falsePositives: number; falseNegatives: number; precision: number; recall: number };
  mistakes: CaseMistake[];
}

const ratio = (hits: number, total: number) => (total === 0 ? 1 : hits / total);

export function evaluateRedFlags(cases: readonly RedFlagCase[]): Evaluation {
  const known = new Set(redFlagCatalogue.map((r) => r.id));
  const counts = new Map([...known].map((id) => [id, { tp: 0, fp: 0, fn: 0 }]));
  const mistakes: CaseMistake[] = [];
  for (const c of cases) {
    for (const label of [...c.present, ...c.absent]) if (!known.has(label)) throw new Error(`${c.id}: unknown flag class ${label}`);
    if (c.absent.some((label) => c.present.includes(label))) throw new Error(`${c.id}: a class is both present and absent`);
    const flags = analyzeDocument(c.text, c.documentType).riskFlags;
    const raised = new Map(flags.map((f) => [f.ruleId, f.evidence]));
    for (const id of known) {
      const count = counts.get(id);
      if (!count) continue;
      const labelled = c.present.includes(id);
      if (labelled && raised.has(id)) count.tp += 1;
      else if (labelled) { count.fn += 1; mistakes.push({ id: c.id, flagClass: id, kind: 'missed', evidence: null }); }
      else if (raised.has(id)) { count.fp += 1; mistakes.push({ id: c.id, flagClass: id, kind: 'false', evidence: raised.get(id) ?? null }); }
    }
  }
  const classes = [...counts].map(([flagClass, { tp, fp, fn }]) => ({
    flagClass, support: tp + fn, truePositives: tp, falsePositives: fp, falseNegatives: fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn),
  }));
  const sum = (key: 'truePositives' | 'falsePositives' | 'falseNegatives') => classes.reduce((total, c) => total + c[key], 0);
  const tp = sum('truePositives');
  const fp = sum('falsePositives');
  const fn = sum('falseNegatives');
  return { classes, overall: { truePositives: tp, falsePositives: fp, falseNegatives: fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) }, mistakes };
}
