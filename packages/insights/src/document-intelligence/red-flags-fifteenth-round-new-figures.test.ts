/**
 * The figure readers added in the fifteenth round, from the mistakes of the fifteenth-round development texts
 * (eval/cases-dev-generalise-fifteenth-*.ts): revenue set against an earlier figure mid-sentence, churn read from
 * count tables, each with worked examples in words other than those texts' and the near-misses that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('revenue set against an earlier figure in the middle of a sentence', () => {
  it('reads a lower revenue against the earlier period, in English and French', () => {
    expect(flags('For the record, H2 sales landed at EUR 1.2m against EUR 1.5m in H1.')).toContain('declining-revenue');
    expect(flags("Le rapport fait apparaître des ventes de 820 millions FCFA, contre 900 millions FCFA en 2024.", 'financial_statements')).toContain('declining-revenue');
  });

  it('lets a higher revenue, a budget or a later year pass', () => {
    expect(flags('For the record, H2 sales landed at EUR 1.6m against EUR 1.5m in H1.')).not.toContain('declining-revenue');
    expect(flags('For the record, H2 sales landed at EUR 1.2m against EUR 1.5m budgeted.')).not.toContain('declining-revenue');
    expect(flags('The model shows revenue of EUR 1.2m in 2025, against EUR 1.5m in 2026.')).not.toContain('declining-revenue');
  });
});

describe('churn from a table of customer counts', () => {
  it('reads a cohort keeping under 55% of its customers after twelve months', () => {
    const text = ['Cohort | Start | M6 | M12', 'Feb 2025 | 500 | 330 | 240', 'May 2025 | 520 | 350 | —'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('reads a month losing 5% or more of its opening base', () => {
    const text = ['| Mois | Abonnés en début de mois | Résiliations | Nouveaux |', '| Mars | 2 000 | 90 | 150 |', '| Avril | 2 060 | 118 | 160 |'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('lets a table of low churn pass', () => {
    expect(flags(['Cohort | Start | M6 | M12', 'Feb 2025 | 500 | 450 | 420'].join('\n'))).not.toContain('high-churn');
    expect(flags(['| Month | Customers at start | Cancellations | New |', '| June | 2,000 | 40 | 150 |'].join('\n'))).not.toContain('high-churn');
  });
});

describe('projected revenue growth in a plan', () => {
  it('reads a plan laid out one year a row', () => {
    const text = ['Five-year outlook, Savanna Freight', 'Year | Revenue (USD) | Trucks', '2025A | 800,000 | 12', '2026F | 3,500,000 | 40', '2027F | 9,000,000 | 90'].join('\n');
    expect(flags(text)).toContain('unrealistic-growth');
  });

  it('reads a revenue row by year under a title that names a plan, with prose between', () => {
    const text = ['Business plan 2026-2028 — Sahel Pay', 'Nous digitalisons les paiements des commerçants.', '| en millions XOF | 2026 | 2027 | 2028 |', "| Chiffre d'affaires | 100 | 450 | 1 900 |"].join('\n');
    expect(flags(text)).toContain('unrealistic-growth');
  });

  it('reads a year rising to a later year in one sentence of a plan', () => {
    expect(flags('The model assumes sales of $2m in 2026, growing to $9m in 2027 once the franchise opens.')).toContain('unrealistic-growth');
  });

  it('lets a 3x year followed by slower years pass, and actual years', () => {
    const text = ['Prévisionnel — en millions', '| | 2026 | 2027 | 2028 | 2029 |', "| Chiffre d'affaires | 400 | 1 200 | 2 000 | 3 000 |"].join('\n');
    expect(flags(text)).not.toContain('unrealistic-growth');
    expect(flags(['Year | Revenue (USD) | Trucks', '2023A | 200,000 | 3', '2024A | 900,000 | 10'].join('\n'))).not.toContain('unrealistic-growth');
    expect(flags('The model assumes sales of $2m in 2026, growing to $5m in 2027.')).not.toContain('unrealistic-growth');
  });
});

describe('one-off revenue in recurring revenue, across lines', () => {
  it('reads a line that goes on from the recurring figure above it', () => {
    expect(flags(['ARR (June): EUR 3.2m', 'Of which: EUR 0.4m hardware sold once to a hospital group'].join('\n'))).toContain('non-recurring-revenue');
    expect(flags(['Run-rate: $120k this month.', 'This includes a $15k one-time onboarding fee from the ministry.'].join('\n'))).toContain('non-recurring-revenue');
    expect(flags(['MRR déclaré : 30 M FCFA en mai.', 'Ajustement : 6 M FCFA correspondent à une formation ponctuelle.'].join('\n'))).toContain('non-recurring-revenue');
  });

  it('reads a one-off item added in a bridge of recurring revenue', () => {
    const text = ['ARR walk, H1:', 'new logos +$0.8m', 'one-time set-up fees +$0.5m', 'churn -$0.2m'].join('\n');
    expect(flags(text)).toContain('non-recurring-revenue');
  });

  it('reads perpetual licences counted as recurring', () => {
    expect(flags('Recurring revenue includes perpetual licences sold to two universities.')).toContain('non-recurring-revenue');
  });

  it('lets a one-off said to be left out, or larger than the figure above, pass', () => {
    expect(flags(['ARR (June): EUR 3.2m', 'Of which none is hardware; EUR 0.4m of one-off hardware is excluded.'].join('\n'))).not.toContain('non-recurring-revenue');
    expect(flags(['MRR: $20k', 'Separately, a $90k one-time pilot fee was invoiced.'].join('\n'))).not.toContain('non-recurring-revenue');
    expect(flags(['ARR walk, H1:', 'new logos +$0.8m', 'one-time set-up fees excluded $0.5m'].join('\n'))).not.toContain('non-recurring-revenue');
  });
});

describe('stated unit economics against the text own figures', () => {
  it('reads a customer lifetime longer than the monthly churn allows', () => {
    expect(flags('Our model: average customer life 40 months, LTV $2,000. Monthly logo churn was 8% this year.')).toContain('unit-economics');
    expect(flags('Our model: average customer life 10 months, LTV $500. Monthly logo churn was 8% this year.')).not.toContain('unit-economics');
  });

  it('reads an LTV/CAC ratio against contribution per order times lifetime orders', () => {
    const text = ['LTV/CAC: 5x', 'CAC: EUR 40', 'Contribution per order: EUR 3', 'Orders per customer over its lifetime: 8'].join('\n');
    expect(flags(text)).toContain('unit-economics');
    expect(flags(['LTV/CAC: 1.5x', 'CAC: EUR 40', 'Contribution per order: EUR 6', 'Orders per customer over its lifetime: 10'].join('\n'))).not.toContain('unit-economics');
  });

  it('reads a stated CAC against acquisition spend over new customers', () => {
    expect(flags(['CAC holding at $30.', 'Marketing spend in May: $90k, 1,000 new customers.'].join('\n'))).toContain('unit-economics');
    expect(flags(['CAC holding at $85.', 'Marketing spend in May: $90k, 1,000 new customers.'].join('\n'))).not.toContain('unit-economics');
  });

  it('reads a contribution amount above the order value less its cost lines', () => {
    const lines = ['Average order value   KES 1,000', 'Food cost   KES 600', 'Rider   KES 250', 'Packaging   KES 50'];
    expect(flags(['Contribution per order: KES 180', ...lines].join('\n'))).toContain('unit-economics');
    expect(flags(['Contribution per order: KES 100', ...lines].join('\n'))).not.toContain('unit-economics');
  });
});

describe('revenue abbreviated in informal notes', () => {
  it('reads rev as revenue beside a larger burn', () => {
    expect(flags(['- rev ~ €40k/mo', '- burn ~ €65k/mo'].join('\n'))).toContain('burn-above-revenue');
    expect(flags(['- rev ~ €90k/mo', '- burn ~ €65k/mo'].join('\n'))).not.toContain('burn-above-revenue');
  });

  it('reads a revenue share as no revenue', () => {
    expect(analyzeDocument('We keep a rev-share of $2k a month with the bank.', 'business_plan').extractedData.revenue).toHaveLength(0);
  });
});

describe('revenue broken down in a table whose total row falls', () => {
  it('reads the total row under a revenue caption', () => {
    const text = ['Sales by region — KES millions', 'Region | 2024 | 2025', 'Nairobi | 300 | 280', 'Coast | 120 | 110', 'Total | 420 | 390'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('declining-revenue');
  });

  it('lets a rising total, or a cost table, pass', () => {
    const rising = ['Sales by region — KES millions', 'Region | 2024 | 2025', 'Nairobi | 300 | 330', 'Coast | 120 | 110', 'Total | 420 | 440'].join('\n');
    expect(flags(rising, 'financial_statements')).not.toContain('declining-revenue');
    const costs = ['Costs by region — KES millions', 'Region | 2024 | 2025', 'Nairobi | 300 | 280', 'Coast | 120 | 110', 'Total | 420 | 390'].join('\n');
    expect(flags(costs, 'financial_statements')).not.toContain('declining-revenue');
  });
});

describe('months of work and margins in prose', () => {
  it('reads an order book covering months of activity as no runway', () => {
    expect(flags('Our order book covers five months of operations.', 'financial_statements')).not.toContain('short-runway');
    expect(flags('Our cash covers five months of operations.', 'financial_statements')).toContain('short-runway');
  });

  it('reads cost of sales after an article against its earlier year', () => {
    const text = ['Our revenue came to USD 10.0m (2024: USD 9.0m).', 'Our cost of sales rose to USD 6.5m (2024: USD 5.0m).'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('gross-margin');
  });
});

describe('a quarter of operating and capital outflow as the burn', () => {
  it('reads net cash outflow from operations and capex over a quarter against the cash held', () => {
    const text = ['Net cash outflow from operations and capex for the quarter was USD 900k.', 'Cash at 30 June stood at USD 1.5m.'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('short-runway');
    const longer = ['Net cash outflow from operations and capex for the quarter was USD 300k.', 'Cash at 30 June stood at USD 1.5m.'].join('\n');
    expect(flags(longer, 'financial_statements')).not.toContain('short-runway');
  });
});

describe('churn said as a base a period opened with, or a share that left', () => {
  it('reads a month opened at a count with the cancellations in it', () => {
    expect(flags('We opened the month at 900 paying, 60 cancelled, 80 new.')).toContain('high-churn');
    expect(flags('We opened the month at 900 paying, 20 cancelled, 80 new.')).not.toContain('high-churn');
  });

  it('reads a share of a base that had left a year later', () => {
    expect(flags("52 % des écoles clientes de 2024 avaient résilié leur contrat douze mois plus tard.")).toContain('high-churn');
    expect(flags('20% of the clinics signed in 2024 had cancelled twelve months later.')).not.toContain('high-churn');
  });
});

describe('those kept a year on, on separate lines', () => {
  it('reads a base line then the share of it still there a year later', () => {
    expect(flags(['Subscribers active at 1 March 2025: 2,000.', 'Of those, still active at 1 March 2026: 900.'].join('\n'))).toContain('high-churn');
    expect(flags(['Subscribers active at 1 March 2025: 2,000.', 'Of those, still active at 1 March 2026: 1,500.'].join('\n'))).not.toContain('high-churn');
  });
});

describe('a multiple said again for each year named', () => {
  it('reads three named years of tripling', () => {
    expect(flags('Sales triple in 2027, then triple again in 2028 and again in 2029.')).toContain('unrealistic-growth');
    expect(flags('Le chiffre d\'affaires triplera en 2027, puis à nouveau en 2028 et en 2029.')).toContain('unrealistic-growth');
  });

  it('lets a doubling said again, and a past tripling, pass', () => {
    expect(flags('Sales double in 2027, then double again in 2028 and again in 2029.')).not.toContain('unrealistic-growth');
    expect(flags('Sales tripled in 2023 and again in 2024 and 2025.')).not.toContain('unrealistic-growth');
  });
});

describe('a customer named through its contract', () => {
  it('reads a contract with a named counterparty bringing 30% or more of revenue', () => {
    expect(flags('Our supply agreement with Acme Mining accounts for 41% of 2026 revenue.')).toContain('customer-concentration');
    expect(flags("Le marché avec la Société Minière du Nord représente 35 % de nos ventes.")).toContain('customer-concentration');
  });

  it('lets a small share pass', () => {
    expect(flags('Our contract with Acme Mining accounts for 12% of revenue.')).not.toContain('customer-concentration');
  });
});

describe('an income statement with charges written negative', () => {
  const statement = (purchases: string, stock: string) => ['Compte de résultat (en FCFA)', '| Réf. | Libellé | 2025 | 2024 |', '| TA | Ventes de marchandises | 300 000 000 | 280 000 000 |', `| RA | Achats de marchandises | ${purchases} | −200 000 000 |`, `| RB | Variation de stocks | ${stock} | +5 000 000 |`].join('\n');

  it('reads purchases and a stock drawn down above the sales as a negative margin and costs above revenue', () => {
    const found = flags(statement('−290 000 000', '−15 000 000'), 'financial_statements');
    expect(found).toContain('gross-margin');
    expect(found).toContain('burn-above-revenue');
  });

  it('reads a margin five points or more below the year before as falling, and a steady one as neither', () => {
    expect(flags(statement('−240 000 000', '−5 000 000'), 'financial_statements')).toContain('gross-margin');
    expect(flags(statement('−210 000 000', '+2 000 000'), 'financial_statements')).not.toContain('gross-margin');
  });
});

describe('an LTV against monthly ARPU over the months churn allows', () => {
  it('reads an LTV far above ARPU over 1 / monthly churn', () => {
    expect(flags('ARPU: $10 per month. LTV: $400 per customer. Monthly churn around 5%.')).toContain('unit-economics');
    expect(flags('ARPU: $10 per month. LTV: $180 per customer. Monthly churn around 5%.')).not.toContain('unit-economics');
  });
});

describe('a projection line after the revenue reported for the year before', () => {
  it('reads the reported year as the base of the projected years', () => {
    expect(flags(['Revenue 2025: USD 200k.', 'Forecast: 2026: USD 1.0m; 2027: USD 2.5m.'].join('\n'))).toContain('unrealistic-growth');
    expect(flags(['Revenue 2025: USD 600k.', 'Forecast: 2026: USD 1.0m; 2027: USD 2.5m.'].join('\n'))).not.toContain('unrealistic-growth');
  });
});

describe("a named customer's amount out of the total beside it", () => {
  it('reads 30% or more of the total as concentration', () => {
    expect(flags('Ce mois-ci, Total Energies pèse 12 M FCFA sur les 30 M.')).toContain('customer-concentration');
    expect(flags('In Q2 Acme Foods brought in $120k of the $300k.')).toContain('customer-concentration');
  });

  it('lets a small part pass', () => {
    expect(flags('In Q2 Acme Foods brought in $20k of the $300k.')).not.toContain('customer-concentration');
  });
});
