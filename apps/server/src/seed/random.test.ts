import { describe, it, expect } from 'vitest';
import { createRandom } from './random';

const draw = (seed: number, n: number) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and a different one for another seed', () => {
    expect(draw(42, 100)).toEqual(draw(42, 100));
    expect(draw(42, 100)).not.toEqual(draw(43, 100));
  });

  it('returns floats in [0, 1) spread over the whole interval', () => {
    const values = draw(7, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('returns every integer of a range, both ends included, and nothing outside it', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(3, 9)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('chooses weighted keys in proportion to their weights and never a zero-weight key', () => {
    const random = createRandom(5);
    const counts = { a: 0, b: 0, never: 0 };
    for (let i = 0; i < 20_000; i += 1) counts[random.weighted({ a: 3, b: 1, never: 0 })] += 1;
    expect(counts.never).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.7);
    expect(counts.a / counts.b).toBeLessThan(3.3);
  });

  it('samples distinct keys and items, at most as many as there are', () => {
    const random = createRandom(9);
    const keys = random.weightedSample({ a: 1, b: 1, c: 1 }, 5);
    expect(new Set(keys).size).toBe(3);
    const items = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(items).size).toBe(3);
    expect(items.every((i) => i >= 1 && i <= 5)).toBe(true);
  });

  it('shuffles into a permutation without changing the input', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = createRandom(3).shuffle(input);
    expect(shuffled).not.toEqual(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(input[0]).toBe(0);
  });

  it('draws log-uniform values inside the bounds, as many below 10 as above in [1, 100]', () => {
    const random = createRandom(11);
    const values = Array.from({ length: 10_000 }, () => random.logUniform(1, 100));
    expect(values.every((v) => v >= 1 && v <= 100)).toBe(true);
    const below = values.filter((v) => v < 10).length;
    expect(below / values.length).toBeGreaterThan(0.47);
    expect(below / values.length).toBeLessThan(0.53);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
