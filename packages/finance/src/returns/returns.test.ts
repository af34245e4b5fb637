import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { Rate } from '../currency-conversion';
import { companyReturns, portfolioReturns, type CompanyReturnsInput, type RateLookup, type ReturnsFlow, type ReturnsMark } from './returns';

const usdOnly: RateLookup = () => null;
const flow = (kind: ReturnsFlow['kind'], date: string, amountMinor: number, currency: CurrencyCode = 'USD'): ReturnsFlow => ({ kind, date, amountMinor, currency });
const mark = (source: ReturnsMark['source'], date: string, valueMinor: number, currency: CurrencyCode = 'USD'): ReturnsMark => ({ source, date, valueMinor, currency, note: null });
const million = 100_000_000;

describe('portfolio returns', () => {
  // CFA Institute, CFA Program curriculum, "Private Equity Investments", the Pocatello Fund example
  // (reproduced at pzacademy.com/qa/119965): paid-in 125, distributions 19 + 38, NAV after distributions
  // 122.7 (millions); DPI = 57/125 = 0.46, RVPI = 122.7/125 = 0.98, TVPI = 1.44. The split into three
  // companies (one partly exited twice, one written off) is ours; the totals are the source's.
  const pocatello: CompanyReturnsInput[] = [
    {
      companyId: 1,
      currency: 'USD',
      flows: [flow('first-cheque', '2005-03-01', 60 * million), flow('distribution', '2008-06-30', 19 * million), flow('distribution', '2009-06-30', 38 * million)],
      marks: [mark('manual', '2009-12-31', 80 * million)],
    },
    { companyId: 2, currency: 'USD', flows: [flow('first-cheque', '2006-01-15', 30 * million), flow('follow-on', '2007-01-15', 10 * million)], marks: [mark('round', '2009-10-01', 4_270_000_000)] },
    { companyId: 3, currency: 'USD', flows: [flow('first-cheque', '2006-05-01', 25 * million), flow('write-off', '2008-12-31', 25 * million)], marks: [mark('manual', '2007-06-01', 30 * million)] },
  ];

  it('gives the CFA curriculum’s Pocatello Fund multiples: DPI 0.46, RVPI 0.98, TVPI 1.44', () => {
    const result = portfolioReturns(pocatello, { currency: 'USD', asOf: '2009-12-31', rateOn: usdOnly });
    expect(result.paidInMinor).toBe(125 * million);
    expect(result.distributedMinor).toBe(57 * million);
    expect(result.residualValueMinor).toBe(12_270_000_000);
    expect(result.dpi).toBeCloseTo(0.456, 12);
    expect(result.rvpi).toBeCloseTo(0.9816, 12);
    expect(result.tvpi).toBeCloseTo(1.4376, 12);
    expect(result.tvpi).toBeCloseTo(result.dpi! + result.rvpi!, 12);
  });

  it('values a written-off company at zero from the write-off on, over an older mark', () => {
    const result = companyReturns(pocatello[2]!, '2009-12-31');
    expect(result).toMatchObject({ investedMinor: 25 * million, currentValueMinor: 0, moic: 0, basis: { source: 'write-off', date: '2008-12-31' } });
    expect(companyReturns(pocatello[2]!, '2008-01-01')).toMatchObject({ currentValueMinor: 30 * million, moic: 1.2, basis: { source: 'manual' } });
  });

  it('gives a partly exited company its MOIC from what came back and what is left', () => {
    expect(companyReturns(pocatello[0]!, '2009-12-31')).toMatchObject({ investedMinor: 60 * million, distributedMinor: 57 * million, currentValueMinor: 80 * million });
    expect(companyReturns(pocatello[0]!, '2009-12-31').moic).toBeCloseTo(137 / 60, 12);
  });

  it('carries a company with no mark at cost, and adds a follow-on made after a mark at cost', () => {
    const company: CompanyReturnsInput = { companyId: 9, currency: 'USD', flows: [flow('first-cheque', '2020-01-01', 1_000), flow('follow-on', '2022-01-01', 500)], marks: [mark('round', '2021-01-01', 3_000)] };
    expect(companyReturns(company, '2020-06-01')).toMatchObject({ currentValueMinor: 1_000, basis: { source: 'cost', date: null } });
    expect(companyReturns(company, '2022-06-01')).toMatchObject({ currentValueMinor: 3_500, basis: { source: 'round', date: '2021-01-01' } });
  });

  it('prefers a round’s price to a manual mark on the same day', () => {
    const company: CompanyReturnsInput = { companyId: 9, currency: 'USD', flows: [flow('first-cheque', '2020-01-01', 1_000)], marks: [mark('round', '2021-01-01', 2_000), mark('manual', '2021-01-01', 9_000)] };
    expect(companyReturns(company, '2021-01-01')).toMatchObject({ currentValueMinor: 2_000, basis: { source: 'round' } });
  });

  it('computes the IRR from the dated flows and the residual on the reporting date', () => {
    const company: CompanyReturnsInput = { companyId: 9, currency: 'USD', flows: [flow('first-cheque', '2023-01-01', 10_000), flow('distribution', '2023-07-02', 5_000)], marks: [mark('manual', '2024-01-01', 10_000)] };
    const result = portfolioReturns([company], { currency: 'USD', asOf: '2024-01-01', rateOn: usdOnly });
    // −10,000 + 5,000/(1+r)^(182/365) + 10,000/(1+r) = 0 at r ≈ 0.64093 (checked by hand: NPV(0.6409) = +0.139, NPV(0.6410) = −0.351).
    expect(result.irr).toBeGreaterThan(0.6409);
    expect(result.irr).toBeLessThan(0.641);
    expect(result.history.map((p) => p.date)).toEqual(['2023-01-01', '2023-07-02', '2024-01-01']);
    expect(result.history.at(-1)).toEqual({ date: '2024-01-01', paidInMinor: 10_000, distributedMinor: 5_000, valueMinor: 15_000, tvpi: 1.5 });
  });

  it('draws the Pocatello Fund’s TVPI over time, ending at the curriculum’s 1.44', () => {
    const result = portfolioReturns(pocatello, { currency: 'USD', asOf: '2009-12-31', rateOn: usdOnly });
    const on = (date: string) => result.history.find((p) => p.date === date)!;
    // 2005-03-01: 60 paid in, held at cost: 1.0. 2007-06-01: all 125 paid in; companies 1 and 2 at cost (60, 40), company 3 marked at 30: 130 / 125.
    expect(on('2005-03-01').tvpi).toBe(1);
    expect(on('2007-06-01')).toMatchObject({ paidInMinor: 125 * million, valueMinor: 130 * million });
    expect(on('2007-06-01').tvpi).toBeCloseTo(130 / 125, 12);
    // After the 19 distributed and company 3's write-off: 19 back, companies 1 and 2 still at cost (60 + 40), over 125.
    expect(on('2008-12-31').tvpi).toBeCloseTo((19 + 60 + 40) / 125, 12);
    expect(result.history.at(-1)!.tvpi).toBeCloseTo(result.tvpi!, 12);
  });

  it('says there is no IRR and no ratio when nothing was paid in', () => {
    const result = portfolioReturns([], { currency: 'USD', asOf: '2024-01-01', rateOn: usdOnly });
    expect(result).toMatchObject({ tvpi: null, dpi: null, rvpi: null, irr: null, irrMissingReason: 'one-sign' });
  });

  it('converts each flow at its own date’s rate and the residual at the reporting date’s', () => {
    // XOF per dollar: 600 in 2020, 500 in 2024 (the franc gained a sixth against the dollar).
    const xof: Record<string, Rate> = { '2020': { perUsd: '600', rateDate: '2020-01-01', source: 'test' }, '2024': { perUsd: '500', rateDate: '2024-01-01', source: 'test' } };
    const rateOn: RateLookup = (currency, date) => (currency === 'XOF' ? (date >= '2024-01-01' ? xof['2024']! : xof['2020']!) : null);
    const company: CompanyReturnsInput = { companyId: 4, currency: 'XOF', flows: [flow('first-cheque', '2020-06-01', 6_000_000, 'XOF')], marks: [mark('manual', '2024-01-01', 6_000_000, 'XOF')] };
    const result = portfolioReturns([company], { currency: 'USD', asOf: '2024-06-01', rateOn });
    expect(result.companies[0]!.moic).toBe(1);
    expect(result.paidInMinor).toBe(1_000_000); // XOF 6,000,000 ÷ 600 = $10,000.00
    expect(result.residualValueMinor).toBe(1_200_000); // XOF 6,000,000 ÷ 500 = $12,000.00
    expect(result.tvpi).toBeCloseTo(1.2, 12);
  });

  it('leaves a company with no rate out of the totals and says which', () => {
    const company: CompanyReturnsInput = { companyId: 4, currency: 'XOF', flows: [flow('first-cheque', '2020-06-01', 6_000_000, 'XOF')], marks: [] };
    const result = portfolioReturns([company, pocatello[1]!], { currency: 'USD', asOf: '2021-01-01', rateOn: usdOnly });
    expect(result.unconverted).toEqual([{ companyId: 4, currency: 'XOF', date: '2020-06-01' }]);
    expect(result.paidInMinor).toBe(40 * million);
    expect(result.companies).toHaveLength(2);
  });

  it('refuses a flow in another currency than the company’s', () => {
    const company: CompanyReturnsInput = { companyId: 4, currency: 'XOF', flows: [flow('first-cheque', '2020-06-01', 100, 'USD')], marks: [] };
    expect(() => companyReturns(company, '2021-01-01')).toThrow("company 4: an amount in USD is not in the company's currency, XOF");
  });
});
