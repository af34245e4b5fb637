/**
 * Readings of the thirty-seventh round, group A (high churn and one-off revenue counted as recurring):
 * - churn from a movement table set one row per measure, its rows named by the people and then the moment or the act
 *   ('Active clinics, start of month', 'Clinics that cancelled');
 * - churn told as the count a named period lost ('in the quarter', 'every month', 'au cours du mois'), in digits or in
 *   words, against a base stated apart: the count the period opened with ('(1 April: 450)', 'nous comptions 90 ... au
 *   1er mars'), else a headline count with those lost added back; or the loss left to the balance of the opening
 *   count, those won and the closing count (churn-period-loss.ts);
 * - one-off revenue put into ARR or MRR in one sentence and called one-off in the next, or kept in after being called
 *   one-off ('but we count it'; recurring-said-after.ts);
 * - more one-off words: fees named with another ('onboarding and training fees'), a pilot programme ('programme
 *   pilote'), kits bought once per site; a one-off 'shown in MRR'; and more ways of leaving one out ('reported on
 *   separate lines; neither is included in ARR');
 * - a cohort's share that ordered again within twelve months, a year's retention;
 * - a count of new customers after a list's cancellations ('Nouvelles pharmacies : 19') is no base for them.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn from a movement table with one row per measure', () => {
  const table = (cancelled: number, end: number) =>
    `Monthly figures\n\n| Measure | March 2025 | April 2025 |\n|---|---|---|\n| Active clinics, start of month | 300 | 310 |\n| New clinics signed | 25 | 12 |\n| Clinics that cancelled | 15 | ${cancelled} |\n| Active clinics, end of month | 310 | ${end} |`;

  it("reads 'Clinics that cancelled' over 'Active clinics, start of month' in the latest month", () => {
    expect(flags(table(22, 300))).toContain('high-churn');
  });

  it('does not read a latest month that lost under 5% of its opening base', () => {
    expect(flags(table(6, 316))).not.toContain('high-churn');
  });
});

describe("churn told as a named period's loss against a base stated apart", () => {
  it('reads a quarter that lost 80 of the 450 shops it opened with, the opening in brackets after the closing count', () => {
    const text = (lost: number) => `Key figures\nShops on our books at 30 June: ${450 + 20 - lost} (1 April: 450)\n\nCustomers\nWe added 20 new shops over the quarter but ${lost} shops cancelled, mostly in the north.`;
    expect(flags(text(80))).toContain('high-churn');
    expect(flags(text(30))).not.toContain('high-churn');
  });

  it('reads a count lost in words in the month, against the base the month opened with (French)', () => {
    const text = (lost: string) => `Clients\nNous comptions 90 cabinets abonnés au 1er mars. ${lost} ont résilié au cours du mois, surtout pour des raisons de prix.`;
    expect(flags(text('Neuf'))).toContain('high-churn');
    expect(flags(text('Deux'))).not.toContain('high-churn');
  });

  it('reads a monthly loss against a headline count, those lost added back to it', () => {
    const text = (low: number, high: number) => `Headline numbers\n- Clinics on paid plans: 150\n- Gross margin: 64%\n\nRetention\nLast quarter we lost between ${low} and ${high} clinics every month.`;
    expect(flags(text(9, 11))).toContain('high-churn');
    expect(flags(text(3, 4))).not.toContain('high-churn');
  });

  it('reads the balance of a quarter: opened with 220, won 10, closed at 180', () => {
    const text = (closing: number) => `Key metrics\n- Paying stores: ${closing} at 30 September.\n- We started the quarter with 220 and signed 10 new stores.`;
    expect(flags(text(180))).toContain('high-churn');
    expect(flags(text(225))).not.toContain('high-churn');
  });
});

describe('one-off revenue named in a recurring figure, then called one-off', () => {
  it('reads an item the ARR is said to hold, called a one-off order in the next sentence', () => {
    const text = 'Revenue\nOur ARR is USD 2.1m: licence subscriptions plus the solar-kit sale to the county. The county sale was a one-off order.';
    expect(flags(text)).toContain('non-recurring-revenue');
  });

  it('does not read a one-off said next about another item', () => {
    const text = 'Revenue\nOur ARR is USD 2.1m: licence subscriptions plus support plans. A one-off training fee of USD 30k was also earned.';
    expect(flags(text)).not.toContain('non-recurring-revenue');
  });

  it("reads kits 'bought once per site' after an ARR said to hold them, not kits bought once a month", () => {
    const text = (once: string) => `Revenue\nARR at December is USD 400k, subscriptions plus sensor kits. Kits are bought ${once} and last four years.`;
    expect(flags(text('once per site'))).toContain('non-recurring-revenue');
    expect(flags(text('once per month'))).not.toContain('non-recurring-revenue');
  });

  it('reads a one-off kept in after being called one-off, not one left out or kept under a condition', () => {
    const text = (act: string) => `Update\nMRR stood at NGN 9.4m in May. The survey job for the state was a one-time engagement. It is not a subscription, ${act}.`;
    expect(flags(text('but we count it'))).toContain('non-recurring-revenue');
    expect(flags(text('and we do not count it'))).not.toContain('non-recurring-revenue');
    expect(flags(text('so we would count it only if it renews'))).not.toContain('non-recurring-revenue');
  });
});

describe('more one-off words inside a recurring figure', () => {
  it("reads 'onboarding and training fees' included in MRR, not excluded from it", () => {
    expect(flags('Revenue\nMarch MRR includes KES 300k of onboarding and training fees from new clinics.')).toContain('non-recurring-revenue');
    expect(flags('Revenue\nMarch MRR excludes KES 300k of onboarding and training fees from new clinics.')).not.toContain('non-recurring-revenue');
  });

  it("reads one-off charges 'shown in MRR', not ones 'not shown in MRR'", () => {
    const text = (act: string) => `Revenue\nMRR: USD 52k. Set-up charges are billed once at signing; we ${act} in MRR because they arrive with the first invoice.`;
    expect(flags(text('show them'))).toContain('non-recurring-revenue');
    expect(flags(text('do not show them'))).not.toContain('non-recurring-revenue');
  });

  it("reads a 'programme pilote' inside ARR, not one left out of it (French)", () => {
    expect(flags('Revenus\nARR au 31 mars : 900 000 MAD, dont 150 000 MAD du programme pilote de la région.')).toContain('non-recurring-revenue');
    expect(flags('Revenus\nARR au 31 mars : 900 000 MAD, hors programme pilote de la région.')).not.toContain('non-recurring-revenue');
  });
});

describe('one-offs left out of the recurring figure', () => {
  it("does not read one-offs 'reported on separate lines' of which 'neither is included in ARR'", () => {
    const text = 'Revenue\nARR counts the monthly plans: USD 1.4m. Set-up fees (USD 90k) and device sales (USD 210k) are one-off and are reported on separate lines; neither is included in ARR.';
    expect(flags(text)).not.toContain('non-recurring-revenue');
  });
});

describe("a cohort's share that ordered again within a year", () => {
  it('reads 38% of a cohort ordering again within the next 12 months, not 70%', () => {
    const text = (share: number) => `Cohorts\nOf the customers won in March 2024, ${share}% placed at least one more order within the next 12 months.`;
    expect(flags(text(38), 'pitch_deck')).toContain('high-churn');
    expect(flags(text(70), 'pitch_deck')).not.toContain('high-churn');
  });

  it('reads the same in French', () => {
    expect(flags('Cohortes\nSur les clientes acquises en mars 2024, 31 % ont passé au moins une nouvelle commande dans les 12 mois suivants.', 'pitch_deck')).toContain('high-churn');
  });
});

describe("new customers counted after a list's cancellations", () => {
  it("does not take 'Nouvelles pharmacies : 19' as the base of 2 cancellations out of 312", () => {
    const text = 'Autres indicateurs\n- Dépenses du mois : 90 M GNF.\n- Résiliations : 2 officines sur 312 ce mois-ci, pour fermeture.\n- Nouvelles officines : 19.';
    expect(flags(text)).not.toContain('high-churn');
  });
});
