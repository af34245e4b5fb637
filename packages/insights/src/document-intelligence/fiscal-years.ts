/**
 * A fiscal year or a season written over two calendar years ('FY2024/25', 'Campagne 2022-2023', 'exercice 2023/24',
 * '2024–25 season') is named by the year it closes, as the period reader names a column of one
 * (document-figures/periods.ts): 'FY2024/25' is 2025. Only a span of one year is such a period: '2024-2026' is a range
 * of years and stays as written, and a line break never joins two years into one.
 */
const spanned = /(?<![\d.,/-])20(\d\d)[ \t]?[-/\u2013][ \t]?(?:20)?(\d\d)(?![\d.,/%-])/g;

export const closingYears = (text: string): string =>
  text.replace(spanned, (whole, first: string, second: string) => (Number(second) === Number(first) + 1 ? `20${second}` : whole));
