/**
 * Readings of the thirty-eighth round, group A (runway, burn above revenue and going concern):
 * - a balance dated with 'May' ('Cash at bank on 31 May 2024: $84,000') is a stock on a day, not a year's figure;
 * - a figure written after its code and the thousands it counts in ("LYD'000 1,920", "KES '000 960");
 * - a metrics table's 'MRR' row is its monthly revenue, set against the same table's net burn;
 * - a statement's cost of sales and its overhead rows added ('Selling and export costs', 'Administration',
 *   'Delivery, warehouse and staff'), unless one of them is the others' total; a fiscal quarter's column ('Q3 FY25');
 * - a CSV export that opens on its opening balance row, and whose costs are its cost of sales and running cost columns;
 * - the going-concern question asked in one sentence and the conclusion withheld by a pronoun in the next;
 * - a statement's year columns headed with their currency ('2024 US$'), its cash-flow lines a blank line below;
 * - costs named as the list of what they pay for ('payroll, ... and transport averaged'), cash said to stand at a sum.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("a balance dated with the month 'May'", () => {
  const text = (burn: string) => `Programme application\n\nFunding position\nCash on hand as of 15 May 2025: $120,000.\nNet monthly burn after sales: roughly ${burn} (technicians and stock).`;

  it('reads the balance over the monthly burn as a runway under nine months', () => {
    expect(flags(text('$18,000'))).toContain('short-runway');
  });

  it('does not raise the flag when the burn leaves more than nine months', () => {
    expect(flags(text('$9,000'))).not.toContain('short-runway');
  });
});

describe("a figure after its code and the thousands it counts in", () => {
  const text = (outflow: string) => `Quarterly pack\n\nCash and bank at 30 June: KES'000 2,400.\nNet cash outflow in Q2: KES'000 ${outflow}.`;

  it('reads the cash and the quarter\'s outflow in thousands', () => {
    expect(flags(text('1,350'))).toContain('short-runway');
  });

  it('does not raise the flag when the outflow leaves a year of cash', () => {
    expect(flags(text('600'))).not.toContain('short-runway');
  });
});

describe("a metrics table's MRR row against its net burn", () => {
  const table = (burn: string) => `Investor note, June 2025\n\n| Metric | May 2025 | June 2025 |\n|---|---|---|\n| Active clinics | 88 | 91 |\n| MRR (US$) | 8,400 | 8,900 |\n| Net burn (US$) | 11,200 | ${burn} |\n| Cash at month end (US$) | 410,000 | 398,000 |`;

  it('reads a net burn above the monthly recurring revenue', () => {
    expect(flags(table('12,100'))).toContain('burn-above-revenue');
  });

  it('does not raise the flag when the burn is under the MRR', () => {
    expect(flags(table('6,300'))).not.toContain('burn-above-revenue');
  });
});

describe('a statement whose cost of sales and overhead rows together pass its revenue', () => {
  const table = (admin: string) => `Half-year management accounts (GHS '000)\n\n                        H1 FY24      H2 FY24      H1 FY25\nTurnover                  9,100        9,650       10,200\nCost of sales            (6,050)      (6,300)      (6,700)\nDistribution             (1,400)      (1,500)      (1,650)\nAdministration           (1,200)      (1,300)      (${admin})`;

  it("adds 'Distribution' and 'Administration' to the cost of sales, fiscal halves in time order", () => {
    expect(flags(table('2,100'), 'financial_statements')).toContain('burn-above-revenue');
  });

  it('does not raise the flag when revenue still covers them', () => {
    expect(flags(table('1,250'), 'financial_statements')).not.toContain('burn-above-revenue');
  });
});

describe('a CSV export opening on its balance row, its costs in columns of their own', () => {
  const csv = (payroll: number, flow: number) => `# Shamba Boxes - monthly management accounts (KSh '000)\nmonth,revenue,cost_of_sales,gross_profit,payroll,rent,other_opex,net_cash_flow,closing_cash\n2024-09,,,,,,,,9000\n2024-10,2100,1300,800,${payroll},150,90,${flow},${9000 + flow}\n2024-11,2150,1330,820,${payroll},150,90,${flow},${9000 + 2 * flow}`;

  it('reads the export past its opening balance: costs above revenue and the runway the outflow leaves', () => {
    const raised = flags(csv(1400, -820), 'financial_statements');
    expect(raised).toContain('burn-above-revenue');
    expect(raised).toContain('short-runway');
  });

  it('does not raise either when the period pays its way', () => {
    const raised = flags(csv(500, 80), 'financial_statements');
    expect(raised).not.toContain('burn-above-revenue');
    expect(raised).not.toContain('short-runway');
  });
});

describe('the going-concern question asked, and the conclusion withheld by a pronoun', () => {
  const minutes = (conclusion: string) => `Minutes of the board meeting of 3 March 2025\n\n5. Funding\nThe board considered whether the company will be able to pay its debts as they fall due in the coming year. ${conclusion}\n\n6. Close\nThe meeting closed at 18:10.`;

  it('reads a board that could not conclude that it will', () => {
    expect(flags(minutes('Without the new facility, the directors could not conclude that it will.'))).toContain('going-concern');
  });

  it('does not read a board that concluded that it will', () => {
    expect(flags(minutes('Having seen the signed facility, the directors concluded that it will.'))).not.toContain('going-concern');
  });
});

describe("a statement's year columns headed with their currency, its cash lines a blank line below", () => {
  const statement = (cash: string) => `EXTRACT OF THE ACCOUNTS                        2025 KES       2024 KES\nTurnover                                     9 400 000     8 100 000\nCost of sales                               (6 900 000)   (5 800 000)\n\nNet cash used in operating activities      (1 800 000)     (600 000)\nCash and cash equivalents at 30 June          ${cash}     1 950 000`;

  it('reads the closing cash over the year\'s operating outflow', () => {
    expect(flags(statement('700 000'), 'financial_statements')).toContain('short-runway');
  });

  it('does not raise the flag when the cash covers more than nine months', () => {
    expect(flags(statement('2 400 000'), 'financial_statements')).not.toContain('short-runway');
  });
});

describe('costs named as the list of what they pay for, and cash said to stand at a sum', () => {
  const note = (costs: string) => `Note for the lenders\nCash in our three bank accounts stood at GHS 2.1m on 4 March. Over the past month, retail sales came to about GHS 300k a week, while salaries, diesel, spare parts and cartons averaged ${costs} a week.`;

  it('reads the costs above the revenue and the runway they leave', () => {
    const raised = flags(note('GHS 420k'));
    expect(raised).toContain('burn-above-revenue');
    expect(raised).toContain('short-runway');
  });

  it('does not raise either when the list costs less than what comes in', () => {
    const raised = flags(note('GHS 250k'));
    expect(raised).not.toContain('burn-above-revenue');
    expect(raised).not.toContain('short-runway');
  });
});
