import { describe, expect, it } from 'vitest';
import { sentenceFacts } from '../sentence-facts';
import { proseSeries } from './prose-series';

const series = (text: string) => proseSeries(sentenceFacts(text)).map((s) => s.points.map((p) => p.value));

describe('proseSeries', () => {
  it('reads amounts with their period after or before them, in time order', () => {
    expect(series('Sales were N42 million in January, N39 million in February and N33 million in March.')).toEqual([[42e6, 39e6, 33e6]]);
    expect(series('Revenue by quarter: Q3 $341k, Q1 $310k, Q2 $325k.')).toEqual([[310e3, 325e3, 341e3]]);
  });

  it('reads a revenue set against another of its own as the earlier figure first, never against a target', () => {
    expect(series('Q3 revenue was $1.24M against $1.31M in Q2, mainly because a contract ended.')).toEqual([[1.31e6, 1.24e6]]);
    expect(series("Le chiffre d'affaires de l'exercice 2024 s'établit à 2,9 M TND, contre 3,3 M TND en 2023.")).toEqual([[3.3e6, 2.9e6]]);
    expect(series('Revenue was $1.24M against a target of $1.5M.')).toEqual([]);
    expect(series("Le chiffre d'affaires 2025 ressort à 2,7 M€ (3,1 M€ en 2026).")).toEqual([]);
  });

  it('reads nothing when an amount has no period, another line is named, or the sentence supposes or denies', () => {
    expect(series('Revenue was $1.2m in 2024 and $400k of it came from Acme.')).toEqual([]);
    expect(series('Revenue was $1.2m in Q1 and costs $1.5m in Q2.')).toEqual([]);
    expect(series('If revenue fell to $1m in Q3 from $1.2m in Q2, we would cut costs.')).toEqual([]);
    expect(series('Revenue did not fall from $1.2m in Q2 to $1.1m in Q3, whatever the rumour says.')).toEqual([]);
  });
});

describe('proseSeries across two sentences', () => {
  const facts = (text: string) => sentenceFacts(text);
  it('reads a figure and the one the next sentence gives for the period before it', () => {
    const read = proseSeries(facts('We ended the year at KES 410 million of sales. The year before it was KES 520 million.'));
    expect(read.map((s) => s.points.map((p) => p.value))).toEqual([[520e6, 410e6]]);
    expect(proseSeries(facts('We ended the year at KES 410 million of sales. The year before, costs were KES 520 million.'))).toEqual([]);
  });
});
