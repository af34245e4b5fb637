// The dates contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in dates.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
/**
 * Calendar dates in request bodies. zod's ISO date refuses days a month does not have
 * (2023-02-30) but accepts year 0000, which PostgreSQL's date type does not have (there is no
 * year zero), so every date field also starts at 1900-01-01, the spec's date-picker bound.
 */
export const EARLIEST_DATE = '1900-01-01';
/** The same bound for months ('YYYY-MM'), stored as their first day. */
export const EARLIEST_MONTH = EARLIEST_DATE.slice(0, 7);

export const dateMessages = {
  invalid: 'Must be a real calendar date like 2026-01-31',
  tooEarly: 'Dates before 1900-01-01 are not accepted',
} as const;

export const monthMessages = {
  invalid: 'Use a month such as 2026-03',
  tooEarly: 'Months before 1900-01 are not accepted',
} as const;

/** 'YYYY-MM-DD' naming a day that exists: Date would roll 2023-02-30 over to 2 March, so compare back. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM' naming a month (01 to 12). */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/**
 * The one rule every date a person or a file gives obeys: what is wrong with `value` as a calendar date
 * ('invalid' or 'tooEarly'), or null when it is one Baobab accepts. The schemas in dates.ts and the
 * file readers (rates CSV, deal dates) all ask here, so year 0000 cannot reach the database anywhere.
 */
export function dateProblem(value: string): keyof typeof dateMessages | null {
  if (!isCalendarDate(value)) return 'invalid';
  return value < EARLIEST_DATE ? 'tooEarly' : null;
}
