/**
 * Churn from a table of customer counts, one row per cohort or per month, that states no rate: a cohort table
 * ('Cohort | M0 | M6 | M12' then 'Jan-2025 | 640 | 421 | 298'; 'Cohorte | Clients au départ | Actifs à M12') keeps
 * a share of its starting customers after twelve months, a retention the guide compares with 55%; a movement table
 * ('Mois | Clients en début de mois | Résiliations | Nouveaux clients') loses a share of the month's opening base,
 * compared with 5% a month. The header names the columns; each row is read under it, the latest row for a movement
 * table (the month the reader would act on), every row for a cohort table (each cohort is a year's retention).
 */
import { customerNouns } from './churn-counts';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { highChurnFlag } from './churn-flag';

/** The starting count: 'M0', 'Month 0', 'Clients au départ', 'Customers at start', 'Opening', 'Clients en début de mois'. */
// A cohort table's first count may be headed by what the cohort did: 'Started', 'Acquired', 'Signed up', 'Inscrits'.
// A CSV export's header names the people and the moment in one field ('clients_debut', 'customers_start').
const startColumn = new RegExp(String.raw`^(m ?0|month 0|mois 0|start|started|acquired|signed( up)?|joined|debut|depart|initial|inscrits|recrutes|acquis)$|^${customerNouns} (debut|start|opening)$|\b(au depart|at (the )?start|starting|opening|ouverture|en debut|au debut|debut de (mois|periode|trimestre)|au 1er( du mois)?|(at|on) (the )?1st( of the month)?|\(debut\)|\(start\)|\(opening\))(?=\W|$)`);
/** The count a year on: 'M12', 'Month 12', 'Actifs à M12', 'Active after 12 months'. */
const yearOnColumn = /^(m ?12|month 12|mois 12)$|\b(a|at|after|apres) (m ?12|month 12|12 (months|mois|mo\b\.?))/;
/** Those lost in the period: 'Résiliations', 'Cancellations', 'Churned', 'Lost'. */
// A CSV export names who was lost ('shops_lost', 'clients_perdus').
const lostColumn = /^(cancell?ations?|churned|churn(ed)? customers|lost|lost customers|resiliations?|desabonnements?|departs|clients perdus|perdus)$|^[a-z]+ (lost|perdus|perdues|churned|cancell?ed)$/;
const monthly = /\b(month|monthly|mois|mensuel\w*)\b/;
// French short forms too ('juil-2025', 'févr.').
const monthRow = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|fevr|avr|juil|january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const count = /^(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)$/;

/** A CSV export's line: fields split by commas with no space anywhere, a header's underscores read as spaces ('clients_perdus'). */
const csvLine = /^[^\s|,]+(,[^\s|,]*){2,}$/;
// A table aligned by spaces (three or more between cells) is read as one set with pipes.
const cellsOf = (lower: string): string[] | null => {
  if (csvLine.test(lower.trim())) return lower.trim().split(',').map((cell) => cell.replace(/_/g, ' '));
  if (!lower.includes('|')) {
    const aligned = lower.trim().split(/\s{3,}/);
    return aligned.length >= 3 ? aligned : null;
  }
  const cells = lower.split('|').map((cell) => cell.trim());
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells.length >= 3 ? cells : null;
};
const countOf = (cell: string | undefined): number | null => (cell && count.test(cell) ? Number(cell.replace(/[, \u00A0\u202F]/g, '')) : null);

const churnFlag = (evidence: string, severe: boolean): RiskFlag => highChurnFlag(evidence, severe ? 'high' : 'medium');

