/**
 * Readings of the thirty-fourth round, group B (unit economics and high churn). Unit economics: a customer lifetime,
 * stated or behind an LTV, longer than the high churn another reader raised allows, whatever way that churn is
 * written; an asset's payback claimed against its cost over what one such asset earns a month less its running costs
 * (a day's rate times the days it is used a month counts too); new customers counted before the verb that won them
 * ('N new schools signed during 2024', 'N of them onboarded'), or set far from the spend but naming its period, against
 * a stated CAC; a client's average billing as what it pays a month; a short dot fill between a label and its figure; a
 * payback told as earning back what it costs to win a customer. High churn: a base counted at a month's last day; a
 * cohort table's row (started N, still there a span later M); a retention labelled once with its value at a year
 * after shorter spans; a monthly table's churn column as an export names it. Each a general way of writing, in words
 * of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const gyms = (cancelled: string, lifetime: string) => [
  'FITLINK - gym software, seed deck',
  'GYMS BY MONTH',
  '| Month | Live at start | Cancelled | New | Live at end |',
  `| Apr   | 200           | ${cancelled}        | 12  | 200         |`,
  `| May   | 200           | ${cancelled}        | 12  | 200         |`,
  'UNIT ECONOMICS',
  '- Subscription: USD 90 per gym per month',
  `- Average gym lifetime: ${lifetime} months`,
].join('\n');

describe('a stated lifetime against the high churn the text reports', () => {
  it('flags a lifetime of 30 months or more when the churn read elsewhere is high', () => {
    const found = flags(gyms('12', '48'));
    expect(found).toContain('high-churn');
    expect(found).toContain('unit-economics');
  });

  it('leaves the lifetime alone when the churn is not high, or when the lifetime is short enough', () => {
    expect(flags(gyms('2 ', '48'))).not.toContain('unit-economics');
    expect(flags(gyms('12', '18'))).not.toContain('unit-economics');
  });

  it('reads the lifetime behind an LTV over what a customer pays a month', () => {
    const text = (ltv: string) => gyms('12', '18').replace('Average gym lifetime: 18 months', `LTV: USD ${ltv}`);
    expect(flags(text('4,500'))).toContain('unit-economics');
    expect(flags(text('1,200'))).not.toContain('unit-economics');
  });
});

const kiosks = (income: string, claim = 'Every kiosk pays back in under 5 months.') => [
  'AQUAPOINT - water kiosks, seed deck',
  'Economics of one kiosk',
  '- Installed cost of a kiosk: USD 9,000',
  `- Water sales per kiosk: USD ${income} a month`,
  '- Operator pay and filters per kiosk: USD 700 a month',
  claim,
].join('\n');

describe("an asset's payback against its cost and what it earns a month", () => {
  it('flags a payback at half the months or less that the cost over the monthly net income gives', () => {
    expect(flags(kiosks('1,100'))).toContain('unit-economics');
  });

  it('leaves a payback the figures bear out, or one about another asset', () => {
    expect(flags(kiosks('3,000'))).not.toContain('unit-economics');
    expect(flags(kiosks('1,100', 'Every truck pays back in under 5 months.'))).not.toContain('unit-economics');
  });

  it("reads a day's rate times the days the asset is used a month", () => {
    const text = (days: string) => [
      'Économie d\'un séchoir',
      '- Coût d\'un séchoir installé : 400 000 FCFA',
      `- Location moyenne : 2 000 FCFA par jour, ${days} jours d'utilisation par mois`,
      '- Chaque séchoir est amorti en moins de 6 mois',
    ].join('\n');
    expect(flags(text('10'))).toContain('unit-economics');
    expect(flags(text('25'))).not.toContain('unit-economics');
  });
});

describe('new customers counted before the verb that won them', () => {
  const schools = (count: string) => [
    'CLASSPAD - school software, business plan',
    `- ${count} during 2024.`,
    '- Marketing spend in 2024: USD 90,000.',
    '- CAC: USD 15 per school.',
  ].join('\n');

  it("reads 'N new schools signed during 2024' against the spend and the stated CAC", () => {
    expect(flags(schools('300 new schools signed'), 'business_plan')).toContain('unit-economics');
  });

  it("reads 'N of them onboarded'", () => {
    expect(flags(schools('Of 900 schools, 300 of them onboarded'), 'business_plan')).toContain('unit-economics');
  });

  it('leaves a count the spend bears out, or a total that was not won in the period', () => {
    expect(flags(schools('9,000 new schools signed'), 'business_plan')).not.toContain('unit-economics');
    expect(flags(schools('300 schools registered'), 'business_plan')).not.toContain('unit-economics');
  });
});

describe("a client's average billing", () => {
  const billing = (cac: string, ratio: string) => [
    'Unit economics',
    '- Average billing per client: USD 5,000 per month',
    '- Gross margin: 30%',
    '- Average client life: 12 months',
    `- CAC per client: USD ${cac}`,
    `- LTV / CAC: ${ratio}`,
  ].join('\n');

  it("reads 'Average billing per client' as what a client pays a month", () => {
    expect(flags(billing('6,000', '9x'))).toContain('unit-economics');
    expect(flags(billing('6,000', '3x'))).not.toContain('unit-economics');
  });
});

describe('a short dot fill between a label and its figure', () => {
  const list = (life: string) => [
    'UNIT ECONOMICS',
    'Subscription .. USD 20 / month',
    'Gross margin ... 50%',
    `Average customer life ... ${life} months`,
    'CAC ... USD 200',
  ].join('\n');

  it("reads 'Gross margin ... 50%' and 'CAC ... USD 200' as labels and their figures", () => {
    expect(flags(list('6'))).toContain('unit-economics');
    expect(flags(list('30'))).not.toContain('unit-economics');
  });
});

describe('a payback told as earning back what it costs to win a customer', () => {
  const clinics = (within: string) => [
    `Our economics speak for themselves: we earn back what we spend to sign a clinic in under ${within} months.`,
    '- Cost to acquire a clinic: USD 3,000',
    '- Subscription: USD 250 per clinic per month',
    '- Gross margin: 80%',
  ].join('\n');

  it("reads 'earn back what we spend to sign a clinic in under N months' as a CAC payback", () => {
    expect(flags(clinics('three'))).toContain('unit-economics');
    expect(flags(clinics('twenty'))).not.toContain('unit-economics');
  });
});

describe('a spend and a count of new customers set far apart, naming the same period', () => {
  const deck = (spendPeriod: string) => [
    'Traction',
    '- 5,000 members registered since launch',
    '- 2,000 of them signed up between March and May 2025',
    '- Retention after 90 days: 80%',
    '- Members in 14 towns',
    'Unit economics',
    '- Monthly fee: USD 3 per member',
    '- CAC: USD 5 per member',
    `- Acquisition spend ${spendPeriod} (radio, agents): USD 40,000`,
  ].join('\n');

  it('sets the spend against the count of the same named period', () => {
    expect(flags(deck('March-May 2025'))).toContain('unit-economics');
  });

  it('leaves a spend of another period', () => {
    expect(flags(deck('in 2024'))).not.toContain('unit-economics');
  });
});

describe("a base counted at a month's last day, the start of the next", () => {
  const report = (cancelled: string, end: string) => [
    'Rapport trimestriel, T2 2025',
    'Cabinets abonnés',
    'Au 31 mars 2025 ....... 300',
    'Nouveaux cabinets ..... 20',
    `Résiliations .......... ${cancelled}`,
    `Au 30 juin 2025 ....... ${end}`,
  ].join('\n');

  it("reads 'Au 31 mars : N', the losses and 'Au 30 juin' as a quarter's churn", () => {
    expect(flags(report('60', '260'), 'financial_statements')).toContain('high-churn');
    expect(flags(report('6', '314'), 'financial_statements')).not.toContain('high-churn');
  });
});

describe("a cohort table's row: the count that started and the count still there a span later", () => {
  const table = (kept: string) => [
    'Retention by cohort',
    'Cohort        Signed      Still active 12 months later',
    `Mar-2024      800         ${kept}`,
    'Sep-2024      650         (not yet)',
  ].join('\n');

  it('reads the row as a year kept of the cohort', () => {
    expect(flags(table('300'))).toContain('high-churn');
    expect(flags(table('700'))).not.toContain('high-churn');
  });
});

describe("a retention labelled once, its values at shorter spans and then at a year", () => {
  const deck = (year: string) => [
    'Engagement',
    '- Retention:',
    '   at 7 days — 85%',
    `   at 12 months — ${year}`,
    '- App rating: 4.5',
  ].join('\n');

  it("reads the year's value, a share or one in N", () => {
    expect(flags(deck('one member in four'))).toContain('high-churn');
    expect(flags(deck('30%'))).toContain('high-churn');
  });

  it('leaves a year that keeps most members', () => {
    expect(flags(deck('three members in four'))).not.toContain('high-churn');
    expect(flags(deck('70%'))).not.toContain('high-churn');
  });
});

describe("a monthly table's churn column, as an export names it", () => {
  const exported = (first: string, second: string) => [
    'billing_export.csv (rendered)',
    'month      accounts   logo_churn   mrr_usd',
    `2025-01    300        ${first}         9,000`,
    `2025-02    310        ${second}         9,300`,
  ].join('\n');

  it("reads the latest month's rate under the 'logo_churn' header", () => {
    expect(flags(exported('6.5%', '7.0%'), 'business_plan')).toContain('high-churn');
  });

  it('leaves a low rate', () => {
    expect(flags(exported('1.5%', '2.0%'), 'business_plan')).not.toContain('high-churn');
  });
});
