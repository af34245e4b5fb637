import { exchangeRatesMessages as m } from '@baobab/contracts/exchange-rates';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { describe, expect, it } from 'vitest';
import { readRatesCsv } from './rates-csv';

const TODAY = '2026-01-15';
const read = (csv: string) => readRatesCsv(csv, TODAY);
const header = 'currency,date,per_usd,source';

describe('readRatesCsv', () => {
  it('reads rows in any column order and case, keeping each rate as the exact decimal written', () => {
    const csv = '\uFEFFSource,Per_USD,Date,Currency\r\n"ECB, reference",0.8530,2025-06-30,eur\r\n\r\nBCEAO,558,2025-06-30,XOF\r\nFed,1.000,2025-06-30,USD\r\n';
    expect(read(csv)).toEqual({
      rows: [
        { currency: 'EUR', rateDate: '2025-06-30', perUsd: '0.853', source: 'ECB, reference' },
        { currency: 'XOF', rateDate: '2025-06-30', perUsd: '558', source: 'BCEAO' },
        { currency: 'USD', rateDate: '2025-06-30', perUsd: '1', source: 'Fed' },
      ],
      errors: [],
    });
  });

  it('reports every bad row with its line and reason', () => {
    const csv = [
      header,
      'XOF,2025-06-30,558,BCEAO', // line 2: fine
      'BTC,2025-06-30,0.00001,Exchange', // 3
      'EUR,2025-02-30,0.85,ECB', // 4: no such day
      'EUR,2026-02-01,0.85,ECB', // 5: after today
      'NGN,2025-06-30,"1,530",CBN', // 6: separators
      'NGN,2025-06-30,0,CBN', // 7: zero
      'NGN,2025-06-30,-3,CBN', // 8: negative
      'USD,2025-06-30,1.5,Fed', // 9
      'KES,2025-06-30,129.2,', // 10: no source
      'XOF,2025-06-30,560,Other', // 11: same currency and day as line 2
      'KES,2025-06-30,129.2', // 12: a column short
      'KES,"2025-06-30,129.2,CBK', // 13: unbalanced quote
      `GHS,2025-06-30,10.35,${'x'.repeat(201)}`, // 14
    ].join('\n');
    const { rows, errors } = read(csv);
    expect(rows).toEqual([{ currency: 'XOF', rateDate: '2025-06-30', perUsd: '558', source: 'BCEAO' }]);
    expect(errors).toEqual([
      { line: 3, message: m.rowLine(3, m.rowCurrency('BTC')) },
      { line: 4, message: m.rowLine(4, m.rowDate('2025-02-30')) },
      { line: 5, message: m.rowLine(5, m.rowDateFuture('2026-02-01')) },
      { line: 6, message: m.rowLine(6, m.rowPerUsd('1,530')) },
      { line: 7, message: m.rowLine(7, m.rowPerUsd('0')) },
      { line: 8, message: m.rowLine(8, m.rowPerUsd('-3')) },
      { line: 9, message: m.rowLine(9, m.rowUsd) },
      { line: 10, message: m.rowLine(10, m.rowSource) },
      { line: 11, message: m.rowLine(11, m.rowDuplicate('XOF', '2025-06-30', 2)) },
      { line: 12, message: m.rowLine(12, m.rowColumns(3)) },
      { line: 13, message: m.rowLine(13, m.rowUnreadable) },
      { line: 14, message: m.rowLine(14, m.rowSourceTooLong) },
    ]);
    expect(englishOf(errors[0]!.message)).toBe('Line 3: "BTC" is not a currency Baobab knows: use an ISO 4217 code such as XOF or EUR');
  });

  it('refuses a file without the header, without rows or with too many rows as a whole', () => {
    expect(() => read('XOF,2025-06-30,558,BCEAO')).toThrow(m.csvHeader);
    expect(() => read('currency,date,rate,source\nXOF,2025-06-30,558,BCEAO')).toThrow(m.csvHeader);
    expect(() => read(`${header}\n\n`)).toThrow(m.csvNoRows);
    const many = [header, ...Array.from({ length: 5_001 }, (_, i) => `XOF,2020-01-01,${i + 1},x`)].join('\n');
    expect(() => read(many)).toThrow(englishOf(m.csvTooManyRows(5_001)));
  });

  it('accepts today and tiny or huge rates within 12 digits each side', () => {
    const { rows, errors } = read(`${header}\nIDR,${TODAY},999999999999.000000000001,BI\nKWD,2025-06-30,1,x\nEUR,2025-06-30,0.000000000001,x`);
    expect(errors.map((e) => e.line)).toEqual([3]);
    expect(rows.map((r) => r.perUsd)).toEqual(['999999999999.000000000001', '0.000000000001']);
  });
});
