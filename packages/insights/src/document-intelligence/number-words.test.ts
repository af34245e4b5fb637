import { describe, expect, it } from 'vitest';
import { fractionPercents } from './number-words';
import { foldText } from './sentence-facts';

describe('shares written in words', () => {
  it('reads English and French fractions as percentages', () => {
    expect(fractionPercents(foldText('Two-thirds of our turnover'))[0]).toBeCloseTo(66.67, 1);
    expect(fractionPercents(foldText('Les deux tiers du chiffre d’affaires'))[0]).toBeCloseTo(66.67, 1);
    expect(fractionPercents(foldText('Half of our revenue'))).toEqual([50]);
    expect(fractionPercents(foldText('La moitié des ventes'))).toEqual([50]);
    expect(fractionPercents(foldText('Nearly all of our output'))).toEqual([90]);
  });

  it('reads ratios in words and leaves a quarter of the year alone', () => {
    expect(fractionPercents(foldText('Three out of every four shillings we earn'))).toEqual([75]);
    expect(fractionPercents(foldText('Deux clients sur trois'))[0]).toBeCloseTo(66.67, 1);
    expect(fractionPercents(foldText('We spend $240,000 a quarter more than we earn'))).toEqual([]);
  });

  it('reads nothing in a sentence without a fraction', () => {
    expect(fractionPercents(foldText('In the second half of 2024 we grew.'))).toEqual([]);
  });
});
