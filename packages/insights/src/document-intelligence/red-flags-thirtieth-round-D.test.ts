/**
 * Readings of the thirtieth round, group D (customer concentration, churn, unit economics, one-off revenue): one-off
 * fees kept out of the recurring figure in other words ('never included', 'on its own line', 'counts ... only'); a churn
 * list item that ends at its semicolon when the next item is another statement; a customer's share told in the past
 * tense, then its present share; a list's lead that names no customer before its first figure; a metric worked out in
 * its own clause, whose value is the amount after the last equals sign; 'over the last 12 months' as a window, not a
 * customer's life; a base counted at a date and, in the next sentence, what became of it ('Of these, N had closed by
 * June'); a churn figure's period said again in the next sentence ('That is an annual rate: of 500 ...'). Each a general way of writing, in words of our own, with the reading that must still raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('one-off fees kept out of the recurring figure', () => {
  it("reads 'counts ... only' and a separate line as an exclusion", () => {
    expect(flags('MRR counts recurring licence fees only; the USD 40k of one-time setup fees invoiced in May is shown on a separate line.')).not.toContain('non-recurring-revenue');
    expect(flags('Our ARR of USD 2.1m includes USD 300k of one-off setup fees billed in March.')).toContain('non-recurring-revenue');
  });

  it("reads 'never counted in ARR' as an exclusion", () => {
    expect(flags('Set-up fees billed once are booked as Other income and are never counted in ARR.')).not.toContain('non-recurring-revenue');
  });

  it("reads 'ne compte que' and 'sur une ligne à part' in French", () => {
    expect(flags("Le MRR ne compte que les abonnements ; les 12 M FCFA de frais d'installation facturés une seule fois figurent sur une ligne à part.")).not.toContain('non-recurring-revenue');
    expect(flags("Le MRR de 40 M FCFA inclut 9 M FCFA de frais d'installation facturés une seule fois.")).toContain('non-recurring-revenue');
  });
});

describe("a churn list item ends at its semicolon when the next item is another statement", () => {
  const update = (churn: string) => `Highlights\n- Subscribers: 8,200\n- Subscriber churn: ${churn}\n- Top school group paid 19% of fees; no other school is above 7%\n- Revenue: USD 210k in March`;
  it("does not read the next item's share as churn", () => {
    expect(flags(update('3.5% in March, 3.8% in February'))).not.toContain('high-churn');
    expect(flags(update('6.5% in March, 6.8% in February'))).toContain('high-churn');
  });

  it('does not read a renewal share after the semicolon as the churn', () => {
    const deck = (line: string) => `Chiffres clés\n• ${line}\n• Revenus : 90 M FCFA en 2024`;
    expect(flags(deck('Non-renouvellement annuel des contrats : 31 % ; 69 % des clients reconduisent leur contrat'), 'pitch_deck')).not.toContain('high-churn');
    expect(flags(deck('Taux de résiliation annuel : 52 % ; 48 % des clients reconduisent leur contrat'), 'pitch_deck')).toContain('high-churn');
  });
});

describe("a customer's share told in the past, then its present share", () => {
  it('reads the present share (French)', () => {
    expect(flags('Notre distributeur Sahel Agro, qui pesait 52 % de nos ventes en 2022, en représente 14 % au premier semestre.')).not.toContain('customer-concentration');
    expect(flags('Le grossiste Amana, qui pesait 22 % de nos ventes en 2022, en représente 44 % en juin.')).toContain('customer-concentration');
  });

  it('reads the present share (English)', () => {
    expect(flags('Our distributor Kijani Foods, which accounted for 48% of revenue in 2021, makes up 12% of it in the first half.')).not.toContain('customer-concentration');
    expect(flags('Our distributor Kijani Foods, which accounted for 18% of revenue in 2021, makes up 41% of it in the first half.')).toContain('customer-concentration');
  });
});

describe("a list's lead that names no customer before its first figure", () => {
  it("does not read a margin in a list as a customer's share", () => {
    const text = "Key figures:\n• ARR: 4.1m MAD (January: 3.9m MAD), of which 0.3m MAD of onboarding fees paid once by the 14 new customers of the month\n• Paying accounts: 920; ARPA: 370 MAD a month\n• Gross margin: 58% (66% in Q4)";
    expect(flags(text, 'pitch_deck')).not.toContain('customer-concentration');
  });
});

describe('a metric worked out in its own clause', () => {
  it("reads the LTV after the last equals sign, not the formula's first term", () => {
    const deck = (ratio: string) => `Unit economics\n   ARPU KES 2,000 a month · gross margin 60%\n   Expected customer life: 1 / 4% = 25 months\n   LTV = KES 2,000 × 60% × 25 = KES 30,000\n   CAC KES 10,000 → LTV:CAC ${ratio}, payback about 8 months`;
    expect(flags(deck('3.0x'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(deck('9.0x'), 'pitch_deck')).toContain('unit-economics');
  });

  it("reads 'over the last 12 months' as a window, not a customer's life", () => {
    const text = (ltv: string) => `Notes\n- Net revenue retention over the last 12 months: 96%.\n- Unit economics: ARPA about USD 250 a month, gross margin 70%, CAC USD 4,000.\n  ${ltv}`;
    expect(flags(text('LTV at 1% monthly churn = 250 x 0.70 / 0.01 = USD 17,500; LTV/CAC 4.4x.'))).not.toContain('unit-economics');
    expect(flags(text('LTV at 1% monthly churn = 250 x 0.70 / 0.01 = USD 17,500; LTV/CAC 12x.'))).toContain('unit-economics');
  });
});

describe('a base counted at a date, then what became of it in the next sentence', () => {
  it("reads 'Of these, N had cancelled by <month>' against the base", () => {
    expect(flags('Shops active on 1 March: 450. Of these, 96 had cancelled their plan by 31 May; 80 new shops joined.')).toContain('high-churn');
    expect(flags('Shops active on 1 March: 450. Of these, 16 had cancelled their plan by 31 May; 80 new shops joined.')).not.toContain('high-churn');
  });

  it("reads 'Parmi eux' and those still there", () => {
    expect(flags('Abonnés actifs au 1er février : 1 200. Parmi eux, 310 avaient résilié fin avril.')).toContain('high-churn');
    expect(flags('Abonnés actifs au 1er février : 1 200. Parmi eux, 40 avaient résilié fin avril.')).not.toContain('high-churn');
    expect(flags('We had 900 schools active in January. Of these, 610 were still paying in June.')).toContain('high-churn');
  });
});

describe("a churn figure's period said again in the next sentence, with its counts", () => {
  it('reads the figure as annual when the next sentence says so and counts it', () => {
    const text = (left: number) => `Our dashboard shows "churn 20%", which worried the board. That is an annual rate: of 500 clinics active in January 2024, ${left} stopped ordering during the year.`;
    expect(flags(text(100))).not.toContain('high-churn');
    expect(flags(text(300))).toContain('high-churn');
  });

  it("reads 'il s'agit d'un taux annuel'", () => {
    expect(flags("Le tableau affiche « attrition 12 % ». Il s'agit d'un taux annuel : sur 800 écoles actives au 1er janvier 2024, 96 ont cessé de commander dans l'année.")).not.toContain('high-churn');
  });
});
