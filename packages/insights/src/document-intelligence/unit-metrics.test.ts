import { describe, expect, it } from 'vitest';
import { sentenceFacts } from './sentence-facts';
import { amountAfterWord, ltvWord, statedAcquisitionCost } from './unit-metrics';

const cac = (text: string) => sentenceFacts(text).map(statedAcquisitionCost).find((m) => m !== null)?.amount ?? null;

describe('the CAC a sentence states', () => {
  it('reads it after its name, in English and French', () => {
    expect(cac('CAC: $45 per customer.')).toBe(45);
    expect(cac("Pour un coût d'acquisition de 60 000 FCFA par client.")).toBe(60_000);
  });

  it('reads it said with its verb', () => {
    expect(cac('It costs us about $45 to acquire a customer.')).toBe(45);
    expect(cac('We spent 120,000 FCFA on average to acquire each merchant.')).toBe(120_000);
  });

  it('does not read the CAC of a ratio as an amount', () => {
    expect(cac('LTV/CAC proche de 5 : abonnement de 30 000 FCFA par mois.')).toBeNull();
  });
});

describe('the amount after a metric\'s name', () => {
  const ltv = (text: string) => sentenceFacts(text).map((s) => amountAfterWord(s, ltvWord)).find((m) => m !== null)?.amount ?? null;

  it('passes over the terms of its formula in brackets and reads the value after them', () => {
    expect(ltv('LTV (R300 margin x 20 months)   R6,000')).toBe(6_000);
    expect(ltv('LTV (blended): R6,000')).toBe(6_000);
  });
});
