import { describe, expect, it } from 'vitest';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

describe('spelled numbers', () => {
  it('gives every word of a value, in English and French, and no word of another', () => {
    expect(spelledNumbersWorth([1])).toEqual({ one: 1, un: 1, une: 1 });
    expect(spelledNumbersWorth([24, 18])).toEqual({ eighteen: 18, 'twenty-four': 24, 'dix-huit': 18, 'vingt-quatre': 24 });
    expect(Object.values(spelledNumbersWorth(valuesFrom(2, 12)))).not.toContain(1);
  });

  it('reads six once, the word both languages write the same', () => {
    expect(spelledNumbersWorth([6])).toEqual({ six: 6 });
  });

  it('lists a run of values from the first to the last', () => {
    expect(valuesFrom(2, 5)).toEqual([2, 3, 4, 5]);
  });
});