/** The high-churn flag a count table states; null when no table holds a start and a year-on or a lost column. */
export function churnFromCountTable(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i < written.length; i += 1) {
    const header = cellsOf((written[i] as SentenceFacts).lower);
    if (!header) continue;
    const start = header.findIndex((cell) => startColumn.test(cell));
    const yearOn = header.findIndex((cell) => yearOnColumn.test(cell));
    const lost = header.findIndex((cell) => lostColumn.test(cell));
    if (start < 0 || (yearOn < 0 && lost < 0)) continue;
    const rows: SentenceFacts[] = [];
    for (let j = i + 1; j < written.length; j += 1) {
      const cells = cellsOf((written[j] as SentenceFacts).lower);
      if (!cells || cells.length !== header.length) break;
      rows.push(written[j] as SentenceFacts);
    }
    for (const row of yearOn >= 0 ? rows : rows.slice(-1)) {
      const cells = cellsOf(row.lower) ?? [];
      const base = countOf(cells[start]);
      if (!base) continue;
      const kept = yearOn >= 0 ? countOf(cells[yearOn]) : null;
      if (kept !== null && kept < base && kept / base < 0.55) return churnFlag(`${(written[i] as SentenceFacts).text} ${row.text}`, kept / base < 0.3);
      const gone = lost >= 0 ? countOf(cells[lost]) : null;
      const isMonthly = monthly.test(header.join(' ')) || monthRow.test(cells[0] ?? '');
      if (gone !== null && gone < base && isMonthly && gone / base >= 0.05) return churnFlag(`${(written[i] as SentenceFacts).text} ${row.text}`, gone / base >= 0.1);
    }
  }
  return null;
}

/**
 * A movement table set the other way, one row per measure and one column per month ('Opening subscribers oct-23:
 * 3480; nov-23: 3610; ...' then 'Cancelled oct-23: 282; nov-23: 303; ...', as layout.ts reads it): the lost row's
 * latest month over the opening row's same month is that month's churn, compared with 5% a month.
 */
// Or the customers named first, their count's moment after ('Pharmacies abonnées (début)', 'Hotels subscribed at start').
// 'Paying schools, start of month', 'Écoles payantes, début de mois': the people, then the moment after a comma.
const openingRow = new RegExp(String.raw`^(opening|start(ing)?|beginning|debut|ouverture)\b.*\b(subscribers?|subs|customers?|clients?|users?|members?|accounts?|merchants?|abonnes?|utilisateurs?)\b|^(subscribers?|customers?|clients?|abonnes?)( at| en| au)? (start|opening|debut)\b|^${customerNouns}( [a-z]+)? (\((debut|start|opening|debut de mois)\)|(at|en|au) (start|opening|debut)\b)|^([a-z]+ )?${customerNouns}( [a-z]+)?, (at (the )?)?(start|beginning|opening|debut) (of|de|du) (the )?(month|mois)\b`);
// 'Schools that cancelled', 'Clients qui ont résilié': the people, then what they did.
// 'Customers lost', 'Clients perdus': the people, then the word for their loss.
const lostRow = new RegExp(String.raw`^(cancell?ations?|cancell?ed|churned|lost|resiliations?|desabonnements?|departs|perdus)\b|^([a-z]+ )?${customerNouns} (that|who|qui) (cancell?ed|churned|left|(ont )?(resilie|quitte))\b|^([a-z]+ )?${customerNouns} (lost|churned|perdus|perdues|resilies)\b`);
// A month with or without its year ('oct-23', 'janv.', 'mars'); a count a caption's unit was put on ('xof 241m', both rows
// alike) keeps its ratio to the other row's.
const monthCell = /\b([a-z]{3,9}\.?(?:[- ]?\d{2,4})?)\s?:\s?(?:[a-z]{3} )?(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+(?:\.\d+)?)(?:m|k)?(?=;|\.?$)/g;
const monthCells = (lower: string) => new Map([...lower.matchAll(monthCell)].map((m) => [(m[1] ?? '').replace(/\.$/, ''), Number((m[2] ?? '').replace(/[, \u00A0\u202F]/g, ''))]));

/**
 * A CSV export set the same way, its header naming the months ('metric,Jul-2025,Aug-2025,Sep-2025') and each row a
 * measure and its counts ('Customers at start of month,410,428,441', 'Customers lost,25,27,26'): each row's months.
 */
