import { describe, expect, it, vi } from 'vitest';
import { findUnstorableText } from './text-input';

describe('the unstorable-text check', () => {
  it('finds a NUL inside a nested body, with its path', () => {
    expect(findUnstorableText({ notes: [{ holderName: 'A\u0000' }] })).toMatchObject({ path: 'notes.0.holderName' });
  });

  it('skips a binary body without walking it: its bytes are not text (an OCF package, NUL bytes included)', () => {
    // Walked as an object, each of a 2 MB upload's bytes became a key, and the request thread was held for seconds.
    const entries = vi.spyOn(Object, 'entries');
    try {
      expect(findUnstorableText({ package: Buffer.alloc(1024) })).toBeUndefined();
      expect(entries.mock.calls.map(([value]) => value)).toEqual([{ package: expect.any(Buffer) }]);
    } finally {
      entries.mockRestore();
    }
  });
});
