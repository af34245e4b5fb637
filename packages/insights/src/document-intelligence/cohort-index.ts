/**
 * A cohort written as an index on one line, its first month 100 and the customers still active after it ('Cohorte de
 * janvier 2024 = 100 : Mois 1 : 100 — Mois 3 : 72 — Mois 6 : 55 — Mois 12 : 41', 'Month 0: 100%, month 6: 61%, month 12:
 * 44%'): the figure at month twelve is the share kept a year on, in percent. The base of 100 must be written, so an
 * index is not taken for a count of customers.
 */
const baseHundred = /(?:=|\b(?:mois|month|m)\s?[01]\s?:)\s?100\b/;
const atTwelve = /\b(?:mois|month|m)\s?12\s?:\s?(\d{1,2}(?:[.,]\d)?)\s?%?(?![\d.,])/;

export function cohortIndexAtYear(lower: string): number | null {
  if (!lower.includes('12') || !baseHundred.test(lower)) return null;
  const m = atTwelve.exec(lower);
  return m ? Number((m[1] ?? '').replace(',', '.')) : null;
}
