/**
 * The readers changed in the sixteenth round for figures (unit economics, concentration, burn), from the mistakes of
 * the development texts written for it (eval/cases-dev-generalise-sixteenth-*.ts): each a general way of writing, with
 * worked examples in English and in French, in words other than the development texts', and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => flags(text, type).includes(id);

describe('a monthly revenue named for a quarter, and a net burn with two qualifiers', () => {
  it('reads an average monthly revenue of a quarter as a month, not a quarter to divide by three', () => {
    expect(has("Les ventes mensuelles moyennes du premier trimestre s'élèvent à 9 M FCFA. Nous consommons 7 M FCFA par mois.", 'burn-above-revenue', 'business_plan')).toBe(false);
    expect(has('Average monthly revenue in the second quarter came to KES 4.0m. We burn KES 3.1m a month.', 'burn-above-revenue', 'business_plan')).toBe(false);
  });

  it("reads 'consommation mensuelle nette de trésorerie' as the burn", () => {
    expect(has("Notre chiffre d'affaires mensuel est de 3 000 €. Notre consommation moyenne nette de trésorerie s'élève à 5 200 € par mois.", 'burn-above-revenue', 'business_plan')).toBe(true);
    expect(has("Notre chiffre d'affaires mensuel est de 6 000 €. Notre consommation moyenne nette de trésorerie s'élève à 5 200 € par mois.", 'burn-above-revenue', 'business_plan')).toBe(false);
  });
});

describe('a customer share said with the figure it came down from', () => {
  it('reads the present share, not the past one', () => {
    expect(has('Biggest account: a mining group, now 22% of revenue, down from 44% two years ago.', 'customer-concentration')).toBe(false);
    expect(has("Premier client : un distributeur, 18 % du chiffre d'affaires, en baisse par rapport à 39 % en 2023.", 'customer-concentration')).toBe(false);
  });

  it('still flags a present share above the threshold', () => {
    expect(has('Biggest account: a mining group, now 36% of revenue, down from 44% two years ago.', 'customer-concentration')).toBe(true);
  });
});

describe("a contract named with a capital letter and 'roughly'", () => {
  it('reads the counterparty share', () => {
    expect(has('Contracts with the Kenya Power Company make up roughly 45% of revenue.', 'customer-concentration', 'business_plan')).toBe(true);
  });

  it('lets pass a small share', () => {
    expect(has('Contracts with the Kenya Power Company make up roughly 12% of revenue.', 'customer-concentration', 'business_plan')).toBe(false);
  });
});

describe('a going-concern doubt said by a board, a director or an auditor without the words', () => {
  it('reads that carrying on cannot be assured, in English and French', () => {
    expect(has("Le gérant a indiqué que la continuité de l'exploitation ne pourra être assurée sans un apport des associés.", 'going-concern', 'legal_docs')).toBe(true);
    expect(has("Nous avons relevé des faits de nature à menacer la continuité de l'exploitation de la société.", 'going-concern', 'legal_docs')).toBe(true);
    expect(has('The directors state that the company may not be able to continue trading beyond June unless the bridge loan closes.', 'going-concern', 'legal_docs')).toBe(true);
  });

  it('lets pass a denial and a plan', () => {
    expect(has("La continuité de l'exploitation n'est pas menacée : la trésorerie couvre dix-huit mois.", 'going-concern', 'legal_docs')).toBe(false);
    expect(has('We will continue trading in all three markets next year.', 'going-concern', 'legal_docs')).toBe(false);
  });
});

describe('a gross margin falling across the year columns of a statement table', () => {
  const table = (rev: string, margin: string) => `Income statement extract\nLine\t2025\t2024\nRevenue\t${rev}\nGross profit\t${margin}`;

  it('reads the margin of each year from the revenue and gross-profit rows', () => {
    expect(has(table('4,000,000\t3,000,000', '1,200,000\t1,200,000'), 'gross-margin', 'financial_statements')).toBe(true);
    expect(has("Extrait\nLibellé\t2024\t2025\nChiffre d'affaires\t800\t1 000\nMarge brute\t400\t420", 'gross-margin', 'financial_statements')).toBe(true);
  });

  it('lets pass a margin that holds, and a margin row in percent', () => {
    expect(has(table('4,000,000\t3,000,000', '1,600,000\t1,200,000'), 'gross-margin', 'financial_statements')).toBe(false);
    expect(has(table('4,000,000\t3,000,000', '41%\t43%'), 'gross-margin', 'financial_statements')).toBe(false);
  });
});

describe('acquisition spend with the new customers counted on a label after it', () => {
  it('reads the implied CAC against the stated one, in English and French', () => {
    expect(has('CAC: $30 per rider\nMarketing spend in Q2: $120,000; new riders over the quarter: 1,500', 'unit-economics')).toBe(true);
    expect(has("CAC : 20 € par abonné\nDépenses d'acquisition 2025 : 90 000 € ; nouveaux abonnés en 2025 : 1 500", 'unit-economics')).toBe(true);
  });

  it('lets pass a CAC the spend and the count agree with', () => {
    expect(has('CAC: $80 per rider\nMarketing spend in Q2: $120,000; new riders over the quarter: 1,500', 'unit-economics')).toBe(false);
  });
});

describe('a payback stated against a CAC implied by spend over new customers, or a monthly revenue per shop', () => {
  it('reads the payback the figures imply, in English and French', () => {
    expect(has('Marketing: $90,000 → 600 new subscribers\nARPU: $50 per subscriber per month, gross margin 60%\nCAC payback: 2 months', 'unit-economics')).toBe(true);
    expect(has("- CAC : 600 €\n- chiffre d'affaires mensuel par boutique : 40 €\n- marge brute : 50 %\n- délai de récupération du CAC : 5 mois", 'unit-economics', 'business_plan')).toBe(true);
  });

  it('lets pass a payback the figures agree with', () => {
    expect(has('Marketing: $90,000 → 600 new subscribers\nARPU: $50 per subscriber per month, gross margin 60%\nCAC payback: 5 months', 'unit-economics')).toBe(false);
    expect(has("- CAC : 600 €\n- chiffre d'affaires mensuel par boutique : 40 €\n- marge brute : 50 %\n- délai de récupération du CAC : 30 mois", 'unit-economics', 'business_plan')).toBe(false);
  });
});

describe("'grands comptes', the French name of key accounts", () => {
  it('reads their share of revenue', () => {
    expect(has("Nos deux principaux comptes, Orange et Wave, représentent ensemble 44 % du chiffre d'affaires.", 'customer-concentration')).toBe(true);
  });

  it("lets pass a small share and the accounts that are a company's books", () => {
    expect(has("Nos grands comptes pèsent ensemble 12 % du chiffre d'affaires.", 'customer-concentration')).toBe(false);
    expect(has("Les comptes 2025 montrent que l'export pèse 38 % du chiffre d'affaires.", 'customer-concentration')).toBe(false);
  });
});

describe('the largest customer named in one sentence and its amount in the next, by a pronoun', () => {
  it("reads the amount's share of the stated revenue", () => {
    expect(has('Revenue for 2025: USD 5.0m. Our largest customer, a regional retailer, signed again in June. It paid us USD 2.1m over the year.', 'customer-concentration')).toBe(true);
  });

  it('lets pass a small amount and a pronoun after a sentence naming no customer', () => {
    expect(has('Revenue for 2025: USD 5.0m. Our largest customer, a regional retailer, signed again in June. It paid us USD 0.9m over the year.', 'customer-concentration')).toBe(false);
    expect(has('Revenue for 2025: USD 5.0m. The new warehouse opened in June. It paid us USD 2.1m in insurance proceeds over the year.', 'customer-concentration')).toBe(false);
  });
});
