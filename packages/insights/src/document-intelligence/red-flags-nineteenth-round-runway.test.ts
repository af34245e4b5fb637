/**
 * The readers changed in the nineteenth round for runway and costs above revenue, from the mistakes of the ninth
 * held-out set once it joined the development set: each a general way of writing, with texts of our own in English
 * and in French, and the near-miss each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const has = (text: string, id: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === id);

describe('a period word or a keyword past a clause with its own subject', () => {
  it('keeps the cash held apart from the monthly outflow named after it', () => {
    expect(has("Le directeur financier indique que la trésorerie disponible s'élève à 90 millions FCFA et que les décaissements nets mensuels sont de 20 millions FCFA.", 'short-runway', 'legal_docs')).toBe(true);
    expect(has('The CFO reports cash of $450,000 at the end of May and that the net burn per month is about $90,000.', 'short-runway')).toBe(true);
  });
  it('leaves a long runway alone', () => {
    expect(has("Le directeur financier indique que la trésorerie disponible s'élève à 400 millions FCFA et que les décaissements nets mensuels sont de 20 millions FCFA.", 'short-runway', 'legal_docs')).toBe(false);
  });
});

describe('cash left said impersonally, and cash told after it is announced in a chat', () => {
  it('reads "il reste X sur les comptes" as cash held, and a chat answer opening on the amount', () => {
    expect(has('[10/03 20:01] Awa : il reste 600 M GNF sur les comptes\n[10/03 20:02] Awa : on brûle net environ 150 M par mois', 'short-runway')).toBe(true);
    expect(has('[12/05/2025, 09:00] Tunde (CFO): finished the cash count\n[12/05/2025, 09:01] Tunde (CFO): \u20A660m across both accounts\n[12/05/2025, 09:02] Ada: and we spend about \u20A615m every month after collections', 'short-runway')).toBe(true);
  });
  it('does not take what is still to be raised, or a rate, for the cash', () => {
    expect(has('Il reste 600 M GNF à lever pour boucler le tour. On brûle net environ 150 M par mois.', 'short-runway')).toBe(false);
    expect(has('[12/05/2025, 09:00] Tunde (CFO): finished the cash count\n[12/05/2025, 09:01] Tunde (CFO): \u20A660m a month goes to salaries\n[12/05/2025, 09:02] Ada: and we spend about \u20A615m every month after collections', 'short-runway')).toBe(false);
  });
});

describe('a runway said as a round count of what lies ahead', () => {
  it('reads "une trentaine de semaines devant nous" and "a dozen weeks of cash"', () => {
    expect(has('La consommation nette est de 40 M BIF par mois, soit une trentaine de semaines devant nous.', 'short-runway')).toBe(true);
    expect(has('At the current burn we have a dozen weeks of cash.', 'short-runway')).toBe(true);
  });
  it('leaves a long one, and weeks ahead that are no cash', () => {
    expect(has('La consommation nette est de 10 M BIF par mois, soit une cinquantaine de mois devant nous.', 'short-runway')).toBe(false);
    expect(has('The harvest leaves us a dozen weeks ahead of us to plan the next season.', 'short-runway')).toBe(false);
  });
});

describe('a runway to a month, in a report named for its month', () => {
  it('counts from the end of the month the report is on', () => {
    expect(has('Subject: October update\nRevenue in October: $80k.\nThe cash in the bank takes us through the end of January.', 'short-runway')).toBe(true);
    expect(has('Objet : point de septembre\nLa trésorerie nous permet de tenir jusqu\'à fin décembre.', 'short-runway')).toBe(true);
  });
  it('leaves a month far enough, or a possibility', () => {
    expect(has('Subject: October update\nThe cash in the bank takes us through the end of September.', 'short-runway')).toBe(false);
    expect(has('Subject: October update\nThe cash in the bank could take us through the end of January if the grant lands.', 'short-runway')).toBe(false);
  });
});

describe("a scan's stray spaces in figures and dates", () => {
  it('reads "MAD 2 ,460 ,000" and "30 /09 /2025" whole, so the month report gives a runway', () => {
    const report = (cash: string) => `[scan] Management report, August 2025\nRevenue ........ MAD 1 ,200 ,000\nTotal operating costs ........ MAD 1 ,900 ,000\nCash at bank 31 /08 /2025 ........ MAD ${cash}`;
    expect(has(report('3 ,500 ,000'), 'short-runway', 'financial_statements')).toBe(true);
    expect(has(report('9 ,500 ,000'), 'short-runway', 'financial_statements')).toBe(false);
  });
});

describe('a CSV export by period', () => {
  const monthly = (closing: string) => `Monthly P&L, KES millions\nmonth,revenue,staff,total_costs,net_cash_flow,closing_cash\n2025-05,40.0,20.0,55.0,-15.0,${closing}\n2025-06,42.0,21.0,60.0,-18.0,${closing}`;
  it('reads the latest row: costs above revenue, and closing cash over the outflow', () => {
    expect(has(monthly('90.0'), 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has(monthly('90.0'), 'short-runway', 'financial_statements')).toBe(true);
    expect(has('quarter,orders,revenue_per_order,cost_per_order,contribution_per_order\nQ1-2025,1000,50.0,48.0,2.0\nQ2-2025,1200,50.0,53.0,-3.0', 'burn-above-revenue', 'financial_statements')).toBe(true);
  });
  it('leaves healthy rows alone', () => {
    expect(has(monthly('400.0'), 'short-runway', 'financial_statements')).toBe(false);
    expect(has('month,revenue,total_costs,net_cash_flow,closing_cash\n2025-05,60.0,50.0,10.0,90.0', 'burn-above-revenue', 'financial_statements')).toBe(false);
    expect(has('quarter,orders,revenue_per_order,cost_per_order,contribution_per_order\nQ1-2025,1000,50.0,53.0,-3.0\nQ2-2025,1200,50.0,48.0,2.0', 'burn-above-revenue', 'financial_statements')).toBe(false);
  });
});

describe('costs above revenue in statements', () => {
  it('reads cost of sales above revenue by year as costs above revenue', () => {
    const statement = (cost: string) => `Statement of profit or loss (KES)        2024           2023\nRevenue                     5,100,000      4,800,000\nCost of sales              (${cost})    (3,900,000)`;
    expect(has(statement('5,600,000'), 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has(statement('4,100,000'), 'burn-above-revenue', 'financial_statements')).toBe(false);
  });
  it("reads a half's or a period's negative result line", () => {
    expect(has('En FCFA    1er semestre 2025\nVentes          90 000 000\nAutres charges  (95 000 000)\nRésultat du semestre     (5 000 000)', 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has('In USD    H1 2025\nSales    900,000\nResult for the period    (40,000)', 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has('En FCFA    1er semestre 2025\nVentes          90 000 000\nRésultat du semestre     5 000 000', 'burn-above-revenue', 'financial_statements')).toBe(false);
  });
  it('reads total charges above total revenue in every column of a captioned statement', () => {
    const statement = (costs: string) => `Montants en millions FCFA - colonne 1 : exercice 2024 ; colonne 2 : exercice 2023\nTotal produits ........ 200 | 150\nTotal charges ........ ${costs}`;
    expect(has(statement('260 | 190'), 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has(statement('180 | 190'), 'burn-above-revenue', 'financial_statements')).toBe(false);
  });
  it('reads losses of an amount, not credit or accumulated losses', () => {
    expect(has('Revenue FY2024: USD 3.1m. The directors note losses of USD 1.2m for the year.', 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has("Chiffre d'affaires 2024 : 4 M EUR. La société a subi des pertes de 1,5 M EUR sur l'exercice.", 'burn-above-revenue', 'financial_statements')).toBe(true);
    expect(has('Revenue FY2024: USD 3.1m. Expected credit losses of USD 0.2m were booked.', 'burn-above-revenue', 'financial_statements')).toBe(false);
    expect(has('Revenue FY2024: USD 3.1m, with a profit of USD 0.4m. Accumulated losses of USD 1.2m remain from the early years.', 'burn-above-revenue', 'financial_statements')).toBe(false);
  });
});

describe('a net burn beside revenue said with bare figures in a chat', () => {
  it('compares the net burn with the revenue as stated', () => {
    expect(has('[10/03 20:01] Awa : il reste 2 milliards GNF sur les comptes\n[10/03 20:02] Awa : on a fait 150 M de CA en février mais on brûle net environ 300 M par mois', 'burn-above-revenue')).toBe(true);
  });
  it('leaves a smaller burn and a supposed one', () => {
    expect(has('[10/03 20:01] Awa : il reste 2 milliards GNF sur les comptes\n[10/03 20:02] Awa : on a fait 350 M de CA en février mais on brûle net environ 300 M par mois', 'burn-above-revenue')).toBe(false);
    expect(has('[10/03 20:01] Awa : il reste 2 milliards GNF sur les comptes\n[10/03 20:02] Awa : on a fait 150 M de CA en février mais on pourrait brûler net 300 M par mois', 'burn-above-revenue')).toBe(false);
  });
});

describe('a monthly revenue named before its figure', () => {
  it('is the revenue a net burn is compared with, not a later addition', () => {
    const plan = (burn: string) => `| Item (RWF) | Amount |\n|---|---|\n| Average monthly revenue, Jan-Apr | 95m |\n| Average monthly net burn, Jan-Apr | ${burn} |\nThe new contract adds RWF 12m of monthly revenue from July.`;
    expect(has(plan('88m'), 'burn-above-revenue')).toBe(false);
    expect(has(plan('120m'), 'burn-above-revenue')).toBe(true);
  });
});
