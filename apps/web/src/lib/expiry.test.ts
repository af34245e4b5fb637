import { describe, expect, it } from 'vitest';
import { endOfLocalDay } from './expiry';

describe('endOfLocalDay', () => {
  it('ends a typed date at its last local second', () => {
    const end = new Date(endOfLocalDay('2026-12-31')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([2026, 11, 31, 23, 59, 59]);
  });

  it('gives no end for an empty field', () => {
    expect(endOfLocalDay('')).toBeNull();
  });
});
