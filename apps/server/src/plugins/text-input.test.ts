import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-input';

describe('the unstorable-text check', () => {
  it('finds a NUL inside a nested body, with its path', () => {
    expect(findUnstorableText({ notes: [{ holderName: 'A\u0000' }] })).toMatchObject({ path: 'notes.0.holderName' });
  });

  it('skips a binary body at once: its bytes are not text (a 2 MB OCF package, NUL bytes included)', () => {
    const started = performance.now();
    expect(findUnstorableText(Buffer.alloc(2 * 1024 * 1024))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
