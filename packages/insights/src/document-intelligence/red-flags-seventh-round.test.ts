/**
 * The readers added in the seventh round (decision 0036, amendment of 2026-11-28), one worked example each with
 * the near-miss it must let pass: unit economics that lose money, cap tables layered with convertibles,
 * preferences and classes, founders who no longer work in the business, and growth said as counts.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { layeredCapTable } from './cap-table-layers';
import { inactiveHolder } from './inactive-holders';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('unit economics that lose money', () => {
  it('reads LTV below CAC, stated, as a ratio or in words', () => {
    expect(flags('| Blended CAC | $240 |\n| LTV | $190 |\nRevenue in 2025: $1.1M.')).toEqual(['unit-economics']);
    expect(flags('LTV/CAC stands at 0.7x on the 2025 cohorts. Revenue of $2.3M in 2025.')).toEqual(['unit-economics']);
    expect(flags("Un nouveau client nous coûte 180 € à acquérir et nous rapporte 120 € de marge brute sur toute sa durée de vie. Chiffre d'affaires 2025 : 1,1 M€.")).toEqual(['unit-economics']);
    expect(flags('If CAC rose above $400, LTV would no longer cover it; today CAC is $150 and LTV $520. Revenue of $700k in 2025.')).toEqual([]);
  });

  it('reads a payback longer than a customer stays', () => {
    expect(flags('CAC payback is now 31 months, while the average customer stays 18 months. Revenue of $2.5M in 2025.')).toEqual(['unit-economics']);
    expect(flags('CAC payback is 9 months and the average customer stays 30 months. Revenue of $2.5M in 2025.')).toEqual([]);
  });

  it('reads a negative contribution, an order costing more than it brings, and losses said in words', () => {
    expect(flags('Contribution per order: -$1.20\nRevenue for the quarter was $410k.')).toEqual(['unit-economics']);
    expect(flags('Our cost per order is ₦2,400 against an average order value of ₦1,900. Annual revenue: ₦640 million.')).toEqual(['unit-economics']);
    expect(flags("Nous perdons encore 0,80 € sur chaque commande livrée. Chiffre d'affaires de novembre : 74 000 €.")).toEqual(['unit-economics']);
    expect(flags('Contribution margin turned positive in Q3 at +6%, after -4% in Q1; we no longer lose money on deliveries. Revenue for the quarter: $320k.')).toEqual([]);
  });
});

describe('cap tables layered with instruments', () => {
  it('reads stacked convertibles, heavy preferences, many classes and undocumented promises', () => {
    expect(layeredCapTable('since 2021 the company has issued 14 safes, none of which has converted.')).toBe(true);
    expect(layeredCapTable("la societe a emis des bsa air a des conditions differentes (decotes de 10 % a 25 %).")).toBe(true);
    expect(layeredCapTable('series a preferred: 2x participating liquidation preference, senior to the seed.')).toBe(true);
    expect(layeredCapTable('the company has seven classes of shares.')).toBe(true);
    expect(layeredCapTable('several early employees were promised equity by e-mail; none of these promises has been documented.')).toBe(true);
  });

  it('lets a standard preference, a single SAFE and layers since cleaned up pass', () => {
    expect(layeredCapTable('one class of preferred with a standard 1x non-participating preference.')).toBe(false);
    expect(layeredCapTable('no other convertible instruments are outstanding.')).toBe(false);
    expect(layeredCapTable('our cap table was messy in 2022, with eleven safes on different terms; it was reconciled in 2023 and is now clean.')).toBe(false);
  });
});

describe('founders who no longer work in the business', () => {
  it('reads them as gone and, holding a stake, as dead equity; their stake is not the founders\' stake', () => {
    expect(inactiveHolder("l'un des trois cofondateurs ne participe plus a l'activite depuis 2021 mais possede toujours 17 % du capital.")).toBe(true);
    expect(inactiveHolder('quatre anciens salaries, partis en 2023, representent ensemble 6 % du capital dilue.')).toBe(true);
    expect(inactiveHolder('both founders are full-time and hold 70% between them.')).toBe(false);
    const table = '| Holder | Stake |\n| Amina Yusuf (CEO) | 48% |\n| Kofi Mensah (co-founder, not involved since 2022) | 22% |\n| Seed fund | 15% |\n| ESOP | 15% |\nRevenue for 2025: $1.4M.';
    expect(flags(table, 'business_plan').sort()).toEqual(['dead-equity', 'founder-departure']);
  });
});

describe('wordings the check texts brought', () => {
  it('reads a payback against a customer who churns out after a year, and a unit of revenue bought at a loss', () => {
    expect(flags('Payback on paid social is 27 months, and our subscribers churn out after a year on average. Revenue 2025: $1.3M.', 'business_plan')).toEqual(['unit-economics']);
    expect(flags('Negative unit economics today: we spend $1.40 to deliver each $1.00 of revenue. Revenue 2025: $880k.')).toEqual(['unit-economics']);
    expect(flags('We acquire a farmer for roughly $35 and earn about $22 from them over the two seasons they typically stay. Revenue in 2025 was $410k.', 'business_plan')).toEqual(['unit-economics']);
  });

  it('reads layers of several kinds, uncapped participation and disputed ownership', () => {
    expect(layeredCapTable("le capital est reparti entre 4 categories d'actions et 3 plans de bspce, auxquels s'ajoutent des bsa air non convertis.")).toBe(true);
    expect(layeredCapTable('series a: 1x participating, with no cap on participation.')).toBe(true);
    expect(layeredCapTable('ownership of 12% of the ordinary shares is disputed.')).toBe(true);
    expect(layeredCapTable("une seule categorie d'actions ordinaires ; aucun bsa air ni obligation convertible en circulation.")).toBe(false);
  });

  it('reads leavers still on the register, in prose and in a role column', () => {
    expect(flags('Paul Otieno, who co-founded the company and left in 2021, is still our second-largest shareholder with 19%. Revenue 2025: $2.2M.').sort()).toEqual(['dead-equity', 'founder-departure']);
    expect(inactiveHolder('about 11% of the equity sits with people who no longer work here.')).toBe(true);
    expect(inactiveHolder('| m. phiri | 21% | left in 2022 |')).toBe(true);
    expect(flags("Our former COO's shares were bought back at fair value when she left in 2024. Revenue 2025: $950k.")).toEqual(['founder-departure']);
  });

  it('reads growth by relative year, a percentage with grouped thousands and a base case', () => {
    expect(flags('Projections\nYear 1: 500 users. Year 2: 25,000 users. Year 3: 400,000 users.\nRevenue 2025: $60k.', 'business_plan')).toEqual(['unrealistic-growth']);
    expect(flags('We will grow revenue by 1,000% in 2026. Revenue 2025: $310k.')).toEqual(['unrealistic-growth']);
    expect(flags('Our base case has revenue rising from $150k this year to $6m in 2027.', 'business_plan')).toEqual(['unrealistic-growth']);
  });

  it('reads operating without a licence, a regulator\'s formal notice, cost of goods above sales and an anchor customer', () => {
    expect(flags('We currently process payments without the PSP licence the central bank requires. Revenue 2025: $1.9M.', 'business_plan')).toEqual(['regulatory']);
    expect(flags("La CNIL nous a mis en demeure en septembre de cesser la collecte de données biométriques. Chiffre d'affaires 2025 : 890 k€.", 'business_plan')).toEqual(['regulatory']);
    expect(flags("Le coût d'achat des marchandises vendues (1,9 M€) a dépassé les ventes (1,7 M€) sur l'exercice 2025.", 'business_plan').sort()).toEqual(['burn-above-revenue', 'gross-margin']);
    expect(flags('Safaricom is our anchor customer: without it, 2025 revenue would have been $0.9M instead of $2.6M.')).toEqual(['customer-concentration']);
  });
});

describe('wordings the probe texts brought', () => {
  it('reads a margin earned before a customer leaves, a cost to recruit that is no period cost, and cash burnt per transaction', () => {
    expect(flags('Each rider on our platform costs $48 to recruit and stays only three weeks, generating about $30 of margin in that time. Revenue 2025: $3.2M.', 'business_plan')).toEqual(['unit-economics']);
    expect(flags("Le coût d'acquisition client est passé à 210 €, alors qu'un client génère en moyenne 150 € de marge avant de partir. Chiffre d'affaires 2025 : 900 k€.", 'business_plan')).toEqual(['unit-economics']);
    expect(flags('We are burning cash on every transaction: revenue per transaction is $0.45. Revenue 2025: $1.1M.')).toEqual(['unit-economics']);
  });

  it('reads warrants with other layers and a crowd of shareholders, not a few', () => {
    expect(layeredCapTable("the company's capital includes three series of preferred shares, warrants issued to a lender and an unconverted $2m convertible loan.")).toBe(true);
    expect(layeredCapTable('our cap table has 140 shareholders, mostly friends and family.')).toBe(true);
    expect(layeredCapTable('our cap table has 12 shareholders.')).toBe(false);
    expect(layeredCapTable('the company issued 6 safes in 2022 and 2023; all of them converted into seed preferred shares in 2024.')).toBe(false);
  });

  it('reads a co-founder who stopped working on the business, and a leaver still on the register', () => {
    expect(flags('Our second co-founder stopped working on the business in 2022 but kept 30% of the shares. Revenue 2025: $450k.').sort()).toEqual(['dead-equity', 'founder-departure']);
    expect(inactiveHolder('un ancien directeur commercial, parti en 2021, figure toujours au capital avec 8 %.')).toBe(true);
  });

  it('reads years written FY25 in a table header and beside a margin', () => {
    expect(flags('Financial forecast\n| | FY25 (actual) | FY26 | FY27 |\n| Revenue ($m) | 0.3 | 2.9 | 11.0 |', 'business_plan')).toEqual(['unrealistic-growth']);
    expect(flags('Revenue FY25: $2.2M. Gross margin: -6% in FY25 (FY24: 4%).', 'financial_statements')).toEqual(['gross-margin']);
  });
});

describe('wordings the texts for the other classes brought', () => {
  it('reads licences awaited in other words and regulators\' findings, lapsed licences and withdrawals', () => {
    expect(flags('Our e-money licence application has been with the Bank of Zambia since March. Revenue 2025: $800k.', 'business_plan')).toEqual(['pending-licence']);
    expect(flags("The product's launch is subject to SEC registration, which we filed in October. Revenue 2025: $1.4M.", 'business_plan')).toEqual(['pending-licence']);
    expect(flags("L'agrément de la BCEAO n'a pas encore été délivré. Chiffre d'affaires 2025 : 350 M FCFA.", 'business_plan')).toEqual(['pending-licence']);
    expect(flags('The Competition Authority found that our exclusivity clauses breached the Competition Act.', 'legal_docs')).toEqual(['regulatory']);
    expect(flags('Our agency banking licence expired in August and has not been renewed. Revenue 2025: $900k.', 'business_plan')).toEqual(['regulatory']);
    expect(flags('Our agency banking licence expired in August and was renewed in September. Revenue 2025: $900k.', 'business_plan')).toEqual([]);
    expect(flags("L'ARCEP nous a retiré deux de nos fréquences en juillet. Chiffre d'affaires 2025 : 1,8 M€.", 'business_plan')).toEqual(['regulatory']);
  });

  it('reads a negative gross profit, shares of amounts and of ARR, a fund\'s stake after its seats, and nobody else doing it', () => {
    expect(flags('Gross profit turned negative in H2 2025 as maize prices spiked. Revenue H2 2025: KES 48m.', 'business_plan')).toEqual(['gross-margin']);
    expect(flags('Roughly $4 of every $5 we bill goes to one customer, MTN Ghana. Revenue 2025: $2.2M.')).toEqual(['customer-concentration']);
    expect(flags('Our largest account represents 45% of ARR, which stands at $1.6M.')).toEqual(['customer-concentration']);
    expect(flags('Le fonds disposera de la majorité des sièges au conseil et détiendra 51 % du capital.', 'legal_docs')).toEqual(['investor-control']);
    expect(flags('There is simply nobody else doing this in West Africa. Revenue 2025: $400k.')).toEqual(['no-competition']);
  });

  it('reads churn as a fraction lost each month and cash for a number of more months', () => {
    expect(flags('We lose roughly a quarter of our subscribers every month. Revenue 2025: $600k.')).toEqual(['high-churn']);
    expect(flags('We have cash for about four more months at the current spend. Revenue 2025: $700k.', 'business_plan')).toEqual(['short-runway']);
  });
});

describe('growth said as counts', () => {
  it('reads a count multiplied within the plan, not a past one or a year', () => {
    expect(flags('We expect to go from 40 paying schools today to 2,000 by the end of next year. Revenue 2025: $95k.')).toEqual(['unrealistic-growth']);
    expect(flags("Nous comptons passer de 35 pharmacies clientes aujourd'hui à 1 500 d'ici fin 2026. Chiffre d'affaires 2025 : 210 k€.")).toEqual(['unrealistic-growth']);
    expect(flags('We went from 40 schools to 2,000 schools in four years. Revenue 2025: $95k.')).toEqual([]);
    expect(flags('We expect to grow from 2025 to 2027 at 40% a year. Revenue 2025: $95k.')).toEqual([]);
    expect(flags('We plan to be in 500 cities by 2027, up from 3 today. Revenue 2025: $240k.')).toEqual(['unrealistic-growth']);
    expect(flags('We expect users to go from 12,000 to 30,000 next year. Revenue 2025: $500k.')).toEqual([]);
  });
});
