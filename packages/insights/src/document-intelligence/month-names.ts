/**
 * Month names as the readers meet them in folded text (lower case, accents removed): English and French, short
 * and long, each to its place in the year (0 for January). One table for every reader that reads a month
 * (revenue by period, revenue by month row, runway to a month).
 */
const namesByMonth: readonly (readonly string[])[] = [
  ['jan', 'january', 'janvier'], ['feb', 'february', 'fevrier'], ['mar', 'march', 'mars'], ['apr', 'april', 'avril'], ['may', 'mai'], ['jun', 'june', 'juin'],
  ['jul', 'july', 'juillet'], ['aug', 'august', 'aout'], ['sep', 'sept', 'september', 'septembre'], ['oct', 'october', 'octobre'], ['nov', 'november', 'novembre'], ['dec', 'december', 'decembre'],
];

export const monthIndex: ReadonlyMap<string, number> = new Map(namesByMonth.flatMap((names, i) => names.map((name) => [name, i] as const)));

/** Every month name as a regex alternation, longest first ('september' before 'sep'). */
export const monthNamesPattern = [...monthIndex.keys()].sort((a, b) => b.length - a.length).join('|');
