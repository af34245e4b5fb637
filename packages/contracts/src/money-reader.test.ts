import { describe, it, expect } from 'vitest';
import { moneyTextMessages } from './money-text';
import { readMoneyText, type MoneyTextContext } from './money-reader';
import { englishOf } from './i18n/message-english';

/** The English of the reader's refusal, as the API and an English screen show it. */
const said = (text: string, context?: MoneyTextContext) => {
  const reading = readMoneyText(text, context);
  return reading.ok ? undefined : englishOf(reading.message);
};

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('readMoneyText', () => {
  // Minor units are exact: cents for USD, EUR, NGN, KES, ZAR, GHS, EGP, MAD; whole francs for XOF and XAF.
  it.each([
    // The issues' examples (24 and 40).
    ['18 000 000', 1_800_000_000, 'USD'],
    ['1 500 000,50', 150_000_050, 'USD'],
    ['1,5 M', 150_000_000, 'USD'],
    ['700K', 70_000_000, 'USD'],
    ['KSh 17m', 1_700_000_000, 'KES'],
    ['XOF 500 000 000', 500_000_000, 'XOF'],
    ['500 millions FCFA', 500_000_000, 'XOF'],
    ['1,5 M€', 150_000_000, 'EUR'],
    ['₦50m', 5_000_000_000, 'NGN'],
    ['KES 20M', 2_000_000_000, 'KES'],
    ['$1.2M', 120_000_000, 'USD'],
    // CFA francs, as written in Dakar, Abidjan or Douala.
    [`XOF 500${NBSP}000${NBSP}000`, 500_000_000, 'XOF'],
    [`500${NNBSP}000${NNBSP}000 FCFA`, 500_000_000, 'XOF'],
    ['500 millions de FCFA', 500_000_000, 'XOF'],
    ['2,5 milliards de francs CFA', 2_500_000_000, 'XOF'],
    ['F CFA 75 000 000', 75_000_000, 'XOF'],
    ['1.500.000 FCFA', 1_500_000, 'XOF'],
    ['1.500 FCFA', 1_500, 'XOF'],
    ['1,5 Md FCFA', 1_500_000_000, 'XOF'],
    ['150 000 000 CFA', 150_000_000, 'XOF'],
    ['XAF 250 000 000', 250_000_000, 'XAF'],
    ['300 M XAF', 300_000_000, 'XAF'],
    ['xaf 1,2 milliard', 1_200_000_000, 'XAF'],
    // Euros, the French way and the Irish way.
    ['50 mille euros', 5_000_000, 'EUR'],
    [`1${NNBSP}500${NNBSP}000 €`, 150_000_000, 'EUR'],
    ['1.500.000,50 €', 150_000_050, 'EUR'],
    ['1 500,50 €', 150_050, 'EUR'],
    ['€2,5 Mds', 250_000_000_000, 'EUR'],
    ["3 milliards d'euros", 300_000_000_000, 'EUR'],
    ['2 Mrd EUR', 200_000_000_000, 'EUR'],
    ['750 k€', 75_000_000, 'EUR'],
    ['EUR 1,2 mn', 120_000_000, 'EUR'],
    ['€1,250,000.00', 125_000_000, 'EUR'],
    ['1,500 M€', 150_000_000, 'EUR'],
    // US dollars: a bare number is in dollars; '$' groups the English way.
    ['1,500,000', 150_000_000, 'USD'],
    ['1,500.50', 150_050, 'USD'],
    ['1 000 000', 100_000_000, 'USD'],
    ['12,50', 1_250, 'USD'],
    ['$1,500', 150_000, 'USD'],
    ['$1.500', 150, 'USD'],
    ['$1,500K', 150_000_000, 'USD'],
    ['USD 2.5 bn', 250_000_000_000, 'USD'],
    ['2 billion dollars', 200_000_000_000, 'USD'],
    ['0,5 M$', 50_000_000, 'USD'],
    // Naira, shillings, rand, cedis, Egyptian pounds, dirhams, sterling, yen.
    ['₦ 1,000,000', 100_000_000, 'NGN'],
    ['200 million naira', 20_000_000_000, 'NGN'],
    ['NGN1.5B', 150_000_000_000, 'NGN'],
    ['Ksh 5,000,000', 500_000_000, 'KES'],
    ['KShs. 12 mln', 1_200_000_000, 'KES'],
    ['50 million shillings', 5_000_000_000, 'KES'],
    ['KES 1,500', 150_000, 'KES'],
    ['R 2,5 m', 250_000_000, 'ZAR'],
    ['ZAR 1 200 000', 120_000_000, 'ZAR'],
    ['3 million rand', 300_000_000, 'ZAR'],
    ['GH₵ 500k', 50_000_000, 'GHS'],
    ['₵1.2M', 120_000_000, 'GHS'],
    ['2 million cedis', 200_000_000, 'GHS'],
    ['E£ 10M', 1_000_000_000, 'EGP'],
    ['25 M LE', 2_500_000_000, 'EGP'],
    ['EGP 1,500', 150_000, 'EGP'],
    ['5 MDH', 500_000_000, 'MAD'],
    ['2,5 millions de dirhams', 250_000_000, 'MAD'],
    ['MAD 800 000', 80_000_000, 'MAD'],
    ['1 200 000 DH', 120_000_000, 'MAD'],
    ['£750K', 75_000_000, 'GBP'],
    ['¥1.500', 1_500, 'JPY'],
  ])('reads %j as %i minor units of %s', (text, amountMinor, currency) => {
    expect(readMoneyText(text)).toEqual({ ok: true, amountMinor, currency, isCurrencyWritten: !/^[\d\s.,]+[kKmM]?$/.test(text) });
  });

  it.each([
    // FCFA alone follows the country: XAF in the BEAC's six members, XOF everywhere else.
    ['500 millions FCFA', 'CM', 500_000_000, 'XAF'],
    ['FCFA 10 000 000', 'ga', 10_000_000, 'XAF'],
    ['2,5 milliards F CFA', 'TD', 2_500_000_000, 'XAF'],
    ['75 M FCFA', 'CG', 75_000_000, 'XAF'],
    ['75 M FCFA', 'CF', 75_000_000, 'XAF'],
    ['75 M FCFA', 'GQ', 75_000_000, 'XAF'],
    ['500 millions FCFA', 'SN', 500_000_000, 'XOF'],
    ['500 millions FCFA', 'CI', 500_000_000, 'XOF'],
    ['500 millions FCFA', 'FR', 500_000_000, 'XOF'],
    // An explicit code wins over the country.
    ['10 M XOF', 'CM', 10_000_000, 'XOF'],
    ['XAF 5M', 'SN', 5_000_000, 'XAF'],
    ['XAF 500 000 FCFA', 'SN', 500_000, 'XAF'],
    ['FCFA 500 000 XOF', 'CM', 500_000, 'XOF'],
  ])('reads %j in country %s as %i of %s', (text, country, amountMinor, currency) => {
    expect(readMoneyText(text, { country })).toMatchObject({ ok: true, amountMinor, currency });
  });

  it.each([
    // Signs that name a currency only in the company's country (money-words.ts signsOfCountry).
    ['K 20,000', 'ZM', 2_000_000, 'ZMW'],
    ['K1.2m', 'zm', 120_000_000, 'ZMW'],
    ['K 20,000', 'MW', 2_000_000, 'MWK'],
    ['Le 450,000', 'SL', 45_000_000, 'SLE'],
    ['LE 450,000', 'SL', 45_000_000, 'SLE'],
    ['M 148k', 'LS', 14_800_000, 'LSL'],
    // Elsewhere 'LE' stays Egypt's pound, and a written code wins over the sign's country.
    ['LE 450,000', 'EG', 45_000_000, 'EGP'],
    ['LE 450,000', undefined, 45_000_000, 'EGP'],
  ])('reads %j in country %s as %i of %s', (text, country, amountMinor, currency) => {
    expect(readMoneyText(text, country === undefined ? {} : { country })).toMatchObject({ ok: true, amountMinor, currency });
  });

  it.each([
    ['K 20,000', undefined],
    ['K 20,000', 'KE'],
    ['M 148k', 'ZA'],
  ])('refuses %j in country %s: the sign names no currency there', (text, country) => {
    expect(readMoneyText(text, country === undefined ? {} : { country })).toMatchObject({ ok: false, reason: 'unknownCurrency' });
  });

  it.each([
    // The rest of the continent, by the sign or word written there (money-words.ts).
    ['Kz 917 000 000', 91_700_000_000, 'AOA'],
    ['Nfk 610k', 61_000_000, 'ERN'],
    ['25 000 000 FC', 2_500_000_000, 'CDF'],
    ['8 660 000 000 FG', 8_660_000_000, 'GNF'],
    ['1,2 milliard de francs guinéens', 1_200_000_000, 'GNF'],
    ['44 400 000 Ar', 4_440_000_000, 'MGA'],
    ['130 MDA', 13_000_000_000, 'DZD'],
    ['5 millions de dinars algériens', 500_000_000, 'DZD'],
    ['USh 500,000', 500_000, 'UGX'],
    ['TSh 26,100,000', 2_610_000_000, 'TZS'],
    ['ZMW 2.36M', 236_000_000, 'ZMW'],
    ['MWK 1,735,000', 173_500_000, 'MWK'],
    ['BWP 1,340,000', 134_000_000, 'BWP'],
    ['N$ 1,5 M', 150_000_000, 'NAD'],
    ['GMD 71,500', 7_150_000, 'GMD'],
    ['FBu 2 970 000', 2_970_000, 'BIF'],
    ['LYD 5.430', 5_430, 'LYD'],
    // Signs written there before the figure.
    ['P600', 60_000, 'BWP'],
    ['P 1.2m', 120_000_000, 'BWP'],
    ['E1.1m', 110_000_000, 'SZL'],
    ['ZK 20,000', 2_000_000, 'ZMW'],
    ['MK 1m', 100_000_000, 'MWK'],
    ['Br 1,000', 100_000, 'ETB'],
  ])('reads %j as %i minor units of %s', (text, amountMinor, currency) => {
    expect(readMoneyText(text)).toMatchObject({ ok: true, amountMinor, currency });
  });

  it.each([
    // 'Kwacha' alone is Zambia's or Malawi's: refused rather than guessed.
    ['5 000 kwacha', 'unknownCurrency'],
    // 'P' is the pula before a figure only: after one it is pence, and not read as pula.
    ['50p', 'unknownCurrency'],
  ])('does not guess %j', (text, reason) => {
    expect(readMoneyText(text)).toMatchObject({ ok: false, reason });
  });

  it.each([
    ['1,500', moneyTextMessages.ambiguous('1,500', '1500', '1.5', ',')],
    ['1.500', moneyTextMessages.ambiguous('1.500', '1500', '1.5', '.')],
    ['€1.500', moneyTextMessages.ambiguous('1.500', '1500', '1.5', '.')],
    ['1,500 €', moneyTextMessages.ambiguous('1,500', '1500', '1.5', ',')],
    ['1.500 R', moneyTextMessages.ambiguous('1.500', '1500', '1.5', '.')],
    ['1,234 DH', moneyTextMessages.ambiguous('1,234', '1234', '1.2340', ',')],
    ['2.000 TND', moneyTextMessages.ambiguous('2.000', '2000', '2.0', '.')],
  ])('refuses %j as ambiguous, giving both readings', (text, message) => {
    expect(readMoneyText(text)).toEqual({ ok: false, reason: 'ambiguous', message });
  });

  it('says exactly what to write for the issue\'s example', () => {
    expect(said('1,500')).toBe('Write "1,500" as 1500 or as 1.5: the comma could separate thousands or decimals');
    expect(said('1,234 DH')).toBe('Write "1,234" as 1234 or as 1.2340: the comma could separate thousands or decimals');
  });

  it.each([
    ['', 'notAmount'], ['TBD', 'notAmount'], ['$', 'notAmount'], ['1.2.3M', 'notAmount'], ['1 50', 'notAmount'],
    ['XYZ 5M', 'unknownCurrency'], ['5 francs', 'unknownCurrency'],
    ['€500K USD', 'conflictingCurrencies'], ['FCFA 500M EUR', 'conflictingCurrencies'],
    ['0', 'notPositive'], ['$0.001', 'tooPrecise'], ['$1.005', 'tooPrecise'], ['500,5 XOF', 'tooPrecise'], ['-$500K', 'notPositive'], ['$-500K', 'notPositive'], ['(500K)', 'notPositive'], ['−500 €', 'notPositive'],
    ['$20,000bn', 'tooLarge'], ['XOF 20 000 milliards', 'tooLarge'],
    ['$500K-$1M', 'range'], ['500K to 1M', 'range'], ['entre 500 et 800 millions FCFA', 'range'], ['500–800 M€', 'range'],
  ])('refuses %j (%s)', (text, reason) => {
    const reading = readMoneyText(text);
    expect(reading).toMatchObject({ ok: false, reason });
  });

  it('names the currency it does not know, and both currencies that conflict', () => {
    expect(readMoneyText('XYZ 5M')).toMatchObject({ message: moneyTextMessages.unknownCurrency('XYZ') });
    expect(readMoneyText('€500K USD')).toMatchObject({ message: moneyTextMessages.conflictingCurrencies('EUR', 'USD') });
    expect(readMoneyText('FCFA 500M EUR')).toMatchObject({ message: moneyTextMessages.conflictingCurrencies('FCFA', 'EUR') });
  });

  it('settles a lone separator by where the currency is written: first the English way, last the French way (decision 0032)', () => {
    expect(readMoneyText('€1,500')).toMatchObject({ ok: true, amountMinor: 150_000, currency: 'EUR' });
    expect(readMoneyText('R1,500')).toMatchObject({ ok: true, amountMinor: 150_000, currency: 'ZAR' });
    expect(readMoneyText('TND 2.930')).toMatchObject({ ok: true, amountMinor: 2_930, currency: 'TND' });
    expect(readMoneyText('2,930 TND')).toMatchObject({ ok: true, amountMinor: 2_930, currency: 'TND' });
  });

  it('uses the field\'s currency when none is written, and settles a lone separator by it', () => {
    expect(readMoneyText('18 000 000', { currency: 'XOF' })).toEqual({ ok: true, amountMinor: 18_000_000, currency: 'XOF', isCurrencyWritten: false });
    expect(readMoneyText('1,500', { currency: 'XOF' })).toMatchObject({ ok: true, amountMinor: 1_500 });
    expect(readMoneyText('1,500', { currency: 'NGN' })).toMatchObject({ ok: true, amountMinor: 150_000 });
    expect(readMoneyText('1,500', { currency: 'EUR' })).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(readMoneyText('1,5 M€', { currency: 'USD' })).toEqual({ ok: true, amountMinor: 150_000_000, currency: 'EUR', isCurrencyWritten: true });
  });

  it('refuses another currency than a fixed one, saying both', () => {
    expect(readMoneyText('€500', { currency: 'XOF', isCurrencyFixed: true })).toMatchObject({ ok: false, reason: 'otherCurrency' });
    expect(said('€500', { currency: 'XOF', isCurrencyFixed: true })).toBe('This amount is in XOF, but "€500" is in EUR: write it in XOF');
    expect(readMoneyText('500 FCFA', { currency: 'XAF', isCurrencyFixed: true, country: 'CM' })).toMatchObject({ ok: true, amountMinor: 500, currency: 'XAF' });
  });

  it('takes the signs the field takes', () => {
    expect(readMoneyText('0', { sign: 'nonNegative' })).toMatchObject({ ok: true, amountMinor: 0 });
    expect(readMoneyText('-5', { sign: 'nonNegative' })).toMatchObject({ ok: false, reason: 'negative' });
    expect(readMoneyText('-XOF 1 500 000', { sign: 'any' })).toMatchObject({ ok: true, amountMinor: -1_500_000, currency: 'XOF' });
    expect(readMoneyText('(12 500,50 €)', { sign: 'any' })).toMatchObject({ ok: true, amountMinor: -1_250_050, currency: 'EUR' });
  });

  it('says how many decimals the currency has instead of rounding', () => {
    expect(said('$1.005')).toBe('Amounts in USD have at most 2 decimal places: "$1.005" has more');
    expect(said('500,5 XOF')).toBe('Amounts in XOF have no decimal places: "500,5 XOF" has some');
  });

  it('refuses amounts whose minor units a double cannot hold exactly (dinars have three digits)', () => {
    expect(readMoneyText('TND 9 000 milliards')).toMatchObject({ ok: true, amountMinor: 9_000_000_000_000_000, currency: 'TND' });
    expect(readMoneyText('TND 9 100 milliards')).toMatchObject({ ok: false, reason: 'tooLarge' });
  });
});
