/**
 * Readings of the twenty-eighth round (decision 0036): a cohort counted at sign-up, a customer balance told on three
 * lines (opening, won, closing), an average life said of paying customers, two named customers whose shares add up, a
 * customer's deliveries standing for it, the part 'dont' gives after an earlier period's figure in brackets, cash that
 * falls across a closing-cash row or between two dated balances in a loss-making document, and Algerian dinars written
 * 'DA'. Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn from counts told apart', () => {
  it('reads a cohort counted at sign-up and those of it still paying a year later', () => {
    expect(flags('March 2024 cohort: 1,800 paying shops at sign-up; 820 of them were still paying in March 2025.')).toContain('high-churn');
    expect(flags('March 2024 cohort: 1,800 paying shops at sign-up; 1,500 of them were still paying in March 2025.')).not.toContain('high-churn');
  });

  it('reads those lost from a balance: the opening count, those won and the closing count', () => {
    const balance = (closing: number) => `Members on 1 January: 600\nNew members signed January to June: 240\nMembers on 30 June: ${closing}\nRevenue $90k, costs $70k.`;
    // 600 + 240 - 610 = 230 lost of 600 in six months: 7.7% a month.
    expect(flags(balance(610))).toContain('high-churn');
    // 600 + 240 - 800 = 40 lost: 1.1% a month.
    expect(flags(balance(800))).not.toContain('high-churn');
  });
});

describe('named customers', () => {
  it('adds the shares of two customers named in one sentence', () => {
    expect(flags('Revenue was $5.1m. Kivu Mills accounted for 17% of revenue and Lakeside Brewers for 16%; the rest came from 90 smaller buyers.')).toContain('customer-concentration');
    expect(flags('Revenue was $5.1m. Kivu Mills accounted for 17% of revenue in 2025 and 16% in 2024.')).not.toContain('customer-concentration');
  });

  it("reads a customer's deliveries as the customer", () => {
    expect(flags('Revenue reached KES 820m. KEMSA deliveries of KES 300m made up over a third of revenue.')).toContain('customer-concentration');
  });

  it("reads the part 'dont' gives after an earlier period's figure in brackets", () => {
    expect(flags("Chiffre d'affaires du semestre : 90 M FCFA (S1 2024 : 70 M FCFA), dont 50 M FCFA aux Ciments du Sahel.")).toContain('customer-concentration');
    expect(flags("Chiffre d'affaires du semestre : 90 M FCFA (S1 2024 : 70 M FCFA), dont 50 M FCFA à Dakar.")).not.toContain('customer-concentration');
  });
});

describe('runway from cash that falls', () => {
  const quarters = [
    'Comptes trimestriels (en millions de FCFA)',
    '                         T2 2025   T3 2025   T4 2025',
    "Chiffre d'affaires          50,0      52,0      55,0",
    'Charges                    (60,0)    (63,0)    (66,0)',
    'Résultat net               (10,0)    (11,0)    (11,0)',
    'Trésorerie de clôture      140,0     110,0      75,0',
  ].join('\n');

  it('reads the last fall of a closing-cash row as burn in a loss-making document', () => {
    // 110 - 75 = 35 in a quarter, 11.7 a month: 75 / 11.7 = 6.4 months.
    expect(flags(quarters, 'financial_statements')).toContain('short-runway');
  });

  it('reads two dated balances the same way', () => {
    const text = 'Management accounts, all amounts in US$\nRevenue 300,000\nCosts (420,000)\nOperating loss (120,000)\nCash at bank at 1 January 2025 520,000\nCash at bank at 30 June 2025 260,000';
    // 260,000 fell in six months, 43,333 a month: 260,000 / 43,333 = 6 months.
    expect(flags(text, 'financial_statements')).toContain('short-runway');
  });

  it('leaves a fall in a profitable document alone', () => {
    const text = 'Management accounts, all amounts in US$\nRevenue 520,000\nCosts (420,000)\nOperating profit 100,000\nCash at bank at 1 January 2025 520,000\nCash at bank at 30 June 2025 260,000\nThe fall is the new cold store, paid in cash.';
    expect(flags(text, 'financial_statements')).not.toContain('short-runway');
  });
});

describe('Algerian dinars', () => {
  it("reads 'DA' after an amount as money", () => {
    expect(flags('Situation au 30 septembre : trésorerie disponible : 30 millions DA ; consommation nette de trésorerie du trimestre : 21 millions DA.')).toContain('short-runway');
  });
});

describe("an investor's stake", () => {
  it('holds a stake that moved at its later level', () => {
    expect(flags('When the notes converted, Baobab Growth Fund\'s stake went from 41% to 56% of the fully diluted capital.')).toContain('investor-control');
    expect(flags('When the notes converted, Baobab Growth Fund\'s stake went from 56% to 41% of the fully diluted capital.')).not.toContain('investor-control');
  });

  it("reads a term sheet's pre-money value and amount, in English and French", () => {
    const sheet = (amount: string) => `TERM SHEET\nInvestor: Okavango Capital Fund I\nInvestment amount: ${amount}\nPre-money value: N$30,000,000 fully diluted`;
    // 33 / (30 + 33) = 52%.
    expect(flags(sheet('N$33,000,000'), 'legal_docs')).toContain('investor-control');
    expect(flags(sheet('N$12,000,000'), 'legal_docs')).not.toContain('investor-control');
    expect(flags("LETTRE D'INTENTION\nInvestisseur : Fonds Sahel Infrastructures\nMontant : 2 400 000 EUR\nValorisation avant investissement : 2 000 000 EUR", 'legal_docs')).toContain('investor-control');
  });
});

describe("a paying customer's average life", () => {
  it('reads it as the lifetime that checks a stated LTV', () => {
    // 120 a month for 6 months is 720 of revenue, far from the LTV of 4,000 the deck claims.
    expect(flags('Slide 6 — Unit economics\nARPU: KES 120 per month\nAverage paying life across cohorts: 6 months\nLTV: KES 4,000\nCAC: KES 900\nLTV:CAC = 4.4x', 'pitch_deck')).toContain('unit-economics');
  });
});

describe('tables and lists as reports write them', () => {
  it("splits a figure pushed against a long row label, so the rows after it are read", () => {
    const statement = (costs: string) => [
      'Income statement (USD thousand)',
      '                                                2025      2024',
      'Revenue                                         3,100     2,700',
      `Cost of sales (drivers, fuel, vehicle leases) ${costs}`,
      'Operating expenses                             (1,900)   (1,500)',
    ].join('\n');
    // 3,400 of cost of sales against 3,100 of revenue: a gross loss in 2025.
    expect(flags(statement('(3,400)    (1,800)'), 'financial_statements')).toContain('gross-margin');
    expect(flags(statement('(1,500)    (1,300)'), 'financial_statements')).not.toContain('gross-margin');
  });

  it("reads seasons over two years as their closing year, under a numbered heading", () => {
    const seasons = (last: string) => `2. Ventes et marge brute par campagne\nCampagne 2023-2024 : CA 12,4 milliards de FCFA — marge brute 31 %\nCampagne 2024-2025 : CA 13,1 milliards de FCFA — marge brute ${last}`;
    expect(flags(seasons('22 %'), 'financial_statements')).toContain('gross-margin');
    expect(flags(seasons('30 %'), 'financial_statements')).not.toContain('gross-margin');
  });

  it("keeps a plan's line marked actual as the company's own figure", () => {
    expect(flags('3. Management plan\n   FY2025 revenue (actual): USD 0.5m\n   FY2026 plan: USD 4.5m\n   FY2027 plan: USD 21.0m')).toContain('unrealistic-growth');
  });
});

describe('departures as minutes record them', () => {
  it("reads a titled person's last day with the company", () => {
    expect(flags('Ms A. Banda, co-founder and CFO, told the Board that 30 April will be her last day with the Company.', 'legal_docs')).toContain('founder-departure');
  });

  it('reads a founder described rather than titled, whose employment ceased', () => {
    expect(flags('Recital B. Peter Mwale, one of the two persons who founded the Company, ceased to be an employee on 1 May 2023.', 'legal_docs')).toContain('founder-departure');
  });

  it("reads a letter resigning as an officer, unless it was withdrawn", () => {
    expect(flags("The board noted Ms Achieng's letter resigning as Chief Technology Officer with effect from 31 May.", 'legal_docs')).toContain('founder-departure');
    expect(flags("The board noted that Ms Achieng's letter resigning as Chief Technology Officer was withdrawn; she stays in post.", 'legal_docs')).not.toContain('founder-departure');
  });
});

describe('debt distress as accounts and minutes write it', () => {
  it("reads a covenant's ratio not achieved, and a lender that granted no waiver", () => {
    expect(flags('In the year the company did not achieve the interest cover ratio required by its bank facility.', 'financial_statements')).toContain('debt-distress');
    expect(flags('In the year the company achieved the interest cover ratio required by its bank facility.', 'financial_statements')).not.toContain('debt-distress');
    expect(flags('The lender has reserved its rights and has not granted a waiver.', 'financial_statements')).toContain('debt-distress');
  });

  it("reads a tax's instalments not paid, in French", () => {
    expect(flags("Les acomptes d'IBS des deux derniers trimestres n'ont pas été versés.", 'legal_docs')).toContain('debt-distress');
  });
});

describe('churn said as people write it', () => {
  it('reads so many in a hundred leaving each month, and a share that stopped using the service', () => {
    expect(flags('Chaque mois, environ 8 abonnés sur 100 ne renouvellent pas leur forfait.')).toContain('high-churn');
    expect(flags('Chaque mois, environ 2 abonnés sur 100 ne renouvellent pas leur forfait.')).not.toContain('high-churn');
    expect(flags("Each month, about 9% of the previous month's active riders stopped using the app.")).toContain('high-churn');
  });

  it("reads contracts cancelled against the base a quarter opened with", () => {
    // 300 of 1,900 in three months: 5.6% a month.
    expect(flags('Base : 1 900 foyers au 1er avril ; 300 contrats résiliés au cours du trimestre ; 1 850 foyers actifs au 30 juin.')).toContain('high-churn');
  });

  it('reads a movement table whose opening column or row names the customers first', () => {
    const columns = (lost: number) => `| Mois | Écoles abonnées au 1er du mois | Résiliations | Nouvelles écoles |\n| Mai | 300 | 9 | 12 |\n| Juin | 303 | ${lost} | 10 |`;
    expect(flags(columns(21))).toContain('high-churn');
    expect(flags(columns(6))).not.toContain('high-churn');
    const rows = '(en milliers de FCFA)\n| Indicateur                  | Janv. | Févr. | Mars  |\n|-----------------------------|-------|-------|-------|\n| Officines abonnées (début)  | 400   | 380   | 362   |\n| Résiliations                |  22   |  20   |  24   |';
    expect(flags(rows, 'financial_statements')).toContain('high-churn');
  });
});

describe("two customers' monthly amounts against the MRR", () => {
  const update = (first: string, second: string) => `Q3 numbers:\n- MRR at 30 September: KES 12.0m (30 June: KES 11.1m)\n- Tujenge Sacco pays KES ${first} a month and Umoja Traders KES ${second}\n- Costs KES 10m a month.`;
  it('adds the two amounts and sets them against the MRR stated before', () => {
    // (2.6 + 1.4) / 12.0 = 33%.
    expect(flags(update('2.6m', '1.4m'))).toContain('customer-concentration');
    expect(flags(update('1.1m', '0.9m'))).not.toContain('customer-concentration');
  });
});

describe('a payback claimed in French, in ariary', () => {
  const deck = (cac: string) => `Économie unitaire\n- Panier moyen : 9 000 Ar par commerçant et par mois\n- Marge brute : 30 %\n- Coût d'acquisition d'un commerçant : ${cac}\n- Chaque commerçant rembourse son coût d'acquisition en trois mois.`;
  it("reads 'Ar' after an amount as the ariary and a payback said verb first", () => {
    // 60 000 / (9 000 × 30 %) = 22 months, not three.
    expect(flags(deck('60 000 Ar'), 'pitch_deck')).toContain('unit-economics');
    // 7 000 / 2 700 = 2.6 months: the claim holds.
    expect(flags(deck('7 000 Ar'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe('a permit awaited, named well before its state', () => {
  it('reads a long French sentence whose permits are not yet delivered, and not one that says they were', () => {
    expect(flags("Le visa du produit et notre agrément d'intermédiaire, demandés en mars 2025 à la Direction des Assurances du Ministère de l'Économie, n'ont pas encore été délivrés.")).toContain('pending-licence');
    expect(flags("Le visa du produit et notre agrément d'intermédiaire, demandés en mars 2025 à la Direction des Assurances du Ministère de l'Économie, ont été délivrés en juillet.")).not.toContain('pending-licence');
  });

  it('reads an application with a long name that remains under consideration', () => {
    expect(flags('Your application dated 12 May 2025 to add Category II: Discretionary Investment Management to your licence remains under consideration.', 'legal_docs')).toContain('pending-licence');
  });
});

describe('a cap table not settled', () => {
  it("reads a table not reconciled with the company's corporate papers, not with its accounts", () => {
    expect(flags("Nous n'avons pas pu rapprocher ce tableau des documents sociaux de la société.", 'legal_docs')).toContain('cap-table-complexity');
    expect(flags("We could not reconcile this table with the company's bank statements.", 'legal_docs')).not.toContain('cap-table-complexity');
  });

  it('reads a share count that differs by source, and conversions still being worked out', () => {
    expect(flags('The total number of shares differs between sources: 80,000 in the articles, 91,200 in the company\'s table.', 'legal_docs')).toContain('cap-table-complexity');
    expect(flags('Cap table: to follow. We are still working through which of the 2023 SAFE holders converted and at what price.', 'pitch_deck')).toContain('cap-table-complexity');
  });
});
