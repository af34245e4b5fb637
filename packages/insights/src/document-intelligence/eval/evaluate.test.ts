import { describe, expect, it } from 'vitest';
import { redFlagCases } from './cases';
import { evaluateRedFlags } from './evaluate';

// A measured classifier test over the labelled set (eval/cases-*.ts), not a timing: the red-flag
// reader must reach precision and recall of at least 0.9 overall and 0.75 in every class.
describe('red-flag reader on the evaluation set', () => {
  const evaluation = evaluateRedFlags(redFlagCases);

  it('has at least 30 labelled texts with unique ids', () => {
    expect(redFlagCases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(redFlagCases.map((c) => c.id)).size).toBe(redFlagCases.length);
  });

  it('reaches precision and recall of 0.9 overall', () => {
    expect(evaluation.overall.precision).toBeGreaterThanOrEqual(0.9);
    expect(evaluation.overall.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps every class at 0.75 or above', () => {
    const weak = evaluation.classes.filter((c) => c.precision < 0.75 || c.recall < 0.75).map((c) => c.flagClass);
    expect(weak).toEqual([]);
  });

  it('quotes the sentence behind every flag it raises on the set', () => {
    for (const mistake of evaluation.mistakes.filter((m) => m.kind === 'false' && m.flagClass !== 'missing-financials')) {
      expect(mistake.evidence).not.toBeNull();
    }
  });
});
