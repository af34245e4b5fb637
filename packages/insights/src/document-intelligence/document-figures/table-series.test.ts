import { describe, expect, it } from 'vitest';
import { tableSeries } from './table-series';

const lines = (text: string) => text.split('\n');
const values = (series: ReturnType<typeof tableSeries>) => series.map((s) => [s.line, s.points.map((p) => p.value)]);

describe('tableSeries', () => {
  it('reads rows under a header of periods, each row a line of the accounts', () => {
    const read = tableSeries(lines('| | Q1 2025 | Q2 2025 | Q3 2025 |\n|---|---|---|---|\n| Revenue | 410 | 388 | 352 |\n| Cost of sales | 250 | 247 | 240 |\n| Headcount | 30 | 31 | 29 |'));
    expect(values(read)).toEqual([['revenue', [410, 388, 352]], ['cost-of-sales', [250, 247, 240]]]);
    expect(read[0]?.group).toBe(read[1]?.group);
  });

  it('reads columns under a header of lines, each row opening on a period, semicolons as CSV exports write them', () => {
    const read = tableSeries(lines('Mois;CA (kMAD);Achats consommés (kMAD)\nJuillet;820;610\nAoût;790;640'));
    expect(values(read)).toEqual([['revenue', [820, 790]], ['cost-of-sales', [610, 640]]]);
  });

  it('passes over columns that are no period, such as a total', () => {
    expect(values(tableSeries(lines('| | Jan | Feb | Mar | Total |\n| Sales | 40 | 38 | 31 | 109 |')))).toEqual([['revenue', [40, 38, 31]]]);
  });

  it('reads weeks and French thousands, and sets years written latest first in time order', () => {
    expect(values(tableSeries(lines('Semaine | Ventes (FCFA) | Commandes\nS36 | 6 400 000 | 512\nS37 | 5 900 000 | 470')))).toEqual([['revenue', [6_400_000, 5_900_000]]]);
    expect(values(tableSeries(lines('Rubrique | 2025 | 2024\nChiffre d\'affaires | 530 | 468')))).toEqual([['revenue', [468, 530]]]);
  });

  it('marks a forecast projected, and leaves out rows that are rates or counts', () => {
    expect(tableSeries(lines('Revenue plan (USD k)\n| | 2025 | 2026 | 2027 |\n| Revenue | 120 | 900 | 4500 |')).map((s) => s.projected)).toEqual([true]);
    expect(tableSeries(lines('| | Q1 | Q2 |\n| Revenue growth % | 12 | 8 |\n| Customers | 40 | 38 |'))).toEqual([]);
  });

  it('reads a gross margin row as a rate when its label or cells say so, else as an amount', () => {
    expect(values(tableSeries(lines('| | 2024 | 2025 |\n| Marge brute | 1 620 | 1 491 |\n| Taux de marge brute | 31,0 % | 30,9 % |')))).toEqual([['gross-profit', [1620, 1491]], ['gross-margin-rate', [31, 30.9]]]);
  });

  it('joins a label that runs over two lines, its figures indented on the second', () => {
    const read = tableSeries(lines('Key figures        2024        2025\nNet sales          RWF 90m     RWF 120m\nStaff and other\n  running costs    RWF 110m    RWF 150m'));
    expect(values(read)).toEqual([['revenue', [90_000_000, 120_000_000]], ['costs', [110_000_000, 150_000_000]]]);
  });

  it('reads an export whose revenue column drops the apostrophe', () => {
    expect(values(tableSeries(lines('rubrique;T1 2025;T2 2025\nchiffre_affaires;80,5;72,0')))).toEqual([['revenue', [80.5, 72]]]);
  });

  it('parts a long label from its first figure when only two spaces stand between them', () => {
    const read = tableSeries(lines("                   janv.   févr.   mars\nChiffre d'affaires  58,4    55,1   51,9\nCharges             41,2    40,8   42,0"));
    expect(values(read)).toEqual([['revenue', [58.4, 55.1, 51.9]], ['costs', [41.2, 40.8, 42]]]);
  });
});
