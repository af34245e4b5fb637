/**
 * The unit-economics readers changed in the eighteenth round (second pass), from the misses of the development texts:
 * a stated payback or lifetime set against the text's own figures when those figures are written in more ways (a
 * margin per unit with the unit after the amount, more kinds of customer, a payback counted before its word, a
 * churn said as a share of customers who cancel each month, a price labelled 'pricing'). Short texts of our own, in
 * English and French, with the near-misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const has = (text: string, id = 'unit-economics') => analyzeDocument(text, 'business_plan').riskFlags.some((f) => f.ruleId === id);

describe('a payback claim against the CAC and the monthly profit per unit, in more wordings', () => {
  it('reads a margin per unit with the unit named after the amount', () => {
    expect(has('The deck claims payback in 3 months.\nWe spend KES 8,000 to install a system, and the contribution after collections is about KES 500 a month per household.')).toBe(true);
    expect(has("Le deck annonce un retour sur le coût d'acquisition en deux mois.\nCoût d'acquisition : 30 000 FCFA. La marge, une fois les sinistres payés, est d'environ 1 500 FCFA par mois et par assuré.")).toBe(true);
  });

  it('reads a margin per policyholder, per home or per pharmacy, with a month in the label', () => {
    expect(has("Le CAC est remboursé en quatre mois.\nCoût d'acquisition moyen 60 000 FCFA ; marge mensuelle par assuré après sinistres 3 000 FCFA.")).toBe(true);
    expect(has('CAC payback: 5 months.\nCAC: USD 400 per home\nContribution per home per month after repairs: ~USD 20')).toBe(true);
  });

  it('reads a payback counted before its word', () => {
    expect(has('We keep the "3-month payback" on the slide.\nBlended CAC: USD 300 per rider\nContribution per rider per month after defaults: USD 25')).toBe(true);
    expect(has('Our six-month CAC payback is what investors like.\nCAC: EUR 600. Contribution per subscriber per month: EUR 20.')).toBe(true);
  });

  it('lets pass a payback the figures bear out', () => {
    expect(has('We keep the "12-month payback" on the slide.\nBlended CAC: USD 300 per rider\nContribution per rider per month after defaults: USD 25')).toBe(false);
    expect(has("Le CAC est remboursé en vingt-quatre mois.\nCoût d'acquisition moyen 60 000 FCFA ; marge mensuelle par assuré après sinistres 3 000 FCFA.")).toBe(false);
    expect(has('The deck claims payback in 18 months.\nWe spend KES 8,000 to install a system, and the contribution after collections is about KES 500 a month per household.')).toBe(false);
  });
});

describe('a stated LTV against the churn said as customers who cancel each month', () => {
  it('reads the share of customers cancelling each month and a price labelled pricing', () => {
    expect(has('Pricing: USD 20 per learner per month.\nLifetime value: USD 720 per learner.\nOn average 10% of paying learners cancel each month.')).toBe(true);
    expect(has("Tarif mensuel : 20 € par élève.\nValeur vie client : 720 €.\nEn moyenne 10 % des abonnés payants résilient chaque mois.")).toBe(true);
  });

  it('lets pass an LTV the churn bears out, and a churn that is not monthly', () => {
    expect(has('Pricing: USD 20 per learner per month.\nLifetime value: USD 200 per learner.\nOn average 10% of paying learners cancel each month.')).toBe(false);
    expect(has('Pricing: USD 20 per learner per month.\nLifetime value: USD 720 per learner.\nAbout 10% of paying learners cancel each year.')).toBe(false);
  });
});

describe('revenue lower than the period before, in more layouts and wordings', () => {
  it('reads a decline seen in the past with the bare verb', () => {
    expect(has("Le grossiste a vu ses ventes chuter de 20 % l'an dernier, à 3 milliards FCFA.", 'declining-revenue')).toBe(true);
    expect(has('The lender saw its revenue fall 12% in 2024 after the devaluation.', 'declining-revenue')).toBe(true);
  });

  it('lets pass a decline foreseen, or seen and since recovered', () => {
    expect(has('We expect to see sales dip in August, as every year.', 'declining-revenue')).toBe(false);
    expect(has('We saw revenue fall 12% in Q1 but it has since recovered.', 'declining-revenue')).toBe(false);
  });

  it('reads a statement whose year columns carry their unit or their name, newest first', () => {
    expect(has('Income statement (extract)          2025 (KES m)      2024 (KES m)\nRevenue                       4,310             4,950\nCost of sales                (2,100)           (2,400)', 'declining-revenue')).toBe(true);
    expect(has("COMPTE DE RÉSULTAT — en millions FCFA\n                         Exercice 2024    Exercice 2023\nChiffre d'affaires            1 840            2 050\nAchats consommés            (1 100)          (1 150)", 'declining-revenue')).toBe(true);
  });

  it('reads a quarter table whose total row is set in bold', () => {
    expect(has("Management accounts (USD '000)\n\n| Line | Q1 | Q2 | Q3 |\n|---|---:|---:|---:|\n| Shop sales | 1,200 | 1,300 | 1,100 |\n| **Total revenue** | **2,000** | **2,150** | **1,900** |\n| Cost of sales | 1,000 | 1,050 | 1,000 |", 'declining-revenue')).toBe(true);
    expect(has("Management accounts (USD '000)\n\n| Line | Q1 | Q2 | Q3 |\n|---|---:|---:|---:|\n| Shop sales | 1,200 | 1,300 | 1,400 |\n| **Total revenue** | **2,000** | **2,150** | **2,300** |\n| Cost of sales | 1,000 | 1,050 | 1,100 |", 'declining-revenue')).toBe(false);
  });

  it('lets pass the same statements when revenue grew', () => {
    expect(has('Income statement (extract)          2025 (KES m)      2024 (KES m)\nRevenue                       5,310             4,950\nCost of sales                (2,600)           (2,400)', 'declining-revenue')).toBe(false);
    expect(has("COMPTE DE RÉSULTAT — en millions FCFA\n                         Exercice 2024    Exercice 2023\nChiffre d'affaires            2 240            2 050\nAchats consommés            (1 300)          (1 150)", 'declining-revenue')).toBe(false);
  });
});

describe("this year's figure and next year's, said in an interview", () => {
  it("reads next year's figure in the clause after its marker, and a currency glued to the figure", () => {
    expect(has('This year we will close around KES 30 million. Next year, with the new distributors, KES 300 million.', 'unrealistic-growth')).toBe(true);
    expect(has("Cette année on fera environ 50 millions. L'an prochain, avec les coopératives, autour de 400 millions.", 'unrealistic-growth')).toBe(true);
    expect(has('Our plan is R50 million this year and R400 million next year.', 'unrealistic-growth')).toBe(true);
  });

  it('lets pass a next year under four times, and a clause about costs', () => {
    expect(has('This year we will close around KES 30 million. Next year, with the new distributors, KES 80 million.', 'unrealistic-growth')).toBe(false);
    expect(has('This year we will close around KES 30 million. Next year, with the new depot, costs of KES 300 million.', 'unrealistic-growth')).toBe(false);
    expect(has('Our plan is R50 million this year and R90 million next year.', 'unrealistic-growth')).toBe(false);
  });
});

describe('one-off income folded into a recurring figure, in more wordings and layouts', () => {
  it('reads a later line saying the month includes a one-off amount', () => {
    expect(has("Elle annonce un revenu récurrent mensuel de 50 M FCFA en mai.\nElle précise que mai inclut 12 M FCFA de frais d'installation facturés une seule fois.", 'non-recurring-revenue')).toBe(true);
    expect(has('He reports MRR of $40k for March.\nAsked, he adds that March included $8k of one-off consulting fees.', 'non-recurring-revenue')).toBe(true);
  });

  it('reads a device bought once counted in recurring revenue', () => {
    expect(has('Recurring revenue was $2.1m for 2024.\nThat includes the $400k we made selling the set-top box, which people buy once.', 'non-recurring-revenue')).toBe(true);
  });

  it('lets pass a one-off amount said to be left out, and a purchase repeated each month', () => {
    expect(has("Elle annonce un revenu récurrent mensuel de 50 M FCFA en mai.\nElle précise que mai exclut 12 M FCFA de frais d'installation facturés une seule fois.", 'non-recurring-revenue')).toBe(false);
    expect(has('Recurring revenue was $2.1m for 2024.\nThat includes $400k of refills, which people buy once a month.', 'non-recurring-revenue')).toBe(false);
  });

  it("reads a breakdown item whose leader dots cut its amount into the next line", () => {
    expect(has("Composition de l'ARR :\n  - abonnements (30 clients) ............ 5,0 M MAD\n  - appel d'offres unique, non renouvelable ... 1,8 M MAD", 'non-recurring-revenue')).toBe(true);
    expect(has("Composition de l'ARR :\n  - abonnements (30 clients) ............ 5,0 M MAD\n  - maintenance annuelle renouvelée ... 1,8 M MAD", 'non-recurring-revenue')).toBe(false);
  });
});
