/**
 * The customer-concentration readers changed in the eighteenth round (third pass, figures): a named customer's amount
 * set against the revenue in more wordings (named between the whole and its part, a customer that bought a part of
 * it, rows of a customer list under a heading that states the revenue) and a list of customers whose share of revenue
 * stands on a line of its own under each name. Texts of our own in English and in French, each with its near-miss.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const has = (text: string) => analyzeDocument(text, 'business_plan').riskFlags.some((f) => f.ruleId === 'customer-concentration');

describe("a named customer's amount against the revenue", () => {
  it('reads the customer named between the whole and its part', () => {
    expect(has('Revenue FY2025: USD 12.0m, of which Kumasi Mills USD 4.8m; the rest from 40 buyers.')).toBe(true);
    expect(has("Chiffre d'affaires 2025 : 900 M FCFA, dont SOTRAGEL 410 M FCFA.")).toBe(true);
    expect(has('Revenue FY2025: USD 12.0m, of which Kumasi Mills USD 1.2m; the rest from 40 buyers.')).toBe(false);
    // A market or a channel is no customer.
    expect(has('Revenue FY2025: USD 12.0m, of which Kenya USD 6.8m.')).toBe(false);
    expect(has('Revenue FY2025: USD 12.0m, of which Export USD 6.8m.')).toBe(false);
  });

  it('reads a customer that bought a part of the revenue', () => {
    expect(has('Sales were R20.0m for the year.\nPick Fresh Stores bought R8.1m of it.')).toBe(true);
    expect(has("Le chiffre d'affaires 2025 ressort à 500 M FCFA.\nLa CIMAF nous a acheté 210 M FCFA de sacs.")).toBe(true);
    expect(has('Sales were R20.0m for the year.\nPick Fresh Stores bought R1.1m of it.')).toBe(false);
    expect(has('Sales were R20.0m for the year.\nWe bought R8.1m of packaging.')).toBe(false);
  });

  it('reads the rows of a customer list under a heading that states the revenue', () => {
    expect(has('Section 3 - Customers (FY2025 sales KES 80m)\nKenya Breweries Ltd ......... KES 31m\nBidco Africa ......... KES 9m\nOthers ......... KES 40m')).toBe(true);
    expect(has('Section 3 - Customers (FY2025 sales KES 80m)\nKenya Breweries Ltd ......... KES 11m\nBidco Africa ......... KES 9m\nOthers ......... KES 60m')).toBe(false);
    // Without a heading that says customers, a name and an amount may be a supplier or a lender.
    expect(has('Section 3 - Suppliers (FY2025 sales KES 80m)\nKenya Packaging Ltd ......... KES 31m')).toBe(false);
  });
});

describe("a customer list with each customer's share on a line of its own", () => {
  it('reads one customer at 30% or more, or the named few together', () => {
    expect(has('TOP ACCOUNTS\n1) Ethio Telecom - managed services, 3 years.\n   Renewal due March 2026.\n   Share of FY2025 revenue: 33%.\n2) Dashen Bank - support desk.\n   Share: 8%.')).toBe(true);
    expect(has('CONTRATS\n- Orange Mali - centre d\'appels, 200 positions.\n  Part du chiffre d\'affaires : 19 %.\n- Moov Africa - recouvrement.\n  Part : 14 %.')).toBe(true);
  });

  it('lets pass small shares, a share of something else, and a share the list never said was of revenue', () => {
    expect(has('TOP ACCOUNTS\n1) Ethio Telecom - managed services.\n   Share of FY2025 revenue: 12%.\n2) Dashen Bank - support desk.\n   Share: 8%.')).toBe(false);
    expect(has('SITES\n1) Ethio Telecom - managed services.\n   Share of seats: 45%.')).toBe(false);
    expect(has('PARTNERS\n1) Ethio Telecom - managed services.\n   Share: 45%.')).toBe(false);
  });
});

describe('churn as a share of the base that leaves, said in the present', () => {
  it("reads '12% of paying students cancel each month' and its French", () => {
    expect(analyzeDocument('Retention: on average 9% of paying members cancel each month.', 'business_plan').riskFlags.some((f) => f.ruleId === 'high-churn')).toBe(true);
    expect(analyzeDocument('Fidélisation : en moyenne 8 % des abonnés se désabonnent chaque mois.', 'business_plan').riskFlags.some((f) => f.ruleId === 'high-churn')).toBe(true);
  });

  it('lets pass a small share, and staff who leave', () => {
    expect(analyzeDocument('Retention: on average 2% of paying members cancel each month.', 'business_plan').riskFlags.some((f) => f.ruleId === 'high-churn')).toBe(false);
    expect(analyzeDocument('Hiring: about 9% of our field agents quit each month.', 'business_plan').riskFlags.some((f) => f.ruleId === 'high-churn')).toBe(false);
  });
});

describe('a monthly burn averaged over a quarter is a month of burn, not a quarter', () => {
  const flags = (text: string) => analyzeDocument(text, 'business_plan').riskFlags.map((f) => f.ruleId);
  it('reads the average monthly burn over the quarter against cash and the monthly revenue', () => {
    const en = flags('Finance report\nCash at 30 June: KES 240 million.\nAverage monthly revenue over the quarter: KES 25 million.\nAverage monthly net burn over the same quarter: KES 41 million.');
    expect(en).toContain('short-runway');
    expect(en).toContain('burn-above-revenue');
    const fr = flags('Point financier\nTrésorerie au 30 juin : 240 M FCFA.\nChiffre d\'affaires mensuel moyen du trimestre : 25 M FCFA.\nConsommation de trésorerie mensuelle moyenne du trimestre : 41 M FCFA.');
    expect(fr).toContain('burn-above-revenue');
  });

  it('lets pass a burn below the revenue and a long runway', () => {
    const en = flags('Finance report\nCash at 30 June: KES 900 million.\nAverage monthly revenue over the quarter: KES 45 million.\nAverage monthly net burn over the same quarter: KES 41 million.');
    expect(en).not.toContain('short-runway');
    expect(en).not.toContain('burn-above-revenue');
  });
});

describe('a gross margin falling across the year columns of a statement aligned with spaces or bars', () => {
  const margin = (text: string) => analyzeDocument(text, 'financial_statements').riskFlags.some((f) => f.ruleId === 'gross-margin');
  it('reads the columns of a statement set with spaces, and with leader dots and bars', () => {
    expect(margin('INCOME STATEMENT (USD thousands)\n                      FY 2025        FY 2024\nRevenue                 4 800          4 100\nCost of sales          (3 700)        (2 900)\nGross profit            1 100          1 200')).toBe(true);
    expect(margin('Compte de résultat (millions FCFA)\nColonnes : Exercice 2025 | Exercice 2024\nVentes de marchandises ........ 9 200 | 8 000\nAchats de marchandises ........ (6 900) | (5 400)\nMarge commerciale ........ 2 300 | 2 600')).toBe(true);
  });

  it('lets pass a margin that holds, and one that rises', () => {
    expect(margin('INCOME STATEMENT (USD thousands)\n                      FY 2025        FY 2024\nRevenue                 4 800          4 100\nCost of sales          (3 400)        (2 900)\nGross profit            1 400          1 200')).toBe(false);
    expect(margin('Compte de résultat (millions FCFA)\nColonnes : Exercice 2025 | Exercice 2024\nVentes de marchandises ........ 9 200 | 8 000\nAchats de marchandises ........ (6 000) | (5 400)\nMarge commerciale ........ 3 200 | 2 600')).toBe(false);
  });
});

describe('the sales team is people, not revenue', () => {
  it('keeps a burn driven by the sales team a burn', () => {
    const flags = analyzeDocument('Cash at 30 June: KES 240 million.\nMonthly revenue: KES 25 million.\nMonthly net burn: KES 41 million, driven by the sales team in Mombasa.', 'business_plan').riskFlags.map((f) => f.ruleId);
    expect(flags).toContain('burn-above-revenue');
    expect(flags).toContain('short-runway');
  });
});
