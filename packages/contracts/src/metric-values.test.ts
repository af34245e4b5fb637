import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { message } from './i18n/message';
import { englishOf } from './i18n/message-english';
import { chartNumber, formatMetricValue, metricValueMessages as m, parseMetricValue, toInputText, unscale, type ValueRules } from './metric-values';

const usd: ValueRules = { kind: 'mrr', name: 'MRR', unit: 'money', currency: 'USD' };
const cash: ValueRules = { kind: 'cash', name: 'Cash', unit: 'money', currency: 'USD' };
const rwf: ValueRules = { kind: 'custom', name: 'Sales', unit: 'money', currency: 'RWF' };
const tnd: ValueRules = { kind: 'custom', name: 'Sales', unit: 'money', currency: 'TND' };
const team: ValueRules = { kind: 'headcount', name: 'Headcount', unit: 'count', currency: null };
const margin: ValueRules = { kind: 'gross_margin', name: 'Gross margin', unit: 'percent', currency: null };
const runway: ValueRules = { kind: 'runway', name: 'Runway', unit: 'months', currency: null };

describe('parseMetricValue', () => {
  it('turns major units into exact minor units, whatever the currency exponent', () => {
    expect(parseMetricValue(usd, '12500.50')).toEqual({ value: '1250050' });
    expect(parseMetricValue(usd, ' 12,500.5 ')).toEqual({ value: '1250050' });
    // 0.1 + 0.2 is not 0.3 in floating point; here no float is involved.
    expect(parseMetricValue(usd, '0.30')).toEqual({ value: '30' });
    expect(parseMetricValue(usd, '9999999999999.99')).toEqual({ value: '999999999999999' });
    expect(parseMetricValue(rwf, '1500000')).toEqual({ value: '1500000' });
    expect(parseMetricValue(tnd, '1.005')).toEqual({ value: '1005' });
    expect(parseMetricValue(cash, '-2500')).toEqual({ value: '-250000' });
  });

  it('refuses what is not a plain number, or finer than the currency, with a message naming it', () => {
    expect(parseMetricValue(usd, 'abc')).toEqual({ error: m.notANumber('abc') });
    expect(parseMetricValue(usd, '1.2.3')).toEqual({ error: m.notANumber('1.2.3') });
    const otherCurrency = parseMetricValue(usd, '€1,000');
    expect('error' in otherCurrency && englishOf(otherCurrency.error)).toBe('This amount is in USD, but "€1,000" is in EUR: write it in USD');
    expect(parseMetricValue(usd, '1e5')).toEqual({ error: m.notANumber('1e5') });
    expect(parseMetricValue(usd, '')).toEqual({ error: m.missing });
    expect(parseMetricValue(usd, '1.005')).toEqual({ error: m.moneyDecimals('USD', 2) });
    expect(parseMetricValue(rwf, '10.5')).toEqual({ error: m.moneyDecimals('RWF', 0) });
    expect(parseMetricValue(usd, '-1')).toEqual({ error: m.negative(message('MRR')) });
    expect(parseMetricValue(usd, '10000000000000.01')).toEqual({ error: m.tooLarge(message('MRR'), { amount: 10_000_000_000_000, currency: 'USD' }) });
    // A standard metric's name is a label; the limit an amount in the metric's currency, in the one spelling.
    expect(englishOf(m.tooLarge(message('MRR'), { amount: 10_000_000_000_000, currency: 'USD' }))).toBe('MRR must be at most $10,000,000,000,000');
    expect(parseMetricValue(rwf, '-1')).toEqual({ value: '-1' });
  });

  it('keeps counts whole, percentages to hundredths and months to tenths, within their bounds', () => {
    expect(parseMetricValue(team, '12')).toEqual({ value: '12' });
    expect(parseMetricValue(team, '12.0')).toEqual({ value: '12' });
    expect(parseMetricValue(team, '12.5')).toEqual({ error: m.wholeNumber(message('Headcount')) });
    expect(parseMetricValue(team, '-1')).toEqual({ error: m.negative(message('Headcount')) });
    expect(parseMetricValue(margin, '62.50')).toEqual({ value: '62.5' });
    expect(parseMetricValue(margin, '-12.25')).toEqual({ value: '-12.25' });
    expect(parseMetricValue(margin, '62.1255')).toEqual({ error: m.percentDecimals });
    const ambiguous = parseMetricValue(margin, '62.125');
    expect('error' in ambiguous && englishOf(ambiguous.error)).toBe('Write "62.125" as 62125 or as 62.1250: the dot could separate thousands or decimals');
    expect(parseMetricValue(margin, '100.01')).toEqual({ error: m.tooLarge(message('Gross margin'), { percent: 100 }) });
    expect(parseMetricValue(margin, '-1000.5')).toEqual({ error: m.tooSmall(message('Gross margin'), { percent: -1000 }) });
    expect(parseMetricValue(runway, '18.5')).toEqual({ value: '18.5' });
    expect(parseMetricValue(runway, '18.55')).toEqual({ error: m.monthsDecimals });
    expect(parseMetricValue(runway, '1201')).toEqual({ error: m.tooLarge(message('Runway'), message('{{months}} months', { months: 1200 })) });
  });

  it('reads amounts and numbers as people write them (issue 40)', () => {
    const xofCash: ValueRules = { kind: 'cash', name: 'Cash', unit: 'money', currency: 'XOF' };
    expect(parseMetricValue(xofCash, '18 000 000')).toEqual({ value: '18000000' });
    expect(parseMetricValue(xofCash, '18\u202f000\u202f000 XOF')).toEqual({ value: '18000000' });
    expect(parseMetricValue(xofCash, '500 millions FCFA')).toEqual({ value: '500000000' });
    expect(parseMetricValue(usd, '1 500 000,50')).toEqual({ value: '150000050' });
    expect(parseMetricValue(usd, '1,5 M')).toEqual({ value: '150000000' });
    expect(parseMetricValue(usd, '$1,000')).toEqual({ value: '100000' });
    expect(parseMetricValue(usd, '700K')).toEqual({ value: '70000000' });
    expect(parseMetricValue(team, '1,500')).toEqual({ value: '1500' });
    expect(parseMetricValue(team, '1 500')).toEqual({ value: '1500' });
    expect(parseMetricValue(margin, '62,5 %')).toEqual({ value: '62.5' });
    expect(parseMetricValue(runway, '18,5')).toEqual({ value: '18.5' });
  });

  it('reads back what it wrote: parse, then toInputText, then parse gives the same stored value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), fc.constantFrom(cash, rwf, tnd), (minor, rules) => {
        const text = toInputText(rules, minor.toString());
        expect(parseMetricValue(rules, text)).toEqual({ value: minor.toString() });
      }),
    );
  });
});

