import fc from 'fast-check';
import { documentTypes } from '@baobab/contracts/enums';
import { describe, expect, it } from 'vitest';
import { cleanStatements, kopaDeck, troubledPlan } from '../test-support/documents';
import { analyzeDocument as analyzeDocumentEngine } from './analyze-document';
import { inEnglish } from '../test-support/english';

const analyzeDocument = inEnglish(analyzeDocumentEngine);

const ruleIds = (text: string, type: Parameters<typeof analyzeDocument>[1]) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('analyzeDocument on a pitch deck', () => {
  const analysis = analyzeDocument(kopaDeck, 'pitch_deck');

  it('extracts the ARR with its amount, period and sentence', () => {
    const arr = analysis.extractedData.revenue.find((f) => f.kind === 'ARR');
    expect(arr).toMatchObject({ text: '$1.2M', amount: { amount: 1_200_000, currency: 'USD', period: 'year' }, sentence: 'We reached $1.2M ARR in March.' });
  });

  it('extracts the monthly burn as an expense', () => {
    expect(analysis.extractedData.expenses).toEqual([
      { kind: 'burn', text: '$150k', amount: { amount: 150_000, currency: 'USD', period: 'month', text: '$150k' }, sentence: 'Monthly burn of $150k; runway of 8 months.' },
    ]);
  });

  it('does not count the raise, the fee cap or the market size as revenue or expenses', () => {
    const texts = [...analysis.extractedData.revenue, ...analysis.extractedData.expenses].map((f) => f.text);
    expect(texts).not.toContain('$2M');
    expect(texts).not.toContain('$4B');
    expect(texts).not.toContain('$600M');
  });

  it('extracts team roles, headcount and background', () => {
    const kinds = analysis.extractedData.team.map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['CEO', 'CTO', 'head of engineering', 'headcount', 'background']));
  });

  it('extracts the licence and regulator as legal findings', () => {
    expect(analysis.extractedData.legal.map((f) => f.kind)).toEqual(expect.arrayContaining(['licence', 'regulation']));
  });

  it('flags customer concentration as high with its sentence', () => {
    expect(analysis.riskFlags.find((f) => f.ruleId === 'customer-concentration')).toMatchObject({
      severity: 'high',
      evidence: 'Our largest customer accounts for 60% of revenue.',
    });
  });

  it('flags burn above revenue: $150K a month against $100K a month of ARR', () => {
    expect(analysis.riskFlags.find((f) => f.ruleId === 'burn-above-revenue')).toMatchObject({
      severity: 'medium',
      title: 'Monthly burn ($150,000) exceeds monthly revenue ($100,000)',
      evidence: 'Monthly burn of $150k; runway of 8 months.',
    });
  });

  it('flags the CTO departure, the short runway and the pending licence', () => {
    expect(analysis.riskFlags.find((f) => f.ruleId === 'founder-departure')?.evidence).toMatch(/^Our CTO left the company/);
    expect(analysis.riskFlags.find((f) => f.ruleId === 'short-runway')?.severity).toBe('medium');
    expect(analysis.riskFlags.find((f) => f.ruleId === 'pending-licence')?.severity).toBe('medium');
  });

  it('raises no flag the text does not support', () => {
    expect(ruleIds(kopaDeck, 'pitch_deck').sort()).toEqual(['burn-above-revenue', 'customer-concentration', 'founder-departure', 'pending-licence', 'short-runway']);
  });

  it('lists high-severity flags first', () => {
    const severities = analysis.riskFlags.map((f) => f.severity);
    expect(severities.indexOf('high')).toBe(0);
    expect(severities.lastIndexOf('high')).toBeLessThan(severities.indexOf('medium'));
  });

  it('scores a deck that covers every section with figures highly', () => {
    expect(analysis.deckQuality?.sections.every((s) => s.score >= 50)).toBe(true);
    expect(analysis.deckQuality?.score).toBeGreaterThanOrEqual(85);
    expect(analysis.deckQuality?.sections.find((s) => s.section === 'traction')?.evidence.length).toBe(2);
  });

  it('reports strengths found in the text', () => {
    expect(analysis.strengths).toEqual(expect.arrayContaining(['Reports ARR of $1.2M']));
    expect(analysis.strengths.some((s) => s.startsWith('Names its team roles: '))).toBe(true);
  });

  it('recommends what each flag calls for', () => {
    expect(analysis.recommendations.some((r) => r.includes('revenue split by customer'))).toBe(true);
  });

  it('has confidence between 0.5 and 1 for a complete deck', () => {
    expect(analysis.confidence).toBeGreaterThan(0.5);
    expect(analysis.confidence).toBeLessThanOrEqual(1);
  });

  it('gives the same result for the same input', () => {
    expect(analyzeDocument(kopaDeck, 'pitch_deck')).toEqual(analysis);
  });
});

