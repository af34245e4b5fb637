/**
 * Readings of the thirty-second round, group A (unit economics and churn): a monthly price labelled with a word of
 * its own after the fee's name ('Abonnement famille : ... par mois', 'Cotisation moyenne : ... par mois', 'Premium
 * plan: ... a month') is what a customer pays a month; a monthly churn said as a cancellation or non-renewal rate
 * ('Taux de résiliation mensuel : 4 %', 'monthly cancellation rate: 6%') gives the customer's lifetime as any churn
 * does; a customer said to be paid back ('chaque famille est rentabilisée en moins de 2 mois', 'each shop is paid back
 * within three months') is a payback claim; and a monthly margin kept per unit with the one who keeps it between
 * ('Average monthly margin kept by us per active store: ...') is that unit's monthly gross profit. Each a general way
 * of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a monthly fee labelled with a word of its own, and a churn said as a cancellation rate', () => {
  // 3 000 × 50 % = 1 500 a month; a 4 % monthly cancellation rate keeps a customer 25 months: 37 500, not 300 000.
  const lines = (fee: string, churn: string, ltv: string) => `Modèle économique
- ${fee}
- Marge brute : 50 %
- ${churn}
- Coût d'acquisition d'un abonné : 30 000 FCFA
- Valeur vie client (LTV) : ${ltv}`;

  it("reads 'Abonnement famille : 3 000 FCFA par mois' with 'Taux de résiliation mensuel : 4 %' against a stated LTV", () => {
    expect(flags(lines('Abonnement famille : 3 000 FCFA par mois', 'Taux de résiliation mensuel : 4 %', '300 000 FCFA'))).toContain('unit-economics');
    expect(flags(lines('Cotisation moyenne : 3 000 FCFA par mois', 'Taux de désabonnement mensuel : 4 %', '300 000 FCFA'))).toContain('unit-economics');
  });

  it('leaves an LTV the same figures bear out, and a cancellation rate that is not monthly', () => {
    expect(flags(lines('Abonnement famille : 3 000 FCFA par mois', 'Taux de résiliation mensuel : 4 %', '36 000 FCFA'))).not.toContain('unit-economics');
    expect(flags(lines('Abonnement famille : 3 000 FCFA par mois', 'Taux de résiliation annuel : 4 %', '300 000 FCFA'))).not.toContain('unit-economics');
  });

  it("reads 'Premium plan: ... a month' and a 'monthly cancellation rate' in English", () => {
    const deck = (churn: string) => `Unit economics\n- Premium plan: USD 40 a month\n- Gross margin: 50%\n- ${churn}\n- Customer acquisition cost: USD 300\n- Lifetime value: USD 2,000`;
    expect(flags(deck('Monthly cancellation rate: 5%'))).toContain('unit-economics');
    expect(flags(deck('Monthly cancellation rate: 1%'))).not.toContain('unit-economics');
  });
});

describe('a customer said to be paid back within a time', () => {
  // 36 000 / (6 000 × 40 % = 2 400 a month) = 15 months, not under two.
  const plan = (claim: string) => `Notre offre
- Abonnement famille : 6 000 FCFA par mois
- Coût d'acquisition d'une famille : 36 000 FCFA
- Marge brute : 40 %
${claim}`;

  it("reads 'chaque famille est rentabilisée en moins de 2 mois' as a payback claim the figures contradict", () => {
    expect(flags(plan('Chaque famille est rentabilisée en moins de 2 mois.'))).toContain('unit-economics');
    expect(flags(plan('Chaque famille est amortie en moins de 2 mois.'))).toContain('unit-economics');
  });

  it('leaves a payback the figures allow, and one only hoped for', () => {
    expect(flags(plan('Chaque famille est rentabilisée en 16 mois environ.'))).not.toContain('unit-economics');
    expect(flags(plan('Nous espérons que chaque famille sera un jour rentabilisée en moins de 2 mois.'))).not.toContain('unit-economics');
  });

  it("reads 'each shop is paid back within three months' in English", () => {
    const deck = (claim: string) => `- Customer acquisition cost: USD 500 per shop\n- Average monthly margin kept by us per active shop: USD 25\n${claim}`;
    expect(flags(deck('Each shop is paid back within 3 months.'))).toContain('unit-economics');
    expect(flags(deck('Each shop is paid back within 24 months.'))).not.toContain('unit-economics');
  });
});

describe('a monthly margin kept per unit, the one who keeps it named between', () => {
  const memo = (margin: string) => `Q3. How fast does a new store pay back?\nA new store pays back its acquisition cost within 3 months.\nAcquisition cost per store (fit-out, stock advance): USD 1,800\n${margin}`;

  it("reads 'Average monthly margin retained by the company per active store: USD 90' against a payback claim", () => {
    expect(flags(memo('Average monthly margin retained by the company per active store: USD 90'))).toContain('unit-economics');
  });

  it('leaves a margin that does pay back in time, and a margin that is not monthly', () => {
    expect(flags(memo('Average monthly margin retained by the company per active store: USD 700'))).not.toContain('unit-economics');
    expect(flags(memo('Total margin retained by the company across all stores last year: USD 90'))).not.toContain('unit-economics');
  });
});

describe('a year-start base and those still there at the year end, on labelled lines', () => {
  it("reads 'au 1er janvier 2025 : 500' then 'parmi eux, encore abonnés au 31 décembre 2025 : 210' as a year's retention", () => {
    const crm = (kept: string) => `Base clients\n– clients payants au 1er janvier 2025 : 500\n– parmi eux, encore abonnés au 31 décembre 2025 : ${kept}\n– nouveaux clients signés en 2025 : 180`;
    expect(flags(crm('210'), 'business_plan')).toContain('high-churn');
    expect(flags(crm('430'), 'business_plan')).not.toContain('high-churn');
  });

  it("reads the base's count with whom it counts after it ('Parc au 1er janvier 2025 : 2 000 abonnés')", () => {
    const report = (kept: string) => `Abonnés en 2025\n- parc au 1er janvier 2025 : 2 000 abonnés\n- abonnés du 1er janvier encore actifs au 31 décembre : ${kept}\n- nouveaux abonnements de l'année : 900`;
    expect(flags(report('800'), 'business_plan')).toContain('high-churn');
    expect(flags(report('1 700'), 'business_plan')).not.toContain('high-churn');
  });

  it('leaves a count followed by a word that names no customer', () => {
    const lines = `- réseau posé au 1er janvier 2025 : 2 000 km\n- réseau du 1er janvier encore actif au 31 décembre : 800 km`;
    expect(flags(lines, 'business_plan')).not.toContain('high-churn');
  });
});

describe("those kept said in the feminine, 'encore abonnées'", () => {
  it("reads 'Cohorte 2023 (pharmacies abonnées en mars 2023) : 300' then 'encore abonnées en mars 2024 : 120'", () => {
    const memo = (kept: string) => `Rétention\nCohorte 2023 (pharmacies abonnées en mars 2023) : 300\n  - encore abonnées en mars 2024 : ${kept}`;
    expect(flags(memo('120'), 'business_plan')).toContain('high-churn');
    expect(flags(memo('260'), 'business_plan')).not.toContain('high-churn');
  });
});

describe('the period first, then the loss as one in N', () => {
  it("reads 'Every month we lose about one in eight of the stores ...' and 'Chaque mois, nous perdons environ un client sur dix'", () => {
    expect(flags('Every month we lose about one in eight of the stores that bought from us the month before.')).toContain('high-churn');
    expect(flags('Chaque mois, nous perdons environ un client sur dix, remplacé par les nouvelles inscriptions.')).toContain('high-churn');
  });

  it('leaves a small share, and a year', () => {
    expect(flags('Every month we lose about one in fifty of the stores that bought from us the month before.')).not.toContain('high-churn');
    expect(flags('Chaque année, nous perdons environ un client sur dix.')).not.toContain('high-churn');
  });
});
