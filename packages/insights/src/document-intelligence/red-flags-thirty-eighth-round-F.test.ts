/**
 * Readings of the thirty-eighth round, group F (declining revenue, unrealistic growth, gross margin):
 * - a figure in digits before a scale word after 'contre' / 'against' takes the earlier amount's currency with its scale
 *   ('contre 52 millions'), and a move's start takes its end's ('de 920 millions à 1,4 milliard de francs CFA');
 * - revenue set against a quarter named by its ordinal ('pour le quatrième trimestre'), against a period that owns the
 *   earlier figure ('easing from October's'), and revenue said as billed ('nous avons facturé', 'we invoiced');
 * - the cost-of-sales line after a short lead-in ('Dans le même temps, ...') and as a move, for a margin computed from
 *   revenue and cost of sales each set against the year before;
 * - French accounts' revenue named 'Produits d'abonnement' in a table of quarters;
 * - a CSV export with one row a line of the accounts and one column a period ('line_item,Q1_2024,...');
 * - a year's revenue written bare (its unit in a heading, or in a table's cells under a header of years) as the base
 *   of a revenue target for a later year;
 * - a list item with a label of its own ends the gross margin's clause ('; Désabonnement : 4 %');
 * - a fall read by the figures that the next sentence says is over ('au-dessus de son niveau de 2022').
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('revenue set against an earlier figure written with its scale word only', () => {
  it("reads 'nous avons facturé 41 millions FRW en 2024, contre 52 millions en 2023'", () => {
    expect(flags('Q : Et les ventes ?\nR : Nous avons facturé 41 millions FRW en 2024, contre 52 millions en 2023, après le départ de deux distributeurs.', 'pitch_deck')).toContain('declining-revenue');
  });

  it('does not read the same sentence when the year grew', () => {
    expect(flags('Q : Et les ventes ?\nR : Nous avons facturé 61 millions FRW en 2024, contre 52 millions en 2023, après l\'arrivée de deux distributeurs.', 'pitch_deck')).not.toContain('declining-revenue');
  });

  it("reads 'we invoiced KES 40m in 2024, against 52 million in 2023'", () => {
    expect(flags('Trading update. We invoiced KES 40m in 2024, against 52 million in 2023, as two hospitals moved to a tender.')).toContain('declining-revenue');
  });
});

describe('revenue set against a quarter named by its ordinal, or a period owning the earlier figure', () => {
  it("reads a bank's letter: revenue 'pour le deuxième trimestre 2025, contre ... pour le premier trimestre 2025'", () => {
    const text = 'Monsieur le Directeur,\nVos états trimestriels font ressortir un chiffre d\'affaires de FBu 210 000 000 pour le deuxième trimestre 2025, contre FBu 268 000 000 pour le premier trimestre 2025.\nNous vous prions d\'agréer nos salutations.';
    expect(flags(text, 'legal_docs')).toContain('declining-revenue');
  });

  it("reads 'Revenue: GHS 1.4m, slipping from September's GHS 1.7m'", () => {
    expect(flags('Monthly update\n- Revenue: GHS 1.4m, slipping from September\'s GHS 1.7m. Two schools paused their plans.')).toContain('declining-revenue');
  });

  it("does not read 'up from September's' figure below this month's", () => {
    expect(flags('Monthly update\n- Revenue: GHS 1.9m, up from September\'s GHS 1.7m. Two schools joined.')).not.toContain('declining-revenue');
  });
});

describe('gross margin from revenue and cost of sales each set against the year before, in prose', () => {
  const article = (costBefore: string) =>
    `Le distributeur a publié ses comptes 2024. Le chiffre d'affaires atteint 2,4 milliards de francs CFA, contre 2,1 milliards un an plus tôt. Dans le même temps, le coût des marchandises vendues est passé de ${costBefore} à 1,6 milliard de francs CFA.`;

  it('reads a cost of sales said as a move after a lead-in (margin 52% to 33%)', () => {
    expect(flags(article('1 milliard'))).toContain('gross-margin');
  });

  it('does not read a margin that held (cost of sales from 1,4 milliard: 33% to 33%)', () => {
    expect(flags(article('1,4 milliard'))).not.toContain('gross-margin');
  });

  it("reads a shareholders' letter: 'contre 310 millions l'an dernier' for each line", () => {
    const text = "Notre chiffre d'affaires s'élève à 520 millions de francs CFA, contre 480 millions en 2023. Le coût des ventes atteint 340 millions de francs CFA, contre 280 millions l'an dernier.";
    expect(flags(text, 'financial_statements')).toContain('gross-margin');
  });
});

describe("French revenue named 'Produits d'abonnement' in a table of quarters", () => {
  const table = (latest: number) =>
    `Résultats (en milliers de dollars)\n                         T3 2025    T2 2025    T3 2024\nProduits d'abonnement       ${latest}        710        590\nCoût des produits           200        205        180\nRésultat d'exploitation      40         60         30`;

  it('reads the latest quarter below the one before', () => {
    expect(flags(table(655), 'financial_statements')).toContain('declining-revenue');
  });

  it('does not read a latest quarter above the one before', () => {
    expect(flags(table(745), 'financial_statements')).not.toContain('declining-revenue');
  });
});

describe('a CSV export with one row a line of the accounts and one column a period', () => {
  const csv = (sales: string, profit: string) =>
    `KOFI LEDGER LTD: quarterly accounts. Amounts in KES '000.\n\nitem,2024_Q2,2024_Q3,2024_Q4\nsales_total,${sales}\ndirect_costs,2900,3100,3300\ngross_profit,${profit}\npayroll,800,820,850\n`;

  it('reads revenue falling and the gross margin down 10 points in the latest quarter', () => {
    const read = flags(csv('5100,5600,5200', '2200,2500,1900'), 'financial_statements');
    expect(read).toContain('declining-revenue');
    expect(read).toContain('gross-margin');
    expect(read).not.toContain('missing-financials');
  });

  it('reads neither when revenue grew and the margin held', () => {
    const read = flags(csv('5100,5600,5900', '2200,2500,2600'), 'financial_statements');
    expect(read).not.toContain('declining-revenue');
    expect(read).not.toContain('gross-margin');
  });

  it("reads a French ';' export of quarters ('poste;T1 2025;...'), read before by another reader too: a guard", () => {
    const text = 'poste;T1 2025;T2 2025;T3 2025\nchiffre_affaires;1 240,5;1 310,0;1 195,2\ncout_des_ventes;700;720;760';
    expect(flags(text, 'financial_statements')).toEqual(expect.arrayContaining(['declining-revenue', 'gross-margin']));
  });
});

describe("a revenue target for a later year against a year's revenue written bare", () => {
  const deck = (target: string) =>
    `SOLARIS GRID — deck, mars 2025\n\nTarif : 12 000 FCFA par mois et par foyer.\n\nRésultats (en millions de FCFA)\nChiffre d'affaires 2024 (réel) ......... 240\nCharges 2024 ........................... 260\n\nCap\nNous visons pour 2025 un chiffre d'affaires de ${target} de FCFA.`;

  it('reads a base line under a heading that gives its scale (240 M to 1,1 Md: 4.6x in a year)', () => {
    expect(flags(deck('1,1 milliard'), 'pitch_deck')).toContain('unrealistic-growth');
  });

  it('does not read a target 2.5x the base', () => {
    expect(flags(deck('600 millions'), 'pitch_deck')).not.toContain('unrealistic-growth');
  });

  const table = (target: number) =>
    `Our price: KES 900 per month. We raised KES 20m last year.\n\nKey numbers (KES)\n| | 2023 | 2024 |\n|---|---|---|\n| Revenue | 8.1m | 11.0m |\n| Costs | 9.0m | 12.2m |\n\nThe round takes us to KES ${target} million of revenue in 2025.`;

  it("reads a table row's latest year, its scale in the cells (11.0m to 50m)", () => {
    expect(flags(table(50), 'pitch_deck')).toContain('unrealistic-growth');
  });

  it('does not read a target under 4x the latest year', () => {
    expect(flags(table(30), 'pitch_deck')).not.toContain('unrealistic-growth');
  });
});

describe("a list item's own label ends the gross margin's clause", () => {
  it("does not read 'Taux de marge brute : 38 %' and '; Résiliations : 3 %' as a fall", () => {
    const text = "Traction\n• 9 000 abonnés\n• Chiffre d'affaires mensuel : 27 M FCFA\n• Taux de marge brute : 38 % (filtres, transport)\n• Résiliations : 3 % des abonnés par mois";
    expect(flags(text, 'pitch_deck')).not.toContain('gross-margin');
  });

  it("still reads a margin and its earlier figure in one item ('Gross margin: 31% in 2024, 44% in 2023')", () => {
    expect(flags('Key figures\n- Gross margin: 31% in 2024, 44% in 2023\n- Churn: 2% a month', 'pitch_deck')).toContain('gross-margin');
  });
});

describe('a fall read by the figures, said over in the next sentence', () => {
  it("does not read 'avait reculé de 530 à 470 M FCFA' followed by 'au-dessus de son niveau de 2022'", () => {
    const text = "Historique. Le chiffre d'affaires était passé de 530 M FCFA en 2022 à 470 M FCFA en 2023, après la perte d'un grossiste. Il atteint 560 M FCFA en 2024, au-dessus de son niveau de 2022.";
    expect(flags(text)).not.toContain('declining-revenue');
  });

  it('still reads the fall when nothing after it says it is over', () => {
    const text = "Historique. Le chiffre d'affaires était passé de 530 M FCFA en 2022 à 470 M FCFA en 2023, après la perte d'un grossiste. Les charges sont restées stables.";
    expect(flags(text)).toContain('declining-revenue');
  });
});

describe("a notes list under a lead with a bracketed aside ('NOTES (extracts):') is read item by item", () => {
  const notes = (item: string) =>
    `ANNUAL FINANCIAL STATEMENTS\n\nNOTES (extracts)\n3. Going concern. The directors have reviewed cash-flow forecasts to June 2027 and are satisfied that the going-concern basis is appropriate. Cash fell to KES 12.1 million (2025: KES 30.4 million) after two trucks were bought for KES 19.0 million.\n9. Borrowings. The bank loan (KES 41.0 million) is repaid quarterly until 2030. No instalment was paid late.\n14. Major customer. Revenue from the largest customer, a fish exporter, was KES 35.2 million (2025: KES 33.0 million).\n${item}`;

  it('does not read forecasts named in one note and amounts of others as a projection', () => {
    expect(flags(notes('17. Contingent liabilities. A claim by a former sub-contractor was settled for KES 0.6 million in May 2024 and withdrawn.'), 'financial_statements')).not.toContain('unrealistic-growth');
  });

  it('still reads a note that states a flag of its own', () => {
    expect(flags(notes('17. Litigation. A former supplier has sued the company in the High Court for KES 6 million; the hearing is set for May.'), 'financial_statements')).toContain('litigation');
  });
});

describe('a statement written as captions with a line per year: its one cost of sales against its one revenue', () => {
  const statement = (cost2024: string) =>
    `MINOTERIE DU NORD SA\nCompte de résultat (extrait, M FCFA)\nChiffre d'affaires\n   2024 .......... 2 150\n   2023 .......... 1 980\nCoût des ventes (blé, énergie)\n   2024 .......... ${cost2024}\n   2023 .......... 1 500\n`;

  it('reads a cost of sales above revenue in the latest year', () => {
    expect(flags(statement('2 240'), 'financial_statements')).toContain('gross-margin');
  });

  it('does not read a margin that held (24% and 25%)', () => {
    expect(flags(statement('1 620'), 'financial_statements')).not.toContain('gross-margin');
  });
});
