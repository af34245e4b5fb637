/**
 * The unit-economics readers changed in the eighteenth round: a stated LTV, LTV/CAC, margin or contribution recomputed
 * from the text's own inputs (a lifetime named after whoever the customer is, or counted in orders before leaving; a
 * margin per customer against its price; an order's lines marked with signs), each with short texts of its own, in
 * English and French, and the near-miss it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const has = (text: string, type: Kind = 'pitch_deck') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === 'unit-economics');

describe('a lifetime named after the customer, or its count before the word', () => {
  it("reads 'Average driver life', 'expected merchant life' and 'a 10-month lifetime' against a stated LTV/CAC", () => {
    const lines = (life: string, ratio: string) => `Unit economics\nGross profit per driver\nKES 2,000 a month\n${life}\nCAC\nKES 10,000\nLTV/CAC\n${ratio}`;
    // 2,000 x 10 months = 20,000 against 10,000: 2x, not the 5x stated.
    expect(has(lines('Average driver life\n10 months', '5x'))).toBe(true);
    expect(has(lines('Expected merchant life\n10 months', '5x'))).toBe(true);
    expect(has(lines('Average driver life\n10 months', '2x'))).toBe(false);
    expect(has('Each merchant brings KES 2,000 of gross profit a month, over a 10-month lifetime. CAC is KES 10,000 and our LTV/CAC is 5x.')).toBe(true);
    expect(has('Each merchant brings KES 2,000 of gross profit a month, over a 10-month lifetime. CAC is KES 10,000 and our LTV/CAC is 2x.')).toBe(false);
  });

  it("does not read a product's life as a customer's", () => {
    expect(has('Gross profit per customer: KES 2,000 a month. Battery life: 10 months. CAC: KES 10,000. LTV/CAC: 5x.')).toBe(false);
  });
});

describe('a stated LTV against what the margin and the orders before leaving make of it', () => {
  it('reads the orders a customer places before it stops, in French and in English', () => {
    expect(has('CAC : 2 000 FCFA\nLTV : 40 000 FCFA\nPanier moyen 20 000 FCFA, marge brute 10 %, un client passe en moyenne 3 commandes avant de partir.')).toBe(true);
    // 20,000 x 10% x 3 = 6,000: an LTV of 6,000 is what the figures give.
    expect(has('CAC : 2 000 FCFA\nLTV : 6 000 FCFA\nPanier moyen 20 000 FCFA, marge brute 10 %, un client passe en moyenne 3 commandes avant de partir.')).toBe(false);
    expect(has('CAC: $20. LTV: $400. Average basket $50 at a 20% margin, and a customer orders 4 times before churning.')).toBe(true);
    expect(has('CAC: $20. LTV: $40. Average basket $50 at a 20% margin, and a customer orders 4 times before churning.')).toBe(false);
  });
});

describe('the French names of the metrics, and what must not be recomputed', () => {
  it("reads 'valeur vie client' and 'valeur à vie d'un client' as an LTV, and orders 'avant de nous quitter'", () => {
    expect(has("Coût d'acquisition client : 50 €. Valeur vie client : 900 €. Panier moyen : 40 €, marge brute de 25 %, et un client passe 3 commandes avant de nous quitter.")).toBe(true);
    expect(has("Coût d'acquisition : 50 €. Valeur à vie d'un client : 900 €. Marge brute par client : 10 € par mois. Un client reste en moyenne 30 mois.")).toBe(true);
    expect(has("Coût d'acquisition : 50 €. Valeur à vie d'un client : 320 €. Marge brute par client : 10 € par mois. Un client reste en moyenne 30 mois.")).toBe(false);
  });

  it('sets an LTV said to be of revenue against what a customer pays, not against its margin', () => {
    expect(has('ARPU: $50 a month. Gross margin: 60%. Customer lifetime: 24 months. LTV (revenue): $1,200. CAC: $300.')).toBe(false);
    expect(has('ARPU: $50 a month. Gross margin: 60%. Customer lifetime: 24 months. LTV: $1,200. CAC: $300.')).toBe(true);
  });
});

describe('an LTV said as a multiple of the CAC', () => {
  it("reads 'the LTV is like four times CAC' and 'la LTV vaut environ trois fois le CAC' against the lifetime's margin", () => {
    expect(has('Our CAC is $200. The LTV is like four times CAC. Gross profit per customer: $25 a month; customers stay 12 months.')).toBe(true);
    expect(has('Our CAC is $200. The LTV is like four times CAC. Gross profit per customer: $70 a month; customers stay 12 months.')).toBe(false);
    expect(has("Notre coût d'acquisition est de 200 €. La LTV vaut environ trois fois le CAC. Marge brute par client : 25 € par mois ; un client reste 12 mois.")).toBe(true);
    expect(has("Notre coût d'acquisition est de 200 €. La LTV vaut environ trois fois le CAC. Marge brute par client : 50 € par mois ; un client reste 12 mois.")).toBe(false);
  });
});

describe('a margin per customer above what the customer pays', () => {
  it('compares only figures of one unit', () => {
    expect(has('Average revenue per user: $5 a month. Gross profit per merchant: $40 a month. CAC: $30.')).toBe(false);
    expect(has('Average revenue per merchant: $30 a month. Gross profit per merchant: $40 a month. CAC: $30.')).toBe(true);
  });

  it('reads a contribution per subscriber above the subscription price', () => {
    expect(has("Prix de l'abonnement :\n30 € par mois\nMarge de contribution par abonné :\n40 € par mois\nCoût d'acquisition : 60 €")).toBe(true);
    expect(has("Prix de l'abonnement :\n30 € par mois\nMarge de contribution par abonné :\n12 € par mois\nCoût d'acquisition : 60 €")).toBe(false);
    expect(has('Monthly subscription: $25 a month. Gross profit per subscriber: $32 a month. CAC: $75.')).toBe(true);
    expect(has('Monthly subscription: $25 a month. Gross profit per subscriber: $15 a month. CAC: $75.')).toBe(false);
  });
});

describe("an order's lines marked with signs", () => {
  const waterfall = (result: string) =>
    `Per-order economics\nAverage basket            KES 2,000\nCommission (20%)          KES 400\nRider cost               \u2212KES 250\nPayment fees               \u2212KES 30\nContribution per order   ${result}`;
  it("reads a marketplace's commission as what the order brings in and the minus lines as its costs", () => {
    // 400 - 250 - 30 = 120.
    expect(has(waterfall('KES +900'))).toBe(true);
    expect(has(waterfall('KES +120'))).toBe(false);
    expect(has(waterfall('KES 120'))).toBe(false);
  });

  it('reads a fee charged beside the basket as revenue on top of it', () => {
    const lines = (result: string) => `Unit economics per order\nAverage order value   \u20AC20.00\nDelivery fee charged   \u20AC3.00\nProduct cost   -\u20AC14.00\nCourier   -\u20AC6.00\nMarge de contribution par commande : ${result}`;
    // 20 + 3 - 14 - 6 = 3.
    expect(has(lines('8,00 \u20AC'))).toBe(true);
    expect(has(lines('3,00 \u20AC'))).toBe(false);
  });
});

describe('a per-order loss the text states and its lines reproduce', () => {
  const deck = (period: string) =>
    `Unit economics per order\n\nAverage order value        \u20A66,000\nProduct cost               \u20A65,000\nRider and dispatch         \u20A61,200\nPayment fees               \u20A6100\nContribution per order    \u2212\u20A6300\n\n${period}`;
  // Decision 0036 settled the doubted reading: a per-order loss is unit economics that fail, also when the period's
  // figures show the same loss as a gross margin below zero.
  it('is flagged beside the gross margin the period figures show', () => {
    const flags = analyzeDocument(deck('FY2025: revenue \u20A6500m, cost of sales \u20A6560m.'), 'pitch_deck').riskFlags.map((f) => f.ruleId);
    expect(flags).toContain('gross-margin');
    expect(flags).toContain('unit-economics');
  });

  it('is flagged when the economics are called positive, or when nothing else reports the loss', () => {
    expect(has(deck('FY2025: revenue \u20A6500m, cost of sales \u20A6560m. Our unit economics are positive.'))).toBe(true);
    expect(has(deck('FY2025: revenue \u20A6500m.'))).toBe(true);
  });

  it('is not flagged when the contribution the lines leave is above zero', () => {
    const positive = `Unit economics per order\n\nAverage order value        \u20A66,000\nProduct cost               \u20A64,000\nRider and dispatch         \u20A61,200\nPayment fees               \u20A6100\nContribution per order    \u20A6700\n\nFY2025: revenue \u20A6500m.`;
    expect(has(positive)).toBe(false);
  });
});

describe('a CAC said to be earned back within a number of orders', () => {
  it('sets the orders claimed against the CAC and what each order leaves', () => {
    expect(has('CAC: $40. Contribution per order: $5. We recover the CAC on the very first order.')).toBe(true);
    expect(has('CAC: $40. Contribution per order: $25. We recover the CAC on the second order.')).toBe(false);
    expect(has("Coût d'acquisition : 9 000 FCFA. Marge de contribution par commande : 600 FCFA. Le CAC est remboursé dès la première commande.")).toBe(true);
    expect(has("Coût d'acquisition : 9 000 FCFA. Marge de contribution par commande : 600 FCFA. Le CAC est remboursé après la quinzième commande.")).toBe(false);
  });

  it('reads the cost of a new customer and what an order leaves when they are said, in words', () => {
    const call = (kept: string) => `host so how fast do you earn it back\nguest we pay back the acquisition on the first order honestly\nguest to get a new customer we give a voucher of twenty rand and spend ten rand on ads so about thirty rand and then per order after the driver we keep about ${kept} rand`;
    expect(has(call('four'), 'business_plan')).toBe(true);
    expect(has(call('forty'), 'business_plan')).toBe(false);
  });

  it('lets a claim that is denied or only hoped for pass', () => {
    expect(has('CAC: $40. Contribution per order: $5. We do not recover the CAC on the first order.')).toBe(false);
    expect(has('CAC: $40. Contribution per order: $5. We hope to recover the CAC on the first order one day.')).toBe(false);
  });
});

describe("a monthly basket said with 'is'", () => {
  it('reads what a subscriber pays a month for the payback it implies', () => {
    expect(has('Our CAC is $300 and payback is around three months. The average basket is $40 a month per subscriber and the gross margin on the basket is 20%.')).toBe(true);
    expect(has('Our CAC is $300 and payback is around eight months. The average basket is $40 a month per subscriber and the gross margin on the basket is 90%.')).toBe(false);
  });
});
