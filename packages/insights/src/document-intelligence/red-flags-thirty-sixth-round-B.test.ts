/**
 * Readings of the thirty-sixth round, group B (high churn, unit economics). High churn: a base counted on a month's first
 * day and, on the next line, the part of it lost or kept, pointed back to by 'of those N', 'sur ces N' or 'd'entre
 * elles', the count before or after its words (churn-cohort-back.ts); a share of subscribed things (vehicles, terminals)
 * taken off the service every month, said in the passive (churn-words.ts). Unit economics: a monthly churn named by whom
 * it counts ('Logo churn held at 2% a month', 'Attrition mensuelle des boutiques : 4 %', 'Taux de désabonnement
 * mensuel moyen 2024 : 3 %'), an ARPU per any customer ('Average revenue per household', 'Revenu net moyen par
 * boutique', 'Prime moyenne facturée par assuré') and, with none stated, the month's revenue over the paying customers,
 * so that a stated LTV/CAC or payback is checked against the text's own figures. Each in words of our own, with the
 * near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a base on the first of a month and the part of it lost or kept, pointed back to on the next line', () => {
  it("reads 'Of those N, ... that stopped paying by 31 December: M' (the count after its words)", () => {
    expect(flags('Traction\n- Subscribed bakeries on 1 January 2025: 800\n- Of those 800, bakeries that stopped paying by 31 December: 410\n- New bakeries signed in 2025: 500')).toContain('high-churn');
    expect(flags('Traction\n- Subscribed bakeries on 1 January 2025: 800\n- Of those 800, bakeries that stopped paying by 31 December: 110\n- New bakeries signed in 2025: 500')).not.toContain('high-churn');
  });

  it("reads the part kept: 'Of those N, ... still buying in December: M'", () => {
    expect(flags('Year in review\n• Retailers active on 1 January 2025: 500\n• Of those 500, retailers still buying from us in December 2025: 230')).toContain('high-churn');
    expect(flags('Year in review\n• Retailers active on 1 January 2025: 500\n• Of those 500, retailers still buying from us in December 2025: 430')).not.toContain('high-churn');
  });

  it("reads French 'Sur ces N, M ont arrêté ... au cours de l'année' and 'M d'entre elles ont cessé'", () => {
    expect(flags("Au 1er janvier 2025, 600 salons de coiffure payaient notre abonnement. Sur ces 600, 300 ont arrêté de payer au cours de l'année.")).toContain('high-churn');
    expect(flags("Au 1er janvier 2025 : 300 coopératives clientes. Au cours de l'année, 150 d'entre elles ont cessé de payer.")).toContain('high-churn');
    expect(flags("Au 1er janvier 2025 : 300 coopératives clientes. Au cours de l'année, 60 d'entre elles ont cessé de payer.")).not.toContain('high-churn');
  });

  it('leaves a count pointed back to that is not the base, a denial and a fear', () => {
    expect(flags('- Subscribed bakeries on 1 January 2025: 800\n- Of those 900, bakeries that stopped paying by 31 December: 410')).not.toContain('high-churn');
    expect(flags("Au 1er janvier 2025 : 300 coopératives clientes. Au cours de l'année, 150 d'entre elles n'ont pas cessé de payer.")).not.toContain('high-churn');
    expect(flags("Au 1er janvier 2025 : 300 coopératives clientes. Au cours de l'année, 150 d'entre elles pourraient cesser de payer.")).not.toContain('high-churn');
  });
});

describe('a share of subscribed things taken off the service every month', () => {
  it("reads 'one truck in ten is taken off the service every month'", () => {
    expect(flags('Retention\nAcross our fleet customers about one truck in ten is taken off the service by its owner every month.', 'business_plan')).toContain('high-churn');
    expect(flags('Retention\nAcross our fleet customers about one truck in forty is taken off the service by its owner every month.', 'business_plan')).not.toContain('high-churn');
  });
});

describe('unit economics: a stated LTV/CAC or payback against monthly churn, ARPU and margin said in more ways', () => {
  const deck = (churn: string, ratio: string) => `Metrics\n- Average revenue per household: USD 20 a month\n- Gross margin: 50%\n- ${churn}\n- CAC: USD 150 per household\n- LTV/CAC: ${ratio}`;
  it("reads 'Logo churn held at N% a month' and 'Average revenue per household'", () => {
    // 20 x 50% / 4% = USD 250 of LTV over a CAC of 150: 1.7x, not 5x.
    expect(flags(deck('Logo churn held at 4% a month', '5x'))).toContain('unit-economics');
    expect(flags(deck('Logo churn held at 4% a month', '1.8x'))).not.toContain('unit-economics');
  });

  it("reads French 'Attrition mensuelle des boutiques : N %' and 'Revenu net moyen par boutique'", () => {
    const note = (ratio: string) => `Indicateurs\n- Revenu net moyen par boutique : 100 MAD par mois\n- Marge brute : 50 %\n- Attrition mensuelle des boutiques : 5 %\n- Coût d'acquisition d'une boutique : 600 MAD\n- LTV/CAC : ${ratio}`;
    // 100 x 50 % / 5 % = 1 000 MAD sur un CAC de 600 : 1,7x.
    expect(flags(note('5x'), 'business_plan')).toContain('unit-economics');
    expect(flags(note('1,7x'), 'business_plan')).not.toContain('unit-economics');
  });

  it("reads 'Taux de désabonnement mensuel moyen 2024 : N %'", () => {
    const note = (ratio: string) => `- Revenu moyen par abonné : 1 000 FCFA par mois\n- Taux de marge brute : 40 %\n- Taux de désabonnement mensuel moyen 2024 : 4 %\n- Coût d'acquisition moyen par abonné : 8 000 FCFA\n- Ratio LTV/CAC : ${ratio}`;
    expect(flags(note('4x'), 'business_plan')).toContain('unit-economics');
    expect(flags(note('1,2x'), 'business_plan')).not.toContain('unit-economics');
  });

  it("reads 'Prime moyenne facturée par assuré' against a stated payback", () => {
    const note = (months: string) => `- Prime moyenne facturée par assuré : 1 000 FCFA par mois\n- Taux de marge brute : 50 %\n- Coût d'acquisition d'un assuré (CAC) : 9 000 FCFA\n- Délai de récupération du CAC : ${months} mois`;
    // 9 000 / (1 000 x 50 %) = 18 mois, pas 5.
    expect(flags(note('5'), 'financial_statements')).toContain('unit-economics');
    expect(flags(note('16'), 'financial_statements')).not.toContain('unit-economics');
  });

  it("with no ARPU stated, divides the month's revenue by the paying customers", () => {
    const slides = (ratio: string) => `Traction\n- 4,000 paying members\n- Monthly revenue: USD 100,000\n- Gross margin: 40%\n- Member churn: 4% a month\nUnit economics\n- Customer acquisition cost: USD 200\n- LTV/CAC: ${ratio}`;
    // USD 25 a member x 40% / 4% = USD 250 over a CAC of 200: 1.25x, not 6x.
    expect(flags(slides('6x'))).toContain('unit-economics');
    expect(flags(slides('1.3x'))).not.toContain('unit-economics');
  });
});