interface MonthRow { text: string; lower: string; cells: Map<string, number> }
function csvMonthRows(sentences: readonly SentenceFacts[]): MonthRow[] {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const at = written.findIndex((s) => { const cells = s.lower.trim().split(','); return cells.length >= 3 && cells.slice(1).every((c) => monthRow.test(c.trim())); });
  if (at < 0) return [];
  const months = (written[at] as SentenceFacts).lower.trim().split(',').slice(1).map((c) => c.trim());
  const rows: MonthRow[] = [];
  for (const s of written.slice(at + 1)) {
    const [label, ...cells] = s.lower.trim().split(',');
    if (cells.length !== months.length || !cells.every((c) => /^\d+$/.test(c.trim()))) break;
    rows.push({ text: s.text, lower: (label ?? '').trim(), cells: new Map(cells.map((c, k) => [months[k] ?? '', Number(c)])) });
  }
  return rows;
}

export function churnFromMonthRows(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const derived = sentences.filter((s) => s.derived && !s.projected);
  const csv = csvMonthRows(sentences);
  const inCsv = csv.some((s) => openingRow.test(s.lower)) && csv.some((s) => lostRow.test(s.lower));
  // The derived rows' month cells are read only for the two rows found.
  const rows: readonly { text: string; lower: string }[] = inCsv ? csv : derived;
  const opening = rows.find((s) => openingRow.test(s.lower));
  const lost = rows.find((s) => lostRow.test(s.lower));
  if (!opening || !lost) return null;
  const cellsOfRow = (row: { lower: string }) => (inCsv ? (row as MonthRow).cells : monthCells(row.lower));
  const [bases, gone] = [cellsOfRow(opening), cellsOfRow(lost)];
  const months = [...gone.keys()].filter((month) => (bases.get(month) ?? 0) > 0);
  const latest = months[months.length - 1];
  if (!latest || gone.size < 2 || months.length !== gone.size || !monthRow.test(latest)) return null;
  const share = (gone.get(latest) ?? 0) / (bases.get(latest) ?? 1);
  return share >= 0.05 && share < 1 ? churnFlag(`${opening.text} ${lost.text}`, share >= 0.1) : null;
}

/**
 * A cohort table aligned by spaces whose last column is the retention a year on, its header split over lines
 * ('Savers  Still active after  Retention' / 'Cohort  acquired  6 mo.' / '12 mo.  at 12 mo.'), each row a cohort
 * ending with its percentage ('Jan\u2013Mar 2023  8,400  5,460  3,950  47%'). The header names retention and, on its
 * last line, twelve months; the rows' last figures are that retention. Returns the latest cohort's retention.
 */
const retentionHeader = /\bretention\b|\bretenus?\b|\btaux de retention\b/;
const yearOnHeader = /\b(at|after|a|apres) (12 mo\.?|12 months|12 mois|m12)\s*\.?$/;
const cohortRow = /^(?:[a-z]{3,9}(?:[\u2013-][a-z]{3,9})? 20\d\d|q[1-4] 20\d\d|t[1-4] 20\d\d|20\d\d)\s+\d[\d,\s]*?\s(\d{1,3})%$/;
export function cohortRetentionColumn(sentences: readonly SentenceFacts[]): { percent: number; evidence: string } | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i < written.length; i += 1) {
    if (!retentionHeader.test((written[i] as SentenceFacts).lower)) continue;
    const end = written.slice(i, i + 4).findIndex((s) => yearOnHeader.test(s.lower));
    if (end < 0) continue;
    const rows = written.slice(i + end + 1).map((s) => ({ s, m: cohortRow.exec(s.lower) })).filter((r) => r.m);
    const latest = rows[rows.length - 1];
    if (!latest?.m) continue;
    return { percent: Number(latest.m[1]), evidence: `${(written[i] as SentenceFacts).text} ${latest.s.text}` };
  }
  return null;
}

export function churnFromRetentionColumn(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const kept = cohortRetentionColumn(sentences);
  return kept && kept.percent < 55 ? churnFlag(kept.evidence, kept.percent < 30) : null;
}