describe('formatting', () => {
  it('writes money with its currency and minor digits, and the other units with their sign', () => {
    expect(formatMetricValue(usd, '1250050')).toBe('$12,500.50');
    expect(formatMetricValue(usd, '27000000')).toBe('$270,000');
    expect(formatMetricValue(usd, '-5')).toBe('-$0.05');
    expect(formatMetricValue(rwf, '1500000')).toBe('RWF 1,500,000');
    expect(formatMetricValue({ unit: 'money', currency: 'XOF' }, '25000000', 'fr')).toBe('25\u202f000\u202f000\u00a0XOF');
    expect(formatMetricValue(team, '1200')).toBe('1,200');
    expect(formatMetricValue(margin, '62.5')).toBe('62.5%');
    expect(formatMetricValue(runway, '1')).toBe('1 month');
    expect(formatMetricValue(runway, '13.7')).toBe('13.7 months');
  });

  it('shortens scaled numbers without losing digits, and gives charts major units', () => {
    expect(unscale(1250050n, 2)).toBe('12500.5');
    expect(unscale(-5n, 3)).toBe('-0.005');
    expect(unscale(0n, 2)).toBe('0');
    expect(chartNumber(usd, '1250050')).toBe(12500.5);
    expect(chartNumber(margin, '62.5')).toBe(62.5);
  });
});
