import { z } from 'zod';
import { EARLIEST_DATE, dateMessages } from './dates-texts';

// The zod-free part (strings, labels, limits) is in dates-texts.ts; importing it from here works too.
export * from './dates-texts';

/** A real calendar date from 1900-01-01 on; `message` names the field when the text is not one. */
export const calendarDateSchema = (message: string = dateMessages.invalid) =>
  z.iso.date({ error: message }).refine((value) => value >= EARLIEST_DATE, dateMessages.tooEarly);
