import { describe, expect, it } from 'vitest';
import { valueKey } from './value-key';

describe('valueKey', () => {
  it('is the JSON of the value, for frozen and unfrozen values alike', () => {
    const query = { sector: 'fintech', limit: 20 };
    expect(valueKey(query)).toBe('{"sector":"fintech","limit":20}');
    expect(valueKey(Object.freeze({ ...query }))).toBe('{"sector":"fintech","limit":20}');
  });

  it('follows an unfrozen value that changes', () => {
    const query: { limit: number } = { limit: 20 };
    expect(valueKey(query)).toBe('{"limit":20}');
    query.limit = 50;
    expect(valueKey(query)).toBe('{"limit":50}');
  });
});
