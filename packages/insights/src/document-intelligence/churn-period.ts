/**
 * The period a churn rate is stated over, and how high it is for that period. The labelling guide's line is 5% of
 * customers a month, 45% a year; over any other period it is the same loss compounded, 1 − 0.95^months: about 1.2%
 * a week, 14.3% a quarter, 26.5% a half-year. One place, so that every reading of a churn figure (a rate, words, a
 * share of the base, counts, a table's lines) decides alike, and a quarter's 12% is not read as a month's.
 */
export type ChurnPeriod = 'week' | 'month' | 'quarter' | 'half' | 'year';

const months: Record<ChurnPeriod, number> = { week: 12 / 52, month: 1, quarter: 3, half: 6, year: 12 };
/**
 * The churn at which a period's loss equals 5% a month, compounded, to a thousandth of a point below (so that 5% a
 * month is 5, not 5.000000000000004); the year keeps the guide's 45 (compounded: 46).
 */
const highChurnLine = (period: ChurnPeriod): number =>
  period === 'year' ? 45 : Math.floor(100_000 * (1 - 0.95 ** months[period])) / 1000;

/** High churn's severity for a rate over its period: medium from the line, high from twice it; null under it. */
export function churnSeverity(percent: number, period: ChurnPeriod): 'high' | 'medium' | null {
  const line = highChurnLine(period);
  return percent >= line * 2 ? 'high' : percent >= line ? 'medium' : null;
}

// Folded text. 'A quarter of our customers' is a share, not a period; 'semi-annual' before 'annual' (yearly words).
type ShorterThanAYear = Exclude<ChurnPeriod, 'year'>;
const periodWords: readonly [ShorterThanAYear, RegExp][] = [
  ['month', /\b(monthly|a month|per month|each month|every month|mensuel(le)?|par mois|chaque mois)\b/],
  ['week', /\b(weekly|a week|per week|each week|every week|hebdomadaires?|par semaine|chaque semaine)\b/],
  ['quarter', /\b(quarterly|a quarter(?! of)|per quarter|each quarter|every quarter|trimestriel(le)?s?|par trimestre|chaque trimestre)\b/],
  ['half', /\b(half-yearly|semi-annual(ly)?|per half(-year)?|a half-year|each half(-year)?|every six months|semestriel(le)?s?|par semestre|chaque semestre)\b/],
];

/** The period a churn figure's own clause names (a month first, as decks quote churn), or null when it names none of these. */
export function churnPeriodNamed(clause: string): ShorterThanAYear | null {
  for (const [period, words] of periodWords) if (words.test(clause)) return period;
  return null;
}

/** The monthly churn that keeps `kept` (a share, 0 to 1) of a base over `months` months, compounded, in percent. */
export const monthlyChurnFromKept = (kept: number, months: number): number => (1 - kept ** (1 / months)) * 100;

/**
 * Words that say customers of a counted base were lost ('19 of them have cancelled', '610 left', 'disconnected and
 * repossessed 40', 'sortis', 'ont résilié'), for the readers that set a part against its base (churn-month-base.ts,
 * cohort-span-kept.ts, cohort-counts-kept.ts).
 */
export const customersLostWords = /\b(left|cancell?ed|churned|quit|stopped|closed|lost|disconnected|repossessed|deactivated|gone|resili\w+|partie?s|sortie?s|ferme\w*|perdue?s|ont cesse|ont quitte|desactive\w*)\b/;
