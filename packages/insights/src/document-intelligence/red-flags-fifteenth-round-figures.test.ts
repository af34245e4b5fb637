/**
 * The figure readers changed in the fifteenth round, from the development set's misses in the figure classes:
 * statement lines as scanners leave them (dot leaders, OCR digits, split words), cohort tables and cohorts said
 * in prose, each with worked examples in words of their own and the near-misses that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { repairedHeaderCell, repairedStatementLine } from './statement-line-repair';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('statement lines with dot leaders, OCR digits and split words', () => {
  it('repairs a line and leaves a sentence alone', () => {
    expect(repairedStatementLine('C0ST 0F G00DS S0LD ....... (1,2O5,OOO)')).toBe('cost of goods sold (1,205,000)');
    expect(repairedStatementLine('Tur nover .......... 9,8 40')).toBe('turnover 9,840');
    expect(repairedStatementLine('Admin costs ..... 310')).toBe('Admin costs 310');
    expect(repairedStatementLine('We grew... and then 20 stores opened.')).toBe('We grew... and then 20 stores opened.');
  });

  it('reads cost of sales above revenue under a caption naming the currency once', () => {
    const text = ['Trading statement, year to June 2025 (KES m)', 'Sales ............... 41.0', 'Cost of sales ....... 44.5', 'Gross loss .......... (3.5)'].join('\n');
    expect(flags(text, 'financial_statements')).toEqual(expect.arrayContaining(['gross-margin', 'burn-above-revenue']));
  });

  it('reads an OCR-read statement in millions written as thousands of thousands', () => {
    const text = ["C0MPTE DE RESULTAT 2025 (XAF '000 000)", 'Rev enue ......... 8,3 10', 'Cost of sa les ..... (9,0 40)'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('gross-margin');
  });

  it('lets a positive gross profit pass', () => {
    const text = ['Trading statement 2025 (USD)', 'Revenue ............ 900,000', 'Cost of sales ...... (610,000)', 'Gross profit ....... 290,000'].join('\n');
    expect(flags(text, 'financial_statements')).not.toContain('gross-margin');
    expect(flags(text, 'financial_statements')).not.toContain('burn-above-revenue');
  });
});

describe('cohort tables and cohorts in prose', () => {
  it('reads a year\'s retention from shares by month since start', () => {
    const text = ['Merchant cohorts', 'Cohort | M1 | M6 | M12', '2023-Q3 | 90% | 70% | 48%', '2023-Q4 | 92% | 74% | n/a'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('reads a year\'s retention from counts against the cohort\'s start', () => {
    const text = ['Riders still active', 'Cohort     Start     6 months     12 months', 'Mar-24     800       610          350', 'Jun-24     700       560          n/a'].join('\n');
    expect(flags(text)).toContain('high-churn');
  });

  it('lets a cohort that keeps most of its customers pass', () => {
    const text = ['Cohort | M0 | M6 | M12', 'Jan-24 | 300 | 260 | 240', 'Jul-24 | 320 | 290 | n/a'].join('\n');
    expect(flags(text)).not.toContain('high-churn');
  });

  it('reads a cohort named first and its share after', () => {
    expect(flags('Of the farmers who joined in March 2024, 38% were still buying twelve months later.')).toContain('high-churn');
    expect(flags('Of the farmers who joined in March 2024, 81% were still buying twelve months later.')).not.toContain('high-churn');
  });
});

describe('unit economics the text\'s own figures contradict', () => {
  it('reads a monthly subscription price as what a customer pays a month', () => {
    const text = ['Unit economics', 'Monthly subscription: KES 800', 'Members stay eight months on average', 'CAC: KES 9,000', 'LTV/CAC: 4x'].join('\n');
    expect(flags(text)).toContain('unit-economics');
    const fair = ['Unit economics', 'Monthly subscription: KES 800', 'Members stay 30 months on average', 'CAC: KES 6,000', 'LTV/CAC: 4x'].join('\n');
    expect(flags(fair)).not.toContain('unit-economics');
  });

  it('reads a monthly basket with its margin and a lifetime against a stated ratio', () => {
    const text = ["Coût d'acquisition client : 200 €", 'Panier mensuel moyen : 15 € par client, marge brute 30 %', 'Durée de vie moyenne : 20 mois', 'Ratio LTV/CAC : 5'].join('\n');
    expect(flags(text)).toContain('unit-economics');
  });

  it('reads the orders a customer places over its life', () => {
    const text = ['Every customer is profitable from their first order.', 'CAC: $45', 'Average basket: $20, 25% margin', 'Orders per customer: 4'].join('\n');
    expect(flags(text)).toContain('unit-economics');
    const fair = ['CAC: $45', 'Average basket: $20, 25% margin', 'Orders per customer: 14'].join('\n');
    expect(flags(fair)).not.toContain('unit-economics');
  });

  it('reads a payback against a monthly gross profit per customer written after its label', () => {
    expect(flags('Le CAC de 50 000 FCFA est remboursé en 3 mois, avec une marge brute de 4 000 FCFA par client et par mois.')).toContain('unit-economics');
    expect(flags('Le CAC de 10 000 FCFA est remboursé en 3 mois, avec une marge brute de 4 000 FCFA par client et par mois.')).not.toContain('unit-economics');
  });

  it('reads a ratio said in words against a lifetime value in words', () => {
    expect(flags('Every shop pays back what it costs to acquire four times over. We spend $50 to win a shop, which brings in $90 of gross profit over its life.')).toContain('unit-economics');
    expect(flags('Every shop pays back what it costs to acquire four times over. We spend $50 to win a shop, which brings in $210 of gross profit over its life.')).not.toContain('unit-economics');
  });

  it('reads a stated CAC against acquisition spend over new customers', () => {
    expect(flags(['CAC: $12 per customer', 'Marketing spend in Q2: $96k for 2,000 new customers'].join('\n'))).toContain('unit-economics');
    expect(flags(['CAC: $45 per customer', 'Marketing spend in Q2: $96k for 2,000 new customers'].join('\n'))).not.toContain('unit-economics');
  });
});

describe('a month\'s revenue and cash in an update or a chat', () => {
  it('reads revenue compared with a named month as a month\'s revenue', () => {
    const text = ['Monthly update', '- Sales: KES 2.1m (Aug: KES 1.9m)', '- Net burn: KES 3.4m / month', '- Cash: KES 40m'].join('\n');
    expect(flags(text)).toContain('burn-above-revenue');
    const covered = ['Monthly update', '- Sales: KES 4.1m (Aug: KES 3.9m)', '- Net burn: KES 3.4m / month', '- Cash: KES 40m'].join('\n');
    expect(flags(covered)).not.toContain('burn-above-revenue');
  });

  it('reads last month\'s revenue when the month is dated with its year', () => {
    const text = ['What was revenue last month? $52k (March 2026).', 'Monthly net burn? About $75k.'].join('\n');
    expect(flags(text, 'business_plan')).toContain('burn-above-revenue');
  });

  it('reads a chat\'s rev and bank straight before their amounts', () => {
    const text = ['[10:02] Ama: rev GH\u20B5 410k (Jun GH\u20B5 380k)', '[10:03] Ama: burn ~GH\u20B5 600k/mo, bank GH\u20B5 2.2m'].join('\n');
    expect(flags(text)).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    expect(flags('[10:03] Ama: burn ~GH\u20B5 600k/mo, bank GH\u20B5 9.2m, rev GH\u20B5 700k (Jun GH\u20B5 650k)')).not.toContain('short-runway');
  });
});

describe('revenue lower than the period before, in words and against an earlier figure', () => {
  it('reads amounts in words with a decimal point', () => {
    expect(flags('Sales this year came to about two point three million dollars, against two point nine million last year.', 'business_plan')).toContain('declining-revenue');
    expect(flags('Sales this year came to about two point nine million dollars, against two point three million last year.', 'business_plan')).not.toContain('declining-revenue');
  });

  it('reads revenue named after its amount and set against an earlier period\'s', () => {
    expect(flags('Nous avons encaissé 31 000 € de chiffre d\'affaires en mai, contre 36 000 € en avril.', 'business_plan')).toContain('declining-revenue');
    expect(flags('Commission income was $80k in Q3, against $95k in Q2.', 'business_plan')).toContain('declining-revenue');
    expect(flags('Commission income was $80k in Q3, against $70k in Q2.', 'business_plan')).not.toContain('declining-revenue');
    expect(flags('Commission income was $80k in Q3, against a budget of $95k.', 'business_plan')).not.toContain('declining-revenue');
  });

  it('reads a period said as a share of the revenue just stated', () => {
    expect(flags('Revenue for Q1 was $600k. Q2 came in at about three quarters of that, after the tender ended.', 'business_plan')).toContain('declining-revenue');
    expect(flags('Revenue for Q1 was $600k. Q2 came in at about 90% of that.', 'business_plan')).toContain('declining-revenue');
  });
});

describe('cash flow lines and one-off revenue inside recurring revenue', () => {
  it('reads a net operating outflow as the burn and the closing cash, not the opening, as cash held', () => {
    const text = ['Cash summary, Q2 2026 (KES)', 'Opening cash\t90,000,000', 'Net operating outflow for the quarter\t(36,000,000)', 'Closing cash\t54,000,000'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('short-runway');
    const long = ['Cash summary, Q2 2026 (KES)', 'Opening cash\t160,000,000', 'Net operating outflow for the quarter\t(12,000,000)', 'Closing cash\t148,000,000'].join('\n');
    expect(flags(long, 'financial_statements')).not.toContain('short-runway');
  });

  it('reads a one-off line added inside an ARR bridge, on its line or above its figure', () => {
    const inline = ['MRR walk (EUR)', 'Opening MRR ..... 52,000', 'New logos ..... 6,000', 'Set-up fees from the Orange rollout ..... 4,500', 'Closing MRR ..... 62,500'].join('\n');
    expect(flags(inline)).toContain('non-recurring-revenue');
    const split = ['Opening ARR', '$2.4M', 'Expansion', '+$0.3M', 'Hardware sold to the county', '+$0.5M', 'Closing ARR', '$3.2M'].join('\n');
    expect(flags(split)).toContain('non-recurring-revenue');
  });

  it('lets a bridge that takes the one-off line out pass', () => {
    const text = ['Opening ARR', '$2.4M', 'Expansion', '+$0.3M', 'One-off hardware (excluded)', '-$0.5M', 'Closing ARR', '$2.2M'].join('\n');
    expect(flags(text)).not.toContain('non-recurring-revenue');
  });

  it('reads a part of ARR said to be one-off', () => {
    expect(flags('ARR is USD 2.0M; USD 0.5M of that is one-off installation work.')).toContain('non-recurring-revenue');
  });
});

describe('costs against revenue for one quarter', () => {
  it('adds a quarter table\'s cost rows up against its latest revenue', () => {
    const text = ['Monthly pack (USD)', '              Jan      Feb      Mar', 'Revenue       92,000   88,000   81,000', 'Direct costs   50,000   49,000   47,000', 'Payroll        30,000   36,000   39,000'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('burn-above-revenue');
    const covered = ['Monthly pack (USD)', '              Jan      Feb      Mar', 'Revenue       92,000   98,000   101,000', 'Direct costs   50,000   49,000   47,000', 'Payroll        30,000   36,000   39,000'].join('\n');
    expect(flags(covered, 'financial_statements')).not.toContain('burn-above-revenue');
  });

  it('compares a named quarter\'s cost of sales with that quarter in a revenue series', () => {
    const text = ['Quarterly revenue (USD k)', 'Q1 2025', '120', 'Q2 2025', '118', 'Q3 2025', '125', 'Cost of sales for Q3: USD 131k.'].join('\n');
    expect(flags(text, 'business_plan')).toEqual(expect.arrayContaining(['gross-margin', 'burn-above-revenue']));
    const covered = ['Quarterly revenue (USD k)', 'Q1 2025', '120', 'Q2 2025', '118', 'Q3 2025', '125', 'Cost of sales for Q3: USD 71k.'].join('\n');
    expect(flags(covered, 'business_plan')).not.toContain('gross-margin');
  });
});

describe('tables one cell a line and lines that leave their measure to the line above', () => {
  it('puts back a table of periods written one cell a line', () => {
    const text = ['Indicator', '2024', '2025', 'Sales (EUR k)', '820', '905', 'Gross margin', '52%', '44%'].join('\n');
    expect(flags(text, 'business_plan')).toContain('gross-margin');
    const steady = ['Indicator', '2024', '2025', 'Sales (EUR k)', '820', '905', 'Gross margin', '52%', '51%'].join('\n');
    expect(flags(steady, 'business_plan')).not.toContain('gross-margin');
  });

  it('reads a breakdown by quarter under its total', () => {
    const text = ['Sales for the half year: KES 96m.', 'By quarter: Q1 KES 51m, Q2 KES 45m.'].join('\n');
    expect(flags(text, 'business_plan')).toContain('declining-revenue');
  });

  it('reads a cash heading over a line opening on its amount, and that amount is no burn', () => {
    const text = ['2. Cash', 'GH\u20B5 4.0m at 31 October, against a net burn of GH\u20B5 250k a week.', '3. Revenue', 'Revenue last quarter: GH\u20B5 4.2m.'].join('\n');
    const raised = flags(text, 'business_plan');
    expect(raised).toContain('short-runway');
    expect(raised).not.toContain('burn-above-revenue');
  });
});

describe('cost of sales as a rising share of sales', () => {
  it('reads a share risen by five points or more, in words or figures', () => {
    expect(flags('Direct costs have risen to about two-thirds of sales, from roughly half in 2024.', 'business_plan')).toContain('gross-margin');
    expect(flags('Our cost of sales went up to 71% of revenue, from 62% a year earlier.', 'business_plan')).toContain('gross-margin');
    expect(flags('Our cost of sales went up to 64% of revenue, from 62% a year earlier.', 'business_plan')).not.toContain('gross-margin');
  });
});

describe('a slide\'s key figures, each label over its value, some values names', () => {
  it('reads the name one line gives with the share the next pair measures', () => {
    const text = ['Sales 2025', 'NGN 1.4bn', 'Top customer', 'Dangote Cement', 'Share of sales', '44%', 'Active accounts', '212'].join('\n');
    expect(flags(text)).toContain('customer-concentration');
    const spread = ['Sales 2025', 'NGN 1.4bn', 'Top customer', 'Dangote Cement', 'Share of sales', '9%', 'Active accounts', '212'].join('\n');
    expect(flags(spread)).not.toContain('customer-concentration');
  });
});

describe('a plan\'s table under a section that names projections', () => {
  it('reads the section title lines above the table and a scale written against the currency', () => {
    const text = ['5. Financial projections', 'Revenue in 2025 comes from the pilot schools only.', '| (kUSD) | 2025 | 2026 | 2027 |', '| Revenue | 90 | 480 | 1 900 |'].join('\n');
    expect(flags(text, 'business_plan')).toContain('unrealistic-growth');
    const modest = ['5. Financial projections', 'Revenue in 2025 comes from the pilot schools only.', '| (kUSD) | 2025 | 2026 | 2027 |', '| Revenue | 90 | 160 | 250 |'].join('\n');
    expect(flags(modest, 'business_plan')).not.toContain('unrealistic-growth');
  });
});

describe('a negative gross margin of a past year', () => {
  it('lets a negative margin pass when every later year states a positive one', () => {
    const over = ['How our margin moved', '2022: gross margin -11% while the plant ran in', '2023: gross margin 14%', '2024: gross margin 19%'].join('\n');
    expect(flags(over)).not.toContain('gross-margin');
    const again = ['How our margin moved', '2022: gross margin 12%', '2023: gross margin 14%', '2024: gross margin -4% after the currency fell'].join('\n');
    expect(flags(again)).toContain('gross-margin');
    const stillNegative = ['How our margin moved', '2022: gross margin -11% while the plant ran in', '2023: gross margin 14%', '2024: gross margin -3%'].join('\n');
    expect(flags(stillNegative)).toContain('gross-margin');
  });
});

describe('a share of everything sold that went to one buyer', () => {
  it('reads what we shipped or invoiced as revenue and \'went to\' as a share coming from one party', () => {
    expect(flags('Just over a third of everything we invoiced in 2025 (total KES 80m) went to Kitale Millers Ltd; the rest is spread over 60 shops.')).toContain('customer-concentration');
    expect(flags('About a tenth of everything we invoiced in 2025 (total KES 80m) went to Kitale Millers Ltd; the rest is spread over 60 shops.')).not.toContain('customer-concentration');
  });
});

describe('a table header misread by OCR one letter a word', () => {
  it('re-spells long words one letter from a usual label, and leaves other words alone', () => {
    expect(repairedHeaderCell('Rcvenue (KES m)')).toBe('Revenue (KES m)');
    expect(repairedHeaderCell('Branches')).toBe('Branches');
    expect(repairedHeaderCell('Year')).toBe('Year');
  });

  it('reads a year-down table whose revenue header is misread', () => {
    const text = ['Ycar    Rcvenue (KES m)    Branches', '2023    310                9', '2024    352                11', '2025    298                11'].join('\n');
    expect(flags(text, 'business_plan')).toContain('declining-revenue');
  });
});

describe('the same base counted at two months', () => {
  it('reads a fall of the base as churn of at least the fall, spread over the months between', () => {
    expect(flags(['Paying members, March: 1,800', 'Paying members, May: 1,420'].join('\n'))).toContain('high-churn');
    expect(flags(['Paying members, March: 1,800', 'Paying members, September: 1,700'].join('\n'))).not.toContain('high-churn');
    expect(flags(['Paying members, March: 1,800', 'Paying members, May: 2,420'].join('\n'))).not.toContain('high-churn');
  });
});
