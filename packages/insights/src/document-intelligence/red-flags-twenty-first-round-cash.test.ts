/**
 * The readers changed in the twenty-first round for cash, burn, revenue and gross margin read from figures: CSV exports
 * whose rows open on a period and a month or say their period in a 'period' column, with a net burn column and French
 * thousands; tables whose periods are month abbreviations with a year ('Jul-25') or quarters with their months in
 * brackets, scanned with doubled spaces; statements whose header of years stands apart from its rows, whose rows carry
 * a note or an account reference, or whose plan marks its actual year '(réel)'; a chat's figures written with a scale and
 * no currency; a monthly burn said over a quarter; and revenue or cost labels a scan split by stray spaces. Short texts
 * of our own in English and French, and the near misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: Kind = 'financial_statements') => new Set(analyzeDocument(text, type).riskFlags.map((f) => f.ruleId));

describe('a CSV export whose rows open on a period, or whose period column names no length', () => {
  it('reads runway and costs above revenue from a month column beside a quarter column, the burn written positive', () => {
    const found = flags('board_pack.csv (UGX millions)\nperiod,month,revenue,total_costs,net_burn,closing_cash\nQ2,Apr,410,700,290,2300\nQ2,May,420,705,285,2010\nQ2,Jun,430,712,282,1730');
    expect(found.has('short-runway')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(true);
  });

  it("reads a 'period' column of months ('2025-11') and total operating costs", () => {
    const found = flags('Pack mensuel (MAD)\nperiod,revenue,total_operating_costs,net_cash_flow,closing_cash\n2025-10,800000,1300000,-500000,4600000\n2025-11,820000,1310000,-490000,4110000');
    expect(found.has('short-runway')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(true);
  });

  it('lets pass a burn the cash covers for over a year, and revenue above costs', () => {
    const found = flags('period,month,revenue,total_costs,net_burn,closing_cash\nQ2,Apr,900,700,0,5000\nQ2,May,950,720,0,5200');
    expect(found.has('short-runway')).toBe(false);
    expect(found.has('burn-above-revenue')).toBe(false);
    expect(flags('period,revenue,total_operating_costs,net_cash_flow,closing_cash\n2025-10,500,700,-200,6000\n2025-11,510,705,-195,5805').has('short-runway')).toBe(false);
  });

  it("reads a French ';' export with thousands split by spaces and a margin rate falling 5 points", () => {
    const found = flags('mois;chiffre_affaires;cout_des_ventes;taux_marge\n2025-01;2 400 000;1 200 000;50,0 %\n2025-02;2 350 000;1 245 500;47,0 %\n2025-03;2 300 000;1 288 000;44,0 %');
    expect(found.has('gross-margin')).toBe(true);
    expect(found.has('declining-revenue')).toBe(true);
  });

  it('lets pass a margin down 2 points and revenue rising', () => {
    const found = flags('mois;chiffre_affaires;cout_des_ventes;taux_marge\n2025-01;2 400 000;1 200 000;50,0 %\n2025-02;2 450 000;1 274 000;48,0 %');
    expect(found.has('gross-margin')).toBe(false);
    expect(found.has('declining-revenue')).toBe(false);
  });
});

describe('a table of months or quarters read with its header', () => {
  it("reads revenue falling under month abbreviations with a year ('Jul-25'), scanned with doubled spaces", () => {
    const found = flags("MONTHLY  FIGURES   (ZMW  '000)\n\n                 Mar-25      Apr-25      May-25\nRe venue          2 ,400      2 ,210      2 ,050\nClosing  cash     9 ,000      7 ,900      6 ,800\n\nThe  monthly  net  cash  outflow  is  about  ZMW  1.1m  a  month.");
    expect(found.has('declining-revenue')).toBe(true);
    expect(found.has('short-runway')).toBe(true);
  });

  it('lets pass revenue rising under the same header', () => {
    expect(flags("Monthly figures (ZMW '000)\n\n                 Mar-25      Apr-25      May-25\nRevenue           2,050       2,210       2,400").has('declining-revenue')).toBe(false);
  });

  it('reads quarters whose months stand in brackets, the unit in the corner cell', () => {
    const found = flags('Résultats trimestriels\n\nMAD millions      T1 (janv-mars)   T2 (avr-juin)   T3 (juil-sept)\nChiffre d\'affaires      540            610            575\nCoût des ventes         300            340            320');
    expect(found.has('declining-revenue')).toBe(true);
    expect(flags('USD thousands      Q1 (Jan-Mar)   Q2 (Apr-Jun)   Q3 (Jul-Sep)\nRevenue      540      575      610').has('declining-revenue')).toBe(false);
  });
});

describe('a statement whose header of years stands apart from its rows, or whose rows carry a reference', () => {
  it('reads a gross margin rate falling across years with notes between the header and the rows', () => {
    const found = flags('École des Collines SA — compte de résultat (millions de FCFA)\n                                   2025        2024\n\nLes comptes ont été audités sans réserve.\n\nFrais de scolarité                  520         480\nFournitures et repas               (260)       (190)\nMarge brute                         260         290\nTaux de marge brute                50,0 %      60,4 %');
    expect(found.has('gross-margin')).toBe(true);
  });

  it('lets pass a rate that holds', () => {
    expect(flags('Compte de résultat (millions de FCFA)\n                                   2025        2024\n\nNote : comptes audités.\n\nVentes                              520         480\nTaux de marge brute                59,0 %      60,4 %').has('gross-margin')).toBe(false);
  });

  it('reads a note column beside the years: a gross loss and costs above revenue', () => {
    const found = flags('Statement of profit or loss (Amounts in Kenya Shillings)\n                          Note        2025            2024\nRevenue                     3    20,100,000      18,400,000\nCost of produce             4    22,600,000      14,700,000\nGross result                     (2,500,000)      3,700,000\nAdministrative expenses     5     6,100,000       5,300,000\nOperating loss                   (8,600,000)     (1,600,000)');
    expect(found.has('gross-margin')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(true);
  });

  it('reads account codes before the labels and a change in stock within the cost of sales, no costs above revenue', () => {
    const found = flags("COMPTE DE RÉSULTAT (en milliers de FCFA)\nRéf.  Libellés                       Exercice 2025     Exercice 2024\nTA    Ventes de marchandises            640 000           700 000\nRA    Achats de marchandises           (420 000)         (400 000)\nRB    Variation de stocks                 5 000            (6 000)\n      Coût des ventes                  (415 000)         (406 000)\nRK    Charges de personnel              (90 000)          (88 000)\nXE    Résultat d'exploitation           135 000           206 000");
    expect(found.has('declining-revenue')).toBe(true);
    // Purchases, the change in stock and their subtotal are one cost, counted once: 505 000 is below 640 000.
    expect(found.has('burn-above-revenue')).toBe(false);
  });

  it("reads a plan's actual year, marked '(réel)', apart from its forecasts: a negative gross margin", () => {
    const found = flags('Compte d\'exploitation (en millions de FCFA)\n                      2024 (réel)   2025 (prév.)   2026 (prév.)\nVentes                    50            90            140\nAchats de farine         (58)          (60)           (80)\nMarge brute               (8)           30             60', 'business_plan');
    expect(found.has('gross-margin')).toBe(true);
  });

  it('lets pass a plan whose only negative margin is a forecast year', () => {
    const found = flags('Compte d\'exploitation (en millions de FCFA)\n                      2024 (réel)   2025 (prév.)   2026 (prév.)\nVentes                    70            90            140\nAchats de farine         (58)          (95)           (80)\nMarge brute               12            (5)            60', 'business_plan');
    expect(found.has('gross-margin')).toBe(false);
  });
});

describe('cash, burn and revenue said in a chat with a scale and no currency', () => {
  it('reads revenue and charges for a month beside the cash on the accounts (French)', () => {
    const found = flags('[03/03/2026 09:01] Awa: on a 20 millions FCFA sur les comptes\n[03/03/2026 09:02] Ibrahim: les ventes de savon font 3 M/mois, les charges 9 M\n[03/03/2026 09:03] Awa: ok', 'business_plan');
    expect(found.has('burn-above-revenue')).toBe(true);
    expect(found.has('short-runway')).toBe(true);
  });

  it('reads a net burn below the revenue as a runway, and no burn above revenue', () => {
    const found = flags('[02/02/2026 10:00] Kofi: Janvier : CA 15 M FCFA, consommation nette de tréso 6 M\n[02/02/2026 10:01] Kofi: On a 24 M en banque à fin janvier', 'business_plan');
    expect(found.has('short-runway')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(false);
  });

  it('lets pass a net burn the cash covers for over a year', () => {
    expect(flags('[02/02/2026 10:00] Kofi: Janvier : CA 15 M FCFA, consommation nette de tréso 6 M\n[02/02/2026 10:01] Kofi: On a 120 M en banque à fin janvier', 'business_plan').has('short-runway')).toBe(false);
  });

  it('lets pass revenue above charges written with a scale word, and a net burn given for a quarter', () => {
    expect(flags("Le gérant présente le deuxième trimestre : les recettes s'élèvent à 52 millions d'ariary et les charges à 44 millions d'ariary.", 'business_plan').has('burn-above-revenue')).toBe(false);
    expect(flags("Ventes : 60 000 € par mois en moyenne.\nTrésorerie : 900 k€ ; consommation nette : 90 k€ par trimestre.").has('burn-above-revenue')).toBe(false);
  });

  it('reads costs above the revenue the sales figure names before it (de CA)', () => {
    const found = flags('[01/09/2025 18:00] Paul: Août : 9,5 M FCFA de CA, charges totales 16 M.\n[01/09/2025 18:02] Paul: 300 M sur le compte, tout va bien', 'business_plan');
    expect(found.has('burn-above-revenue')).toBe(true);
    expect(found.has('short-runway')).toBe(false);
  });
});

describe('a monthly burn said over a quarter, recurring revenue after an earlier month, and split labels', () => {
  it('reads a monthly net cash outflow averaged over the last quarter as a month\'s', () => {
    expect(flags('Note 2. At 30 June 2026 the Company held cash of USD 1.2 million. Monthly net cash outflows averaged approximately USD 250,000 in the last quarter.').has('short-runway')).toBe(true);
    expect(flags('Note 2. At 30 June 2026 the Company held cash of USD 4.2 million. Monthly net cash outflows averaged approximately USD 250,000 in the last quarter.').has('short-runway')).toBe(false);
  });

  it("reads MRR set after an earlier month's figure", () => {
    expect(flags('- MRR: USD 41k in March, after USD 44k in February', 'business_plan').has('declining-revenue')).toBe(true);
    expect(flags('- MRR: USD 44k in March, after USD 41k in February', 'business_plan').has('declining-revenue')).toBe(false);
  });

  it('reads revenue and total costs whose words a scan split', () => {
    expect(flags("La so ciété a réa lisé un chif fre d'af faires de 410 000 000 FCFA pour des char ges to tales de 598 000 000 FCFA.").has('burn-above-revenue')).toBe(true);
    expect(flags("La so ciété a réa lisé un chif fre d'af faires de 610 000 000 FCFA pour des char ges to tales de 598 000 000 FCFA.").has('burn-above-revenue')).toBe(false);
  });
});

describe('a scanned statement whose figures and year header a scan split', () => {
  it('reads revenue falling from figures split by stray spaces under years named by a split word, account codes before the labels', () => {
    const text = 'ETATS  FINAN CIERS  (FCFA)\nC0MPTE  DE  RESUL TAT                EXERC ICE  2025        EXERC ICE  2024\nXB   CHIFFRE  D\'AFFAI RES         2 104 33 0 000        2 388 10 0 000\nRA   Achats  consom més              (950 20 0 000)        (990 40 0 000)';
    expect(flags(text).has('declining-revenue')).toBe(true);
  });

  it('lets pass revenue rising in the same layout', () => {
    const text = 'ETATS  FINAN CIERS  (FCFA)\nC0MPTE  DE  RESUL TAT                EXERC ICE  2025        EXERC ICE  2024\nXB   CHIFFRE  D\'AFFAI RES         2 388 10 0 000        2 104 33 0 000\nRA   Achats  consom més              (950 20 0 000)        (990 40 0 000)';
    expect(flags(text).has('declining-revenue')).toBe(false);
  });
});
