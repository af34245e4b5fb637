import { describe, expect, it } from 'vitest';
import { monthlyAmount, namedPeriodMonthly, parseMoney, parsePercents } from './money';

const amounts = (s: string) => parseMoney(s).map((m) => [m.amount, m.currency, m.period]);

describe('parseMoney', () => {
  it('reads dollar amounts with K, M and B suffixes', () => {
    expect(amounts('We hit $1.2M ARR, burn $150k and target $2B.')).toEqual([
      [1_200_000, 'USD', 'year'],
      [150_000, 'USD', null],
      [2_000_000_000, 'USD', null],
    ]);
  });

  it('reads words for multipliers and currencies', () => {
    expect(amounts('Revenue of 50 million naira and US$ 3 billion in GMV')).toEqual([
      [50_000_000, 'NGN', null],
      [3_000_000_000, 'USD', null],
    ]);
  });

  it('reads African currency codes and signs', () => {
    expect(amounts('₦50m, KES 10,000,000, ZAR 2.5 million, R5m, GHS 400k, KSh 12,500')).toEqual([
      [50_000_000, 'NGN', null],
      [10_000_000, 'KES', null],
      [2_500_000, 'ZAR', null],
      [5_000_000, 'ZAR', null],
      [400_000, 'GHS', null],
      [12_500, 'KES', null],
    ]);
  });

  it('reads amounts as the product\'s one reader does: spaces, comma decimals, French multipliers, the CFA franc', () => {
    expect(amounts('Revenue of 1 200 000 EUR, 1,2 M€ raised, 120 k€ a month, and 85 000 € in the bank')).toEqual([
      [1_200_000, 'EUR', null],
      [1_200_000, 'EUR', null],
      [120_000, 'EUR', 'month'],
      [85_000, 'EUR', null],
    ]);
    expect(amounts('Nous levons 500 millions FCFA et XOF 25 000 000 de BFR')).toEqual([
      [500_000_000, 'XOF', null],
      [25_000_000, 'XOF', null],
    ]);
  });

  it('leaves out an amount it could read two ways, never guessing', () => {
    expect(amounts('A price of €1.500 per seat')).toEqual([]);
  });

  it('ignores numbers without a currency', () => {
    expect(parseMoney('1.2M users across 14 cities in 2024, a B2B model')).toEqual([]);
  });

  it('reads every currency name the product\'s amount reader knows when it follows the figure', () => {
    const read = (text: string) => parseMoney(text).map((m) => [m.amount, m.currency]);
    expect(read("La tr\u00E9sorerie est de 38 millions d'ariary.")).toEqual([[38_000_000, 'MGA']]);
    expect(read("Un chiffre d'affaires de 1,2 milliard d'ariary")).toEqual([[1_200_000_000, 'MGA']]);
    expect(read('Each household pays 600 pula a year')).toEqual([[600, 'BWP']]);
    expect(read('Le CAC est de 12 000 dalasis')).toEqual([[12_000, 'GMD']]);
    expect(read('Revenue of 2.5 million birr')).toEqual([[2_500_000, 'ETB']]);
  });

  it('reads every sign the product\'s amount reader knows before a figure', () => {
    const read = (text: string) => parseMoney(text).map((m) => [m.amount, m.currency]);
    expect(read('Monthly revenue of ZK 20,000 and MK 1m in Malawi')).toEqual([[20_000, 'ZMW'], [1_000_000, 'MWK']]);
    expect(read('Cash of Br 5,000,000, USh 500,000 raised, N$ 1.2m in Windhoek')).toEqual([[5_000_000, 'ETB'], [500_000, 'UGX'], [1_200_000, 'NAD']]);
    expect(read('Each household pays P600 a year; FRw 12,000 in Kigali')).toEqual([[600, 'BWP'], [12_000, 'RWF']]);
  });

  it('takes a P for the pula only in capitals, before two digits or more, with no letter after the figure', () => {
    expect(parseMoney('P2P lending, P1 bugs, p600 and P10x returns')).toEqual([]);
  });

  it('does not take a short word before a figure for a sign', () => {
    expect(parseMoney('Livraison le 15 mars, da 20 ans')).toEqual([]);
  });

  it('does not take a weight or a French article after a figure for a currency', () => {
    expect(parseMoney('We ship 50 pounds of maize a week')).toEqual([]);
    expect(parseMoney('Livraison de 12 le 3 mars')).toEqual([]);
  });

  it('does not take a lower-case r for the rand', () => {
    expect(parseMoney('our 5m users')).toEqual([]);
  });

  it('reads the period stated next to the amount', () => {
    expect(amounts('A monthly burn of $150k')).toEqual([[150_000, 'USD', 'month']]);
    expect(amounts('MRR: $40,000')).toEqual([[40_000, 'USD', 'month']]);
    expect(amounts('$480k per year in salaries')).toEqual([[480_000, 'USD', 'year']]);
  });

  it('keeps the matched text and its position', () => {
    const [m] = parseMoney('We raise $500K now');
    expect(m).toMatchObject({ text: '$500K', start: 9, end: 14 });
  });
});

describe('parsePercents', () => {
  it('reads % signs and the words percent and per cent', () => {
    expect(parsePercents('60% of revenue, 12.5 percent churn, 3 per cent fees')).toEqual([60, 12.5, 3]);
  });
});

describe('monthlyAmount', () => {
  it('divides a yearly amount by twelve and refuses an unknown period', () => {
    expect(monthlyAmount({ amount: 1_200_000, currency: 'USD', period: 'year', text: '' })).toBe(100_000);
    expect(monthlyAmount({ amount: 5, currency: 'USD', period: 'month', text: '' })).toBe(5);
    expect(monthlyAmount({ amount: 5, currency: 'USD', period: null, text: '' })).toBeNull();
  });
});

describe('a year beside a part of it', () => {
  it('reads "(S2 2024 : 2,9 M MAD)" as no whole year, like "(H2 2024: ...)"', () => {
    const read = (text: string) => parseMoney(text).map((m) => m.period);
    expect(read("Chiffre d'affaires du semestre : 3,2 M MAD (S2 2024 : 2,9 M MAD).")).toEqual([null, null]);
    expect(read('Revenue 2024: $1.2M.')).toEqual(['year']);
  });
});

describe('a period named before a figure in a chat line', () => {
  it('reads the month past the chat\'s time and speaker, the French "mai" among them', () => {
    const chat = '[03/06/2025 21:48] Aïcha Koné: Décaissements de mai : 31 M FCFA';
    const m = parseMoney(chat)[0];
    expect(m && namedPeriodMonthly({ amount: m, text: m.text, sentence: chat })).toBe(31e6);
    const english = 'Revenue may : $31k';
    const e = parseMoney(english)[0];
    expect(e && namedPeriodMonthly({ amount: e, text: e.text, sentence: english })).toBeNull();
  });
});
