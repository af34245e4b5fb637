/**
 * The readers changed in the thirteenth round (decision 0036), from the mistakes of the retired fifth held-out set
 * (eval/cases-dev-retired-fifth*.ts): each a general way of writing, with worked examples in English and in French in
 * words other than that set's, and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const noFigures = (text: string, type: DocumentType = 'pitch_deck') => flags(text, type).includes('missing-financials');

describe('amounts and tables in the shapes accounts write them', () => {
  it('reads a multiplier fused with any currency code as an amount', () => {
    expect(noFigures('Ventes 2026 : 3,8 MMAD, en hausse.')).toBe(false);
    expect(noFigures('Revenue 2026: 12.5 MKES from 40 dealers.')).toBe(false);
  });

  it('reads a statement under a caption that names the currency as KSh', () => {
    expect(noFigures(['MANAGEMENT ACCOUNTS - H1 2026', 'KSh M', 'Revenue               40.2', 'Operating costs       31.0'].join('\n'), 'financial_statements')).toBe(false);
  });

  it('reads a table written one cell a line whose values carry their currency', () => {
    const text = ['Chiffre d\'affaires', '2024', 'XOF 910M', '2025', 'XOF 840M', '2026', 'XOF 610M'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('declining-revenue');
    expect(noFigures(text, 'financial_statements')).toBe(false);
  });

  it('lets a growing series pass', () => {
    expect(flags(['Revenue', '2024', 'GHS 8.1M', '2025', 'GHS 9.4M', '2026', 'GHS 11.0M'].join('\n'), 'financial_statements')).not.toContain('declining-revenue');
  });
});
