import { describe, expect, it } from 'vitest';
import { errorsFrom, lastMonth } from './update-form';

describe('the update form', () => {
  it('reports on the month before by default, across a year end', () => {
    expect(lastMonth(new Date(2026, 2, 15))).toBe('2026-02');
    expect(lastMonth(new Date(2026, 0, 5))).toBe('2025-12');
  });

  it('puts each issue beside its field, the first per field, and anything else under the form', () => {
    expect(
      errorsFrom([
        { path: 'title', message: 'Give the update a title' },
        { path: 'title', message: 'second' },
        { path: 'audience.userIds', message: 'Choose at most 500 people' },
        { path: '', message: 'Something else' },
      ]),
    ).toEqual({ title: 'Give the update a title', audience: 'Choose at most 500 people', form: 'Something else' });
  });
});
