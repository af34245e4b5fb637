/**
 * The unit-economics and gross-margin mechanisms of the nineteenth round, each with short texts of its own in English
 * and French and the near-misses it must let pass: a stated CAC against acquisition spend and new customers given a
 * few sentences apart; an LTV recomputed with a contribution margin, a member's churn, a pharmacy's revenue; a stated
 * lifetime against a year's retention (a cohort indexed to 100, or said in words) or a churn counted; a CAC asked and answered and a
 * margin kept of a monthly price, against a claimed payback; a CSV export's margin and contribution columns; the
 * Maghreb's statement labels for cost of sales and gross margin; a list item closed by its writer's semicolon.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: Kind = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const unit = (text: string, type: Kind = 'pitch_deck') => flags(text, type).includes('unit-economics');
const margin = (text: string, type: Kind = 'financial_statements') => flags(text, type).includes('gross-margin');

describe('a stated CAC against acquisition spend and new customers a few sentences apart', () => {
  it('reads a report whose spend and new customers are separate lines, in French and English', () => {
    const report = (cac: string) => `Rapport du trimestre\n- Nouveaux clients (offre famille) : 2 000\n- Dépenses de marketing et d'acquisition : 900 000 MAD (radio, affichage)\n- Clients actifs : 6 100\nCoût d'acquisition client de ${cac}.`;
    // 900,000 / 2,000 = 450 MAD a customer.
    expect(unit(report('120 MAD'), 'financial_statements')).toBe(true);
    expect(unit(report('430 MAD'), 'financial_statements')).toBe(false);
    expect(unit('Marketing spend in Q2: $240,000 (search ads and podcasts).\nNew subscribers in Q2: 1,600\nOur CAC is $40.')).toBe(true);
    expect(unit('Marketing spend in Q2: $240,000 (search ads and podcasts).\nNew subscribers in Q2: 1,600\nOur CAC is $140.')).toBe(false);
  });

  it('reads a spend and its new customers in one sentence joined by a verb of winning them', () => {
    expect(unit('Our acquisition cost per driver is NGN 4,000. Last year we spent NGN 30m on radio and field recruitment, and onboarded 3,000 new drivers.')).toBe(true);
    expect(unit('Our acquisition cost per driver is NGN 9,500. Last year we spent NGN 30m on radio and field recruitment, and onboarded 3,000 new drivers.')).toBe(false);
  });

  it('reads an answer to a question about marketing spend', () => {
    const call = (count: string) => `Investisseur : Quel est votre coût d'acquisition ?\nFondatrice : Notre coût d'acquisition est de 5 000 FCFA par client.\nInvestisseur : Et vos dépenses marketing sur 2024 ?\nFondatrice : 60 millions FCFA au total, surtout radio et Facebook.\nOn a signé ${count} nouveaux clients sur l'année.`;
    // 60m / 3,000 = 20,000 FCFA, four times the 5,000 stated; 60m / 11,000 = 5,455 agrees with it.
    expect(unit(call('3 000'), 'business_plan')).toBe(true);
    expect(unit(call('11 000'), 'business_plan')).toBe(false);
  });

  it('does not read a planned spend, a spend with no customer won, nor customers won far from the spend', () => {
    expect(unit('CAC: $30. Next year we plan to spend $500,000 on marketing to acquire 4,000 new customers.')).toBe(false);
    expect(unit('CAC: $30. We spent $500,000 on marketing last year. We have 4,000 customers in total.')).toBe(false);
    const far = ['CAC: $30.', 'We spent $500,000 on marketing in 2024.', 'Retention is stable.', 'Our team grew.', 'We opened Kumasi.', 'The app was rebuilt.', 'We signed 4,000 new customers in 2023.'].join('\n');
    expect(unit(far)).toBe(false);
  });
});

describe('an LTV recomputed with a contribution margin, a member churn, a revenue per pharmacy', () => {
  it('reads a contribution margin in place of a gross margin', () => {
    const slide = (ltv: string) => `Unit economics\nARPU: $20 per member per month\nContribution margin: 30%\nMonthly member churn: 5%\nCAC: $40\nLTV: ${ltv}`;
    // 20 x 30% x 20 months = $120.
    expect(unit(slide('$400'))).toBe(true);
    expect(unit(slide('$125'))).toBe(false);
  });

  it("reads 'revenu moyen par pharmacie' and 'attrition mensuelle'", () => {
    const slide = (ltv: string) => `Économie unitaire\nRevenu moyen par pharmacie : 20 000 FCFA / mois\nMarge brute : 50 %\nAttrition mensuelle : 5 %\nValeur vie client (LTV) : ${ltv}`;
    // 20,000 x 50% x 20 months = 200,000 FCFA.
    expect(unit(slide('500 000 FCFA'))).toBe(true);
    expect(unit(slide('210 000 FCFA'))).toBe(false);
  });
});

describe("a stated lifetime against a year's retention", () => {
  it('reads a cohort indexed to 100 on one line', () => {
    const note = (m12: string) => `LTV de 90 000 FCFA (2 500 FCFA de marge par mois × 36 mois de durée de vie).\nCohorte de mars 2024 = 100 : Mois 1 : 100 — Mois 6 : 60 — Mois 12 : ${m12}`;
    // 38 kept a year on is about 8% lost a month: some 13 months, not 36.
    expect(unit(note('38'), 'business_plan')).toBe(true);
    expect(unit(note('92'), 'business_plan')).toBe(false);
    expect(unit('We model a 36-month customer lifetime. Cohort index (Jan = 100): month 1: 100, month 6: 58, month 12: 35%.')).toBe(true);
  });

  it('reads a churn counted from a base and those lost in the period', () => {
    expect(unit('We model a 40-month customer lifetime. We had 1,000 subscribers at the start of March; 90 cancelled during the month.')).toBe(true);
    expect(unit('We model a 10-month customer lifetime. We had 1,000 subscribers at the start of March; 90 cancelled during the month.')).toBe(false);
    expect(unit('Durée de vie client : 36 mois. Sur 800 abonnés au 1er janvier, 60 ont résilié au cours du mois.')).toBe(true);
  });

  it('does not read an index with no base of 100', () => {
    expect(unit('We model a 36-month customer lifetime. Month 1: 340 orders, month 12: 41 new shops.')).toBe(false);
  });
});

describe('a CAC asked and answered, a margin kept of a monthly price, against a claimed payback', () => {
  it('reads them across an interview', () => {
    const interview = (kept: string) => `Q: How fast do you earn back acquisition?\nA: We recover the cost of acquiring a member in about three months.\nQ: What does it cost you to get a member?\nA: Around $120 all-in.\nQ: And what does a member pay?\nA: The plan is $30 a month, and after paying partners we keep roughly ${kept} of that as gross profit.`;
    // $120 / $8 = 15 months against the three claimed; $120 / $28 = about 4 months, within twice the claim.
    expect(unit(interview('$8'), 'business_plan')).toBe(true);
    expect(unit(interview('$28'), 'business_plan')).toBe(false);
  });

  it("reads the margin kept of a price in French ('dont ... de marge')", () => {
    const text = (kept: string) => `Notre coût d'acquisition est de 900 MAD, amorti en six mois. L'abonnement est à 150 MAD par mois, dont ${kept} de marge.`;
    expect(unit(text('50 MAD'))).toBe(true);
    expect(unit(text('140 MAD'))).toBe(false);
  });
});

describe("a CSV export's gross margin and contribution columns", () => {
  const csv = (contribution: string[], gm: string[]) => ['Per-order unit economics (USD)', 'quarter,orders,revenue_per_order,contribution_per_order,gross_margin',
    `q1-2025,1000,10.0,${contribution[0]},${gm[0]}`, `q2-2025,1200,10.2,${contribution[1]},${gm[1]}`, `q3-2025,1500,10.1,${contribution[2]},${gm[2]}`, '# source: finance export'].join('\n');

  it('reads a margin column down 5 points or more, and a contribution column ending below zero', () => {
    expect(margin(csv(['1.0', '0.4', '-0.3'], ['34%', '30%', '27%']))).toBe(true);
    expect(unit(csv(['1.0', '0.4', '-0.3'], ['34%', '30%', '27%']))).toBe(true);
  });

  it('lets a steady margin and a positive contribution pass', () => {
    expect(margin(csv(['1.0', '1.1', '1.2'], ['34%', '33%', '35%']))).toBe(false);
    expect(unit(csv(['1.0', '1.1', '1.2'], ['34%', '33%', '35%']))).toBe(false);
    // A contribution that was negative and is no longer.
    expect(unit(csv(['-0.5', '0.2', '0.6'], ['30%', '31%', '33%']))).toBe(false);
  });
});

describe("the Maghreb's statement labels: 'Matières et fournitures consommées', 'Marge sur consommations'", () => {
  const statement = (margins: [string, string]) => `Tableau des comptes de résultats (en milliers de DA)\n                                 2024        2023\nChiffre d'affaires            500 000     480 000\nMarge sur consommations       ${margins[0]}     ${margins[1]}\nRésultat opérationnel          40 000      60 000`;

  it('reads a margin row down 5 points or more', () => {
    // 125,000 / 500,000 = 25% against 168,000 / 480,000 = 35%.
    expect(margin(statement(['125 000', '168 000']))).toBe(true);
    expect(margin(statement(['170 000', '168 000']))).toBe(false);
  });
});

describe("a list item its writer closed with a semicolon ends a metric's clause", () => {
  it("does not read the next item's percent as a later gross margin", () => {
    const minutes = 'Points relevés :\n- marge brute sur abonnement : 65 % ;\n- parc : 400 clients ;\n- aucun client ne pèse plus de 3 % du chiffre d\'affaires.';
    expect(margin(minutes, 'business_plan')).toBe(false);
    expect(margin('Points relevés :\n- marge brute : 41 % au T1, 30 % au T2 ;\n- parc : 400 clients.', 'business_plan')).toBe(true);
  });
});
