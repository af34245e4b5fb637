import { describe, expect, it } from 'vitest';
import { guardFormula, toCsv } from './csv';

const text = (rows: Parameters<typeof toCsv>[0]) => toCsv(rows).toString('utf8');

describe('CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('prefixes %j with a single quote so a spreadsheet reads it as text', (input, expected) => {
    expect(guardFormula(input)).toBe(expected);
  });

  it.each(['Founder 1', 'a=b', 'Ngozi-Okafor', "O'Brien", ''])('leaves %j as it is', (input) => {
    expect(guardFormula(input)).toBe(input);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says and ends records with CRLF', () => {
    expect(text([['a,b', 'say "hi"', 'two\nlines'], ['plain', 3, true]])).toBe('\uFEFF"a,b","say ""hi""","two\nlines"\r\nplain,3,true\r\n');
  });

  it('guards a formula and then quotes it when it holds a quote', () => {
    expect(text([['=1+"2"']])).toBe(`\uFEFF"'=1+""2"""\r\n`);
  });

  it('writes negative numbers as numbers, unguarded', () => {
    expect(text([[-5, 0.25]])).toBe('\uFEFF-5,0.25\r\n');
  });

  it('writes UTF-8 with a byte order mark', () => {
    const bytes = toCsv([['Zoë Ọlá ₦']]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Zoë Ọlá ₦\r\n');
  });
});
