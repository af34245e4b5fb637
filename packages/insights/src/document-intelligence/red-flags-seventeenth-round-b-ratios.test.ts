/**
 * The readers changed in the seventeenth round for ratios (customer concentration, churn, gross margin, one-off revenue
 * in recurring revenue, unit economics), from the mistakes of the development texts written for it
 * (eval/cases-dev-generalise-seventeenth-*.ts): each a general way of writing, with short texts of its own, and the
 * near-miss it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const has = (text: string, id: string, type: Kind = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === id);

describe('customer concentration', () => {
  it('reads a revenue-by-customer table pasted with tabs, its currency in the header', () => {
    const table = (largest: string, total: string) => `Sales by customer 2024\n\nCustomer\tRegion\tRevenue 2024 (KES)\nMombasa Grain Co\tCoast\t${largest}\n\tNairobi\t \nLake Foods\tKisumu\t300,000\nOther customers (85)\t\t900,000\nTotal\t\t${total}\n`;
    expect(has(table('1,000,000', '2,200,000'), 'customer-concentration', 'financial_statements')).toBe(true);
    // 400,000 of 1,600,000 is 25%: under the guide's 30%.
    expect(has(table('400,000', '1,600,000'), 'customer-concentration', 'financial_statements')).toBe(false);
  });

  it("reads a contract's sales of a year against the company's revenue of that year on the next line", () => {
    expect(has('Contract summary. Sales under the agreement in 2024 were KES 40 million. Total company revenue for 2024 was KES 100 million.', 'customer-concentration', 'legal_docs')).toBe(true);
    // A value over the contract's five years is no year's sales.
    expect(has('Contract summary. Contract value: KES 40 million over five years, signed in 2024. Total company revenue for 2024 was KES 100 million.', 'customer-concentration', 'legal_docs')).toBe(false);
  });

  it("reads the largest customer's amount in a note's shorthand and in 'nous a confié'", () => {
    expect(has('Rev FY23 N500m \u2192 FY24 N800m\nTop client Ikeja Stores = N300m of FY24 rev; next 3 clients ~5% each', 'customer-concentration')).toBe(true);
    expect(has('Rev FY23 N500m \u2192 FY24 N800m\nTop client Ikeja Stores = N100m of FY24 rev; next 3 clients ~5% each', 'customer-concentration')).toBe(false);
    expect(has("Le chiffre d'affaires 2024 s'établit à 5 M MAD. Notre premier client, une chaîne hôtelière, nous a confié 2 M MAD de prestations sur l'exercice.", 'customer-concentration')).toBe(true);
    expect(has("Le chiffre d'affaires 2024 s'établit à 5 M MAD. Notre premier client, une chaîne hôtelière, nous a confié 0,8 M MAD de prestations sur l'exercice.", 'customer-concentration')).toBe(false);
  });

  it("reads 'dont X facturés à un seul donneur d'ordre' as that one customer's share", () => {
    expect(has("Le chiffre d'affaires 2024 s'est élevé à 4 M USD, dont 2,2 M USD facturés à un seul donneur d'ordre.", 'customer-concentration')).toBe(true);
    expect(has("Le chiffre d'affaires 2024 s'est élevé à 4 M USD, dont 0,6 M USD facturés à un seul donneur d'ordre.", 'customer-concentration')).toBe(false);
  });

  it('adds up the shares of a counted few given one by one', () => {
    expect(has("Deux distributeurs nationaux représentent respectivement 21 % et 17 % du chiffre d'affaires.", 'customer-concentration')).toBe(true);
    expect(has("Deux distributeurs nationaux représentent respectivement 12 % et 9 % du chiffre d'affaires.", 'customer-concentration')).toBe(false);
  });

  it('reads a municipality as one customer', () => {
    expect(has('One coastal municipality accounted for 41% of 2024 revenue.', 'customer-concentration', 'pitch_deck')).toBe(true);
    expect(has('One coastal municipality accounted for 12% of 2024 revenue.', 'customer-concentration', 'pitch_deck')).toBe(false);
  });
});

describe('high churn from counts said in prose', () => {
  it('reads a base in one sentence and those lost in the next', () => {
    expect(has('Drivers: started March with 200 on subscription. 16 cancelled during the month.', 'high-churn')).toBe(true);
    expect(has('Drivers: started March with 200 on subscription. 4 cancelled during the month.', 'high-churn')).toBe(false);
    expect(has('Point clients : 500 abonnés actifs au 1er mars. 40 résiliations en mars.', 'high-churn')).toBe(true);
    expect(has('Point clients : 500 abonnés actifs au 1er mars. 10 résiliations en mars.', 'high-churn')).toBe(false);
  });

  it("reads a base said aloud and what remains of it ('on avait', 'il en reste')", () => {
    expect(has('en février on avait 900 abonnés au forfait mensuel, fin mai il en reste 500.', 'high-churn', 'legal_docs')).toBe(true);
    expect(has('en février on avait 900 abonnés au forfait mensuel, fin mai il en reste 890.', 'high-churn', 'legal_docs')).toBe(false);
  });

  it('reads a movement table with one column per month', () => {
    const table = (lost: number) => `Member metrics by month\n\n                      Jan-25   Feb-25   Mar-25\nOpening members        2,000    2,050    2,100\nNew members              150      160      170\nCancelled                100      110      ${lost}\nClosing members        2,050    2,100    2,150\n`;
    expect(has(table(120), 'high-churn', 'pitch_deck')).toBe(true);
    expect(has(table(40), 'high-churn', 'pitch_deck')).toBe(false);
  });
});

describe('gross margin', () => {
  it('orders figures by the months they are dated with', () => {
    expect(has('Gross margin was 29% in June, it was 36% in May.', 'gross-margin')).toBe(true);
    expect(has('Gross margin was 36% in June, it was 29% in May.', 'gross-margin')).toBe(false);
  });

  it('reads the figures under a heading that names the margin alone', () => {
    expect(has('2. Marge brute. 35 % au T2 2025 contre 44 % au T1 2025.', 'gross-margin')).toBe(true);
    expect(has('2. Marge brute. 43 % au T2 2025 contre 44 % au T1 2025.', 'gross-margin')).toBe(false);
  });

  it("reads a unit's direct cost said to exceed what it brings", () => {
    expect(has('Chaque livraison nous coûte donc 800 de plus que ce qu\'elle rapporte.', 'gross-margin')).toBe(true);
    expect(has('Chaque livraison nous rapporte donc 800 de plus que ce qu\'elle coûte.', 'gross-margin')).toBe(false);
  });

  it("reads gross profit against revenue on a note's arrow lines", () => {
    expect(has('Rev FY23 $10.0m \u2192 FY24 $12.0m\nGP FY23 $5.0m \u2192 FY24 $5.1m', 'gross-margin')).toBe(true);
    expect(has('Rev FY23 $10.0m \u2192 FY24 $12.0m\nGP FY23 $5.0m \u2192 FY24 $5.9m', 'gross-margin')).toBe(false);
  });
});

describe('one-off revenue counted in recurring revenue', () => {
  it('reads a figure referred back to by a reviewer', () => {
    expect(has('Management reports ARR of USD 3 million. Our review shows that this figure includes the one-time setup fees of two hospitals.', 'non-recurring-revenue', 'financial_statements')).toBe(true);
    expect(has('Management reports ARR of USD 3 million. Our review shows that this figure excludes the one-time setup fees of two hospitals.', 'non-recurring-revenue', 'financial_statements')).toBe(false);
    expect(has("Le MRR de mars s'élève à 90 000 MAD. Ce montant intègre 20 000 MAD facturés pour un paramétrage. Il s'agit d'une facturation unique.", 'non-recurring-revenue')).toBe(true);
    expect(has("Le MRR de mars s'élève à 90 000 MAD. Ce montant intègre 20 000 MAD d'abonnements annuels.", 'non-recurring-revenue')).toBe(false);
  });

  it('reads one-off fees presented within a recurring line', () => {
    expect(has('The Company presented USD 0.4 million of one-time installation fees within "Subscription revenue".', 'non-recurring-revenue', 'financial_statements')).toBe(true);
    expect(has('The Company presented USD 0.4 million of one-time installation fees apart from subscription revenue.', 'non-recurring-revenue', 'financial_statements')).toBe(false);
  });

  it('reads an ARR bridge exported as CSV with snake_case labels', () => {
    const bridge = (pilot: string) => `ARR bridge, Q2 (CSV export)\n\nline_item,amount_usd,comment\nopening_arr_apr25,2000000,\nnew_logos,300000,14 clinics\n${pilot}\nclosing_arr_jun25,2500000,\n`;
    expect(has(bridge('setup_fee_lagos_chain,200000,"one-time onboarding, no renewal"'), 'non-recurring-revenue', 'pitch_deck')).toBe(true);
    expect(has(bridge('expansion_existing,200000,"seat upsell, annual contracts"'), 'non-recurring-revenue', 'pitch_deck')).toBe(false);
  });
});

describe('unit economics', () => {
  it("reads a payback in 'mo' and a contribution per sub per month written with slashes", () => {
    expect(has('CAC USD 120 blended\nContribution/sub/mo USD 6 after delivery\nMgmt headline "CAC payback 5 mo"', 'unit-economics')).toBe(true);
    expect(has('CAC USD 120 blended\nContribution/sub/mo USD 30 after delivery\nMgmt headline "CAC payback 5 mo"', 'unit-economics')).toBe(false);
  });

  it('reads a CAC whose name is followed by what it covers, in brackets', () => {
    expect(has("Le coût d'acquisition d'un client (commissions des agents, radio locale, démonstrations en boutique) s'élève à 60 000 FCFA. La marge mensuelle par client est de 4 000 FCFA. Le délai de récupération du coût d'acquisition est de 5 mois.", 'unit-economics')).toBe(true);
    expect(has("Le coût d'acquisition d'un client (commissions des agents, radio locale, démonstrations en boutique) s'élève à 60 000 FCFA. La marge mensuelle par client est de 12 000 FCFA. Le délai de récupération du coût d'acquisition est de 5 mois.", 'unit-economics')).toBe(false);
  });

  it("reads a margin said aloud: 'nous rapporte en marge ... par mois'", () => {
    expect(has("le CAC on le récupère en deux mois, on dépense en moyenne 9 000 dirhams pour signer un client et chaque client nous rapporte en marge à peu près 1 000 dirhams par mois", 'unit-economics', 'legal_docs')).toBe(true);
    expect(has("le CAC on le récupère en deux mois, on dépense en moyenne 2 000 dirhams pour signer un client et chaque client nous rapporte en marge à peu près 1 000 dirhams par mois", 'unit-economics', 'legal_docs')).toBe(false);
  });

  it("reads a transposed metric table and an order's contribution stated as an amount", () => {
    const slide = (contribution: string) => `Unit economics, slide 6 (one column per metric)\n\nMetric: | Average basket | Contribution / order | Orders per customer (lifetime) | CAC\nValue:  | USD 20         | USD ${contribution}                        | 8                              | USD 30\n\nSlide title: "LTV/CAC of 3x"`;
    expect(has(slide('2'), 'unit-economics', 'pitch_deck')).toBe(true);
    expect(has(slide('12'), 'unit-economics', 'pitch_deck')).toBe(false);
  });

  it('takes the lifetime a monthly churn implies when none is stated', () => {
    expect(has("Abonnement mensuel à 3 000 FCFA. CAC moyen 20 000 FCFA, marge brute 50 %, churn mensuel moyen de 10 %.", 'unit-economics')).toBe(true);
    expect(has("Abonnement mensuel à 3 000 FCFA. CAC moyen 20 000 FCFA, marge brute 50 %, churn mensuel moyen de 2 %.", 'unit-economics')).toBe(false);
  });
});

describe('a cohort table aligned by spaces, its header over several lines, retention a year on in its last column', () => {
  const table = (kept: string) => `Headline: "Average member stays 40 months."\n\nAppendix: member cohorts\n                 Members       Active after         Retention\nCohort           joined        6 mo.\n12 mo.          at 12 mo.\nJan-Mar 2024     5,000         3,900       ${kept}\n`;
  it('reads the latest cohort retention as churn, and a stated lifetime it contradicts', () => {
    expect(has(table('2,300             46%'), 'high-churn', 'pitch_deck')).toBe(true);
    expect(has(table('2,300             46%'), 'unit-economics', 'pitch_deck')).toBe(true);
  });

  it('lets pass a retention above the guide and a lifetime it supports', () => {
    expect(has(table('4,600             92%'), 'high-churn', 'pitch_deck')).toBe(false);
    expect(has(table('4,600             92%'), 'unit-economics', 'pitch_deck')).toBe(false);
  });
});