describe('analyzeDocument on clean financial statements', () => {
  const analysis = analyzeDocument(cleanStatements, 'financial_statements');

  it('extracts shilling revenue and costs', () => {
    expect(analysis.extractedData.revenue.map((f) => f.amount?.amount)).toEqual([84_000_000, 61_000_000]);
    expect(analysis.extractedData.expenses.map((f) => [f.kind, f.amount?.amount, f.amount?.period])).toEqual([
      ['COGS', 50_000_000, null],
      ['expenses', 20_000_000, null],
      ['costs', 9_000_000, 'year'],
    ]);
  });

  it('raises no flag: the litigation sentence is a denial and founders hold a majority', () => {
    expect(analysis.riskFlags).toEqual([]);
  });

  it('does not score deck quality for statements', () => {
    expect(analysis.deckQuality).toBeNull();
  });
});

describe('analyzeDocument on a troubled business plan', () => {
  it('raises each documented red flag the text contains', () => {
    // 'while the regulator reviews our application': a licence applied for and not yet granted, as well as a regulatory flag.
    expect(ruleIds(troubledPlan, 'business_plan').sort()).toEqual([
      'dead-equity', 'debt-distress', 'declining-revenue', 'litigation', 'low-founder-ownership',
      'missing-financials', 'no-competition', 'pending-licence', 'regulatory', 'related-party', 'unrealistic-growth',
    ]);
  });

  it('rates founder ownership under 20% and operating without a licence as high', () => {
    const flags = analyzeDocument(troubledPlan, 'business_plan').riskFlags;
    expect(flags.find((f) => f.ruleId === 'low-founder-ownership')?.severity).toBe('high');
    expect(flags.find((f) => f.ruleId === 'regulatory')?.severity).toBe('high');
  });

  it('does not take the lawsuit claim for revenue', () => {
    expect(analyzeDocument(troubledPlan, 'business_plan').extractedData.revenue).toEqual([]);
  });
});

describe('analyzeDocument edge cases', () => {
  it('returns an empty analysis with zero confidence for blank text', () => {
    const analysis = analyzeDocument('   \n  ', 'pitch_deck');
    expect(analysis).toMatchObject({ wordCount: 0, sentenceCount: 0, confidence: 0, riskFlags: [], strengths: [] });
    expect(analysis.recommendations).toEqual(["Paste the document's text to analyse it."]);
  });

  it('flags missing financials as high for statements without figures', () => {
    const flag = analyzeDocument('Statement of accounts. Everything went well this year.', 'financial_statements').riskFlags[0];
    expect(flag).toMatchObject({ ruleId: 'missing-financials', severity: 'high', evidence: null });
  });

  it('does not ask legal documents for financial figures', () => {
    expect(ruleIds('This shareholders agreement is made between the founders and the investors.', 'legal_docs')).toEqual([]);
  });

  it('caps findings per category', () => {
    const text = Array.from({ length: 100 }, (_, i) => `Revenue in month ${i} was $${i + 1}k.`).join('\n');
    expect(analyzeDocument(text, 'financial_statements').extractedData.revenue).toHaveLength(25);
  });

  it.each([
    ['a run of full stops', '.'.repeat(200_000)],
    ['a run of digits', '1'.repeat(200_000)],
    ['one sentence of thousands of amounts', 'ARR $1 '.repeat(28_000)],
    ['one-word lines', 'a\n'.repeat(100_000)],
  ])('analyses 200,000 characters of %s in linear time', (_name, text) => {
    expect(analyzeDocument(text, 'pitch_deck').wordCount).toBeGreaterThan(0);
    // The limit tells a linear reader (seconds: every sentence meets every reader; 100,000 one-word lines take
    // 7–15 s on a 2-core node-svc machine) from a super-linear one (hours). Speed is the bench's (red-flags.bench.ts),
    // and the server analyses in a worker with its own time limit (DocumentReader.analyze).
  }, 120_000);

  it('keeps confidence within 0–1 and deck score within 0–100 for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(...documentTypes), (text, type) => {
        const a = analyzeDocument(text, type);
        const deck = a.deckQuality?.score ?? 0;
        return a.confidence >= 0 && a.confidence <= 1 && deck >= 0 && deck <= 100 && !Number.isNaN(a.confidence);
      }),
    );
  });
});

describe('analyzeDocument word count', () => {
  it('counts words separated by any whitespace, including non-breaking and ideographic spaces', () => {
    expect(analyzeDocument('one\ttwo\nthree\u00a0four\u3000five  six', 'legal_docs').wordCount).toBe(6);
  });
});
