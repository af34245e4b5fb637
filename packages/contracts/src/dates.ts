import { z } from 'zod';
import { EARLIEST_DATE, EARLIEST_MONTH, dateMessages, isCalendarMonth, monthMessages } from './dates-texts';

// The zod-free part (strings, labels, limits) is in dates-texts.ts; importing it from here works too.
export * from './dates-texts';

/** A real calendar date from 1900-01-01 on; `message` names the field when the text is not one. */
export const calendarDateSchema = (message: string = dateMessages.invalid) =>
  z.iso.date({ error: message }).refine((value) => value >= EARLIEST_DATE, dateMessages.tooEarly);

/** A month 'YYYY-MM' from 1900-01 on (stored as its first day); `message` names the field when the text is not one. */
export const calendarMonthSchema = (message: string = monthMessages.invalid) =>
  z
    .string({ error: message })
    .refine(isCalendarMonth, message)
    .refine((month) => month >= EARLIEST_MONTH, monthMessages.tooEarly);

/** An ISO 8601 date and time with its offset, on a day from 1900-01-01 on (PostgreSQL has no year 0). */
export const dateTimeSchema = (message?: string) =>
  z.iso.datetime({ offset: true, ...(message ? { error: message } : {}) }).refine((value) => value.slice(0, 10) >= EARLIEST_DATE, dateMessages.tooEarly);
