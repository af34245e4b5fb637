/**
 * The figure readers changed in the fourteenth round, from the mistakes of the fourteenth-round development texts
 * (eval/cases-dev-generalise-fourteenth-*.ts): cash, burn and revenue in the shapes exports, chats and letters write
 * them, each with worked examples in words other than those texts' and the near-misses that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const noFigures = (text: string, type: DocumentType = 'pitch_deck') => flags(text, type).includes('missing-financials');

describe('labels and their amounts on separate lines', () => {
  it('reads a label dated or averaged over a period above an amount in any currency', () => {
    const text = ['Cash at bank, 31 Aug', 'GH\u20B5 3.0m', 'Net burn (6-month average)', 'GH\u20B5 520k', 'Revenue, 6-month average', 'GH\u20B5 300k'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('short-runway');
    expect(noFigures(text, 'financial_statements')).toBe(false);
  });

  it('reads one pair of label and rand amount alone', () => {
    expect(noFigures(['Turnover FY24', 'R 14.5m'].join('\n'))).toBe(false);
  });

  it('lets a long runway pass', () => {
    const text = ['Bank balance (30 Nov)', 'KES 96m', 'Monthly net burn', 'KES 6m', 'Monthly revenue', 'KES 9m'].join('\n');
    expect(flags(text)).not.toContain('short-runway');
    expect(flags(text)).not.toContain('burn-above-revenue');
  });
});
