import { describe, expect, it } from 'vitest';
import { calendarDateSchema, calendarMonthSchema, dateMessages, dateProblem, dateTimeSchema, monthMessages } from './dates';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the one date rule', () => {
  it('tells an impossible date from one before 1900', () => {
    expect(dateProblem('2023-02-30')).toBe('invalid');
    expect(dateProblem('31/01/2026')).toBe('invalid');
    expect(dateProblem('0000-01-01')).toBe('tooEarly');
    expect(dateProblem('1899-12-31')).toBe('tooEarly');
    expect(dateProblem('1900-01-01')).toBeNull();
  });

  it('refuses year 0000 and 1899 in dates, months and date-times, naming why', () => {
    expect(messageOf(calendarDateSchema().safeParse('0000-01-01'))).toBe(dateMessages.tooEarly);
    expect(messageOf(calendarMonthSchema().safeParse('0000-01'))).toBe(monthMessages.tooEarly);
    expect(messageOf(calendarMonthSchema().safeParse('1899-12'))).toBe(monthMessages.tooEarly);
    expect(messageOf(dateTimeSchema().safeParse('0000-01-01T00:00:00Z'))).toBe(dateMessages.tooEarly);
    expect(messageOf(dateTimeSchema().safeParse('1899-12-31T23:00:00+00:00'))).toBe(dateMessages.tooEarly);
  });

  it('accepts 1900 on and says what a month looks like', () => {
    expect(calendarDateSchema().parse('1900-01-01')).toBe('1900-01-01');
    expect(calendarMonthSchema().parse('1900-01')).toBe('1900-01');
    expect(dateTimeSchema().parse('2026-11-26T10:00:00+01:00')).toBe('2026-11-26T10:00:00+01:00');
    expect(messageOf(calendarMonthSchema().safeParse('2026-13'))).toBe(monthMessages.invalid);
    expect(messageOf(calendarMonthSchema('Use a period such as 2026-03').safeParse('March'))).toBe('Use a period such as 2026-03');
  });
});
