/**
 * The period a whole document reports, named in its title: 'Interim financial information, quarter ended
 * 30 June 2025', 'Tableau de bord trimestriel', 'Management accounts for the month of October'. A figure
 * whose own sentence names no period ('Revenue: $510,000') is that period's, so a quarter's cash used is
 * read as three months of burn. Only the opening lines are read: a title comes first.
 */
import { monthIndex } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { Finding } from './types';

const quarterTitle = /\b(quarter|three months) (ended|ending|to)\b|\b(first|second|third|fourth) quarter( of)? 20\d\d\b|\b(premier|deuxieme|second|troisieme|quatrieme) trimestre( de)? 20\d\d\b|\bfor the quarter\b|\bquarterly (report|accounts|statements?|dashboard|update|management accounts)\b|\b(du|au) trimestre\b|\btrimestre (clos|cloture|au|se terminant)\b|\b(tableau de bord|rapport|comptes|point) trimestriel\b/;
const halfTitle = /\b(six months|half[- ]year) (ended|ending|to)\b|\b(first|second) half\b|\b(rapport|comptes) semestriels?\b|\bsemestre (clos|cloture)\b/;
// 'Update mensuel — octobre 2025', 'Monthly investor update': a founder's monthly letter reports the month, as monthly accounts do.
const monthTitle = /\b(month|one month) (ended|ending|to)\b|\bfor the month of\b|\bmonthly (report|accounts|management accounts|dashboard|update|investor update|reporting)\b|\b(tableau de bord|rapport|comptes|point|update|reporting) mensuels?\b/;

/**
 * A report named for one month and no day ('Management report, September 2025', 'November update', 'Nouvelles de
 * novembre'): that month's report. A year's report dated by its month ('Annual report, December 2025') is not.
 */
const longMonths = [...monthIndex.keys()].filter((name) => name.length > 3).join('|');
// The month is the only group captured, in one of the three ways of writing it.
const monthReportTitle = new RegExp(String.raw`\b(?:report|accounts|update|dashboard|newsletter|reporting|rapport|point|nouvelles)\b[^.;\d]{0,12}(?<![\d/] )\b(${longMonths}) 20\d\d\b|\b(${longMonths})(?: 20\d\d)? (?:update|report|newsletter)\b|\b(?:nouvelles|point|rapport|update) (?:de |d')(${longMonths})\b`);
const yearTitle = /\b(annual|annuel(le)?|yearly|year|exercice|fy)\b/;

const titleOf = (sentences: readonly SentenceFacts[]) => sentences.filter((s) => !s.derived).slice(0, 2).map((s) => s.lower).join(' ');

/** The month (0 for January) a report's title names as its own ('November update'), or null. */
export function reportMonthOfTitle(sentences: readonly SentenceFacts[]): number | null {
  const title = titleOf(sentences);
  const m = yearTitle.test(title) ? null : monthReportTitle.exec(title);
  return m ? monthIndex.get(m[1] ?? m[2] ?? m[3] ?? '') ?? null : null;
}

/** The months a document's title says its figures cover (3, 6 or 1), or null when the title names no such period. */
export function headingPeriodMonths(sentences: readonly SentenceFacts[]): number | null {
  const title = titleOf(sentences);
  return quarterTitle.test(title) ? 3 : halfTitle.test(title) ? 6 : monthTitle.test(title) || (monthReportTitle.test(title) && !yearTitle.test(title)) ? 1 : null;
}

/** A figure with no period of its own, as a month's share of the document's period; null without one. */
export function headingMonthly(finding: Finding, headingMonths: number | null): number | null {
  return headingMonths && finding.amount && finding.amount.period === null ? finding.amount.amount / headingMonths : null;
}
