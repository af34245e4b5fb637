import { describe, expect, it } from 'vitest';
import { isHedgedAt } from './assertion';
import { sentenceFacts } from './sentence-facts';
import { amountAfterWord, ltvWord, statedAcquisitionCost } from './unit-metrics';

const cac = (text: string) => sentenceFacts(text).map((s) => statedAcquisitionCost(s)).find((m) => m !== null)?.amount ?? null;

describe('the CAC a sentence states', () => {
  it('reads it after its name, in English and French', () => {
    expect(cac('CAC: $45 per customer.')).toBe(45);
    expect(cac("Pour un coût d'acquisition de 60 000 FCFA par client.")).toBe(60_000);
  });

  it('reads it said with its verb', () => {
    expect(cac('It costs us about $45 to acquire a customer.')).toBe(45);
    expect(cac('We spent 120,000 FCFA on average to acquire each merchant.')).toBe(120_000);
  });

  it('reads it said with its verb however the sentence puts it, one reading for every unit-economics reader', () => {
    expect(cac('We acquire a farmer for roughly $35 through our field agents.')).toBe(35);
    expect(cac('We spend KES 6,000 to install a kit.')).toBe(6_000);
    expect(cac('Nous dépensons 20 000 FCFA à recruter chaque commerçant.')).toBe(20_000);
    expect(cac('To get a new customer we give a voucher of GHS 30 and we spend GHS 15 on ads, so about GHS 45 in all.')).toBe(45);
    expect(cac('We spend ZAR 1.9m to bring in ZAR 1.2m of revenue.')).toBeNull();
  });

  it('leaves a hedged CAC to a reader that takes only what is asserted', () => {
    const [s] = sentenceFacts('If we spent $400 to acquire each customer, we would stop.');
    expect(s && statedAcquisitionCost(s)?.amount).toBe(400);
    expect(s && statedAcquisitionCost(s, (lower, at) => !isHedgedAt(lower, at))).toBeNull();
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
