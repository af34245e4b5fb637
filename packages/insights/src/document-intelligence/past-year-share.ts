/**
 * A customer's share told as history: 'In 2023 our largest client alone was 48% of revenue', 'En 2022, la SONABEL
 * représentait 55 % de nos ventes', in a document whose own revenue is for a later year ('FY2025 revenue: R38.2m').
 * The share is the concentration the company had, not the one it has: the customer-concentration rule passes it over.
 * A share dated with the latest year the document reports, or said for now ('today', 'still'), stays a share of today.
 */
import type { SentenceFacts } from './sentence-facts';

/** A sentence told in a past year: it opens on that year and its verb is in the past ('In 2023 X was 48%', 'En 2022, X représentait'). */
const pastYearLead = /^\W*(in|en|during|durant|back in)\s((fy\s?)?(19|20)\d\d)\b,?\s[^.;]{0,80}\b(was|were|accounted|represented|made up|brought|generated|came|etait|representait|pesait|a represente|apportait|generait)\b/;
const stillSaid = /\b(still|today|now|currently|remains?|toujours|aujourd'hui|actuellement|reste)\b/;
/** A revenue figure with its year, as a report states its own year ('FY2025 revenue: R38.2m', 'CA 2025 : 1,2 M€'). */
const revenueYear = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b[^.;]{0,20}?\b(fy\s?)?((19|20)\d\d)\b|\b(fy\s?)?((19|20)\d\d)\s(revenues?|sales|turnover)\b/;
const forecastWords = /\b(forecast|projected|projections?|plan|target|budget|previsions?|previsionnel\w*|objectif)\b/;

/** The year of the revenue a sentence states ('Revenue FY2022: $3.0m'), or null. */
export function revenueYearOf(lower: string): number | null {
  const m = revenueYear.exec(lower);
  return m ? Number(m[3] ?? m[6]) : null;
}

/** The latest year whose revenue the document states as actual, or null. */
export function latestRevenueYear(sentences: readonly SentenceFacts[]): number | null {
  let latest: number | null = null;
  for (const s of sentences) {
    if (s.derived || s.projected || s.money.length === 0 || forecastWords.test(s.lower)) continue;
    const year = revenueYearOf(s.lower) ?? NaN;
    if (year > (latest ?? 0)) latest = year;
  }
  return latest;
}

/** Whether a sentence tells a past year's state, earlier than the latest year the document reports. */
export function toldOfEarlierYear(s: SentenceFacts, latest: number | null): boolean {
  const m = pastYearLead.exec(s.lower);
  if (!m || latest === null || stillSaid.test(s.lower)) return false;
  const year = Number((m[2] ?? '').replace(/\D/g, ''));
  return year < latest;
}
