/**
 * Revenue moved between two figures (revenue-series.ts, revenueMovedDown) only when no other measure opens its own
 * clause between the revenue named and the figures: a note on cash after a note on revenue is the cash's fall.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'financial_statements').riskFlags.map((f) => f.ruleId);

describe('a fall said of another measure in the next clause', () => {
  it('is not revenue falling', () => {
    expect(flags('Grants are shown below revenue; cash fell from USD 910k to USD 640k after the loan was repaid.')).not.toContain('declining-revenue');
    expect(flags("Les subventions sont présentées hors chiffre d'affaires ; la trésorerie est passée de 52 M FCFA à 31 M FCFA.")).not.toContain('declining-revenue');
  });

  it('leaves revenue or sales falling in the next clause', () => {
    expect(flags('Revenue held up in the first half; sales then fell from USD 910k to USD 640k in the second.')).toContain('declining-revenue');
    expect(flags("Le chiffre d'affaires est passé de 52 M FCFA à 31 M FCFA ; la trésorerie a suivi.")).toContain('declining-revenue');
  });
});
