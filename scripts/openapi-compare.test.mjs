import { describe, expect, it } from 'vitest';
import { documentDifferences } from './openapi-compare.mjs';

describe('openapi-compare', () => {
  it('finds no difference between documents that differ only in key order', () => {
    const before = { paths: { '/api/x': { get: { operationId: 'xGet', summary: 'X', security: [] } } } };
    const after = { paths: { '/api/x': { get: { security: [], summary: 'X', operationId: 'xGet' } } } };
    expect(documentDifferences(before, after)).toEqual([]);
  });

  it('names each changed, added and removed value by its JSON pointer', () => {
    const before = { paths: { '/api/x': { get: { operationId: 'xGet', tags: ['x'], security: [{ session: [] }] } } } };
    const after = { paths: { '/api/x': { get: { operationId: 'xList', tags: ['x'], summary: 'X', security: [] } } } };
    expect(documentDifferences(before, after)).toEqual([
      '/paths//api/x/get/operationId: "xGet" -> "xList"',
      '/paths//api/x/get/security: [{"session":[]}] -> []',
      '/paths//api/x/get/summary: undefined -> "X"',
    ]);
  });
});
