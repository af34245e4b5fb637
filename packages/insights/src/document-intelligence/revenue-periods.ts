/**
 * Revenue by quarter or by month in one sentence or table row, read in time order: 'MRR: July $84.0k /
 * August $81.2k / September $77.5k', 'Quarterly revenue Q1: USD 310k; Q2: USD 295k; ...', 'CA T1 2025 :
 * 410 k€ ; T2 2025 : 380 k€'. Each period label takes the amount written just after it; true when the
 * latest period's amount is below the one before's, in the same currency. Projections are left out.
 */
import { statedNumber } from './layout-cells';
import { suffixScales } from './money';
import { projection } from './revenue-series';
import type { SentenceFacts } from './sentence-facts';
import { monthIndex, monthNamesPattern } from './month-names';

// 'Sales - corrugated boxes', 'Ventes – ciment': one product's line above the total, not the company's revenue.
const subject = /^\W*(our |the |le |la |les |notre |nos |total |net |quarterly |monthly |trimestriel\w* |mensuel\w* )*(revenues?|sales|turnover|mrr|net sales|chiffre d'affaires|ca|ventes|revenus?|recettes)\b(?! per| par|\s?[-\u2013\u2014]\s?[a-z])/;
// A half ('H1 2026', 'S2 2025') counts as its last month, as a quarter does. A two-digit year may be joined by a
// hyphen, as spreadsheets head their columns ('Jul-25', 'Q3-25'); a bare two digits after a space is a day, not a year.
const label = new RegExp(String.raw`\b(?:([qths])([1-4])|(${monthNamesPattern}))\b\.?(?:\s?(?:fy\s?)?(20\d\d|'\d\d)|-(\d\d)\b)?\s?:?\s?`, 'g');

/**
 * A table's row as layout.ts reads it, its figures bare because the unit stands in the header ('| R'000 | Q1 | Q2 | Q3 |'
 * then '| Revenue | 4,200 | 3,900 | 3,600 |' is 'revenue q1: 4200; q2: 3900; q3: 3600.'): one unit for the whole row,
 * the period labels straight after the row's name. A percentage is no amount.
 */
const bareFigure = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d.,]?\d|\s?%)/;
const bareRowStart = new RegExp(String.raw`^\s(?:[qths][1-4]|${monthNamesPattern})\b`);

/**
 * Periods without a year beside periods with one ('CA du T2 : 290 k (T1 : 310 k ; T2 2024 : 250 k)', 'Q2: $540k vs Q1:
 * $510k and Q2 2024: $400k'): the undated ones are the report's own year, the latest one named; when that would name a
 * dated period twice (T2 and T2 2024), the dated one is the year before's, set beside for a year-on-year comparison.
 */
function withYearsOfUndated(read: readonly { year: number; month: number; amount: number; currency: string }[]): { key: number; amount: number; currency: string }[] {
  const dated = read.filter((p) => p.year > 0);
  const latestYear = Math.max(0, ...dated.map((p) => p.year));
  const mixed = dated.length > 0 && dated.length < read.length;
  const sameYearClash = mixed && read.some((p) => p.year === 0 && dated.some((d) => d.year === latestYear && d.month === p.month));
  const undatedYear = !mixed ? 0 : sameYearClash ? latestYear + 1 : latestYear;
  return read.map((p) => ({ key: (p.year || undatedYear) * 12 + p.month, amount: p.amount, currency: p.currency }));
}

/**
 * The periods are in a bracket after the sentence's own figure, which names no period of its own ('Revenue: N$1.42m
 * (August: N$1.31m; September 2024: N$0.86m)'): each is set beside that figure (the month before, the same month a year
 * before), not one after the other; revenueBesideEarlier reads the figure against the bracket's first.
 */
function bracketedAfterLead(s: SentenceFacts): boolean {
  const [lead, next] = s.money;
  if (!lead || !next) return false;
  label.lastIndex = 0;
  const first = label.exec(s.lower);
  label.lastIndex = 0;
  return first !== null && first.index > lead.end && /^\s*\(\s*$/.test(s.lower.slice(lead.end, first.index)) && !label.test(s.lower.slice(0, lead.start).replace(/^\W*/, ''));
}

export function revenuePeriodsFall(s: SentenceFacts): boolean {
  const named = subject.exec(s.lower);
  const bare = s.derived === true && s.money.length === 0 && named !== null && bareRowStart.test(s.lower.slice(named[0].length));
  if (!named || projection.test(s.lower) || s.projected || (s.money.length < 2 && !bare)) return false;
  const read: { year: number; month: number; amount: number; currency: string }[] = [];
  label.lastIndex = 0;
  // Labels and amounts both come in reading order: one pointer over the amounts keeps this linear.
  let k = 0;
  for (let m = label.exec(s.lower); m; m = label.exec(s.lower)) {
    const end = m.index + m[0].length;
    while (k < s.money.length && (s.money[k]?.start ?? 0) < end) k += 1;
    const next = s.money[k];
    const figure = bare ? bareFigure.exec(s.lower.slice(end)) : null;
    const money = next && next.start - end <= 2 ? next : figure ? { amount: statedNumber(figure[1] ?? ''), currency: '' } : undefined;
    if (!money) continue;
    const written = (m[4] ?? m[5] ?? '').replace("'", '');
    const year = written ? (written.length === 2 ? 2000 + Number(written) : Number(written)) : 0;
    // A quarter counts as its last month, so quarters and months order alike.
    const half = m[1] === 'h' || m[1] === 's';
    if (half && Number(m[2]) > 2) continue;
    const month = m[1] ? Number(m[2]) * (half ? 6 : 3) - 1 : monthIndex.get(m[3] ?? '') ?? -1;
    if (month >= 0) read.push({ year, month, amount: money.amount, currency: money.currency });
  }
  if (bracketedAfterLead(s)) return false;
  const points = withYearsOfUndated(read);
  if (points.length < 2 || new Set(points.map((p) => p.key)).size !== points.length) return false;
  // Months without a year on both sides of the turn of a year and none between ('January: $74k (December: $69k)'): the late ones are last year's.
  const wraps = points.every((p) => p.key < 12) && points.some((p) => p.key <= 2) && points.some((p) => p.key >= 9) && !points.some((p) => p.key > 2 && p.key < 9);
  const [latest, before] = points.map((p) => (wraps && p.key >= 9 ? { ...p, key: p.key - 12 } : p)).sort((a, b) => b.key - a.key);
  return Boolean(latest && before && latest.currency === before.currency && latest.amount < before.amount);
}

/**
 * Revenue said to be below an earlier period's, by name: '2025 revenue of $3.1M was below 2024 ($3.4M)',
 * 'sales came in lower than last year', 'le chiffre d'affaires est inférieur à celui de l'exercice
 * précédent'. Below a budget, a plan or a target is another matter and is left out.
 */
const belowEarlier = /\b(revenues?|sales|turnover|mrr|arr|chiffre d'affaires|ca|ventes|revenus?|recettes)\b(?:[^.;]|\.\d){0,50}\b(below|lower than|less than|short of|down on|under|inferieure? a|en dessous de|en deca de)\s(that of |those of |celui de |ceux de )?(the |its |our |l'|le |la )?((fy\s?)?20\d\d|last year'?s?|the (previous|prior) (year|quarter|month|period)|[qt][1-4]|an dernier|annee (precedente|derniere)|exercice precedent|trimestre precedent|mois precedent)\b/;
export const targetWords = /\b(budget\w*|plan|target\w*|forecast\w*|objecti\w+|previsions?|previsionnel\w*)\b/;

export function revenueBelowEarlier(s: SentenceFacts): boolean {
  if (!belowEarlier.test(s.lower) || targetWords.test(s.lower) || s.projected) return false;
  const [current, earlier] = s.money;
  return !(current && earlier && current.currency === earlier.currency && current.amount >= earlier.amount);
}

/**
 * Revenue with an earlier period's figure beside it in brackets, as statements and updates write it: 'rev R1.31m (Oct
 * R1.52m, Sep R1.60m)', 'Les ventes ont fléchi à 412 000 $ (T2 : 455 000 $)', 'Turnover KES 8.1m (FY2024: KES 9.0m)'.
 * The bracket names a period (a year, a quarter, a half, a month, 'last year', 'N-1'); a year later than the one the
 * sentence states before it is no earlier period. True when the figure is below the bracket's first, in its currency.
 */
const bracketSubject = /^(?:.{0,40}?:\s)?\W*(our |the |le |la |les |notre |nos |total |net |quarterly |monthly |trimestriel\w* |mensuel\w* )*(revenues?|rev|sales|turnover|mrr|net sales|chiffre d'affaires|ca|ventes|revenus?|recettes)\b(?! per| par)/;
const bracketPeriod = new RegExp(String.raw`^\s*\(\s*((?:fy\s?)?(20\d\d)|fy\s?\d\d|[qth][1-4](?:[\s-]?(?:20)?\d\d)?|s[12](?:[\s-]?(?:20)?\d\d)?|${monthNamesPattern}|last year|prior year|previous year|py|ly|n-1|an dernier|annee precedente|exercice precedent|trimestre precedent|mois precedent)\.?\s*:?\s*$`);

/** The bracket's figure first and its period after it: '3,2 M€ (3,6 M€ en 2024)', 'KES 8.1m (KES 9.0m in FY2024)', '(... l'an dernier)'. */
const periodClosing = /^\s*(?:in |en |au |for |pour |du )?((?:fy\s?)?(20\d\d)|last year|the previous year|the prior year|l'an dernier|l'annee precedente|l'exercice precedent|n-1)\s*\)/;
function periodAfter(lower: string, end: number, then: { start: number; end: number }): RegExpExecArray | null {
  return /^\s*\(\s*$/.test(lower.slice(end, then.start)) ? periodClosing.exec(lower.slice(then.end, then.end + 30)) : null;
}

export function revenueBesideEarlier(s: SentenceFacts): boolean {
  if (projection.test(s.lower) || s.projected || s.money.length < 1) return false;
  // The revenue opens the sentence, or is named just before its figure wherever the sentence starts ('the statement of
  // profit or loss shows revenue of KES 210m (2025: KES 265m)', 'le compte de résultat fait ressortir des ventes de ...').
  const subject = bracketSubject.exec(s.lower);
  const from = subject ? subject[0].length : s.money.find((m) => earnedBefore.test(s.lower.slice(Math.max(0, m.start - 60), m.start)))?.start;
  if (from === undefined) return false;
  for (let k = 0; k + 1 < s.money.length; k += 1) {
    const now = s.money[k];
    const then = s.money[k + 1];
    if (!now || !then || now.start < from || now.currency !== then.currency) continue;
    const bracket = bracketPeriod.exec(s.lower.slice(now.end, then.start)) ?? periodAfter(s.lower, now.end, then);
    if (!bracket) continue;
    const stated = (s.lower.slice(0, now.start).match(/(?<!\d)20\d\d(?!\d)/g) ?? []).map(Number);
    if (bracket[2] && stated.some((year) => year < Number(bracket[2]))) return false;
    return now.amount < then.amount;
  }
  return bareBracketBelow(s, from);
}

/**
 * The bracket's figure written without its currency, as the one before it gave it: 'Revenue: EGP 21.4m (Q1-25: 23.9m)'.
 * Its scale ('m', 'k') is read; with none, it is in the unit the sentence's figure is written in. The colon is needed:
 * '(October 2026)' dates the figure before it, its year is no earlier figure.
 */
const bareBracket = new RegExp(String.raw`^\s*\(\s*((?:fy\s?)?(20\d\d)|fy\s?\d\d|[qth][1-4](?:[\s-]?(?:20)?\d\d)?|s[12](?:[\s-]?(?:20)?\d\d)?|${monthNamesPattern}|last year|prior year|previous year|n-1)\.?\s*[:=]\s*(\d+(?:[.,]\d+)?)\s?(k|m|mn|bn)?\s*\)`);
function bareBracketBelow(s: SentenceFacts, from: number): boolean {
  for (const now of s.money) {
    if (now.start < from) continue;
    const m = bareBracket.exec(s.lower.slice(now.end, now.end + 40));
    if (!m) continue;
    const stated = (s.lower.slice(0, now.start).match(/(?<!\d)20\d\d(?!\d)/g) ?? []).map(Number);
    if (m[2] && stated.some((year) => year < Number(m[2]))) return false;
    const written = statedNumber(/\d+(?:[.,]\d+)?/.exec(now.text)?.[0] ?? '');
    const unit = m[4] ? suffixScales[m[4]] ?? 1 : written > 0 ? now.amount / written : 1;
    return now.amount < statedNumber(m[3] ?? '') * unit;
  }
  return false;
}

/**
 * Revenue set against an earlier period's figure after it, the revenue's name beside the first amount wherever it
 * stands: '22 000 € de facturation, contre 27 000 € facturés en septembre', 'Trading fees were ₦210M in Q2 2026,
 * against ₦380M in Q1', 'commission income of $80k this quarter versus $95k last quarter'. The second figure must
 * name its period (a month, a quarter, a year, 'last year'), so a figure set against a budget or a peer is not read,
 * nor one of a later year than the first's.
 */
// Recurring revenue by its short names too ('MRR: KES 3.7m in December, after KES 3.9m in November').
// What a company says it billed is its revenue too: 'nous avons facturé 312 millions', 'we invoiced $1.2m' (the verb, not 'une facture').
const earnedNoun = String.raw`(revenues?|mrr|arr|sales|turnover|chiffre d'affaires|ventes|recettes|facturation|billings|(?:trading|transaction|commission|platform|subscription|service|advisory) (?:fees|income)|commissions|(?:avons|avez|ont|a|avait|avions|avaient) facturee?s?|(?:we|they|has|have|had) (?:invoiced|billed))`;
// 'cost of sales', 'coût des ventes': a cost named after what it is the cost of, not revenue.
const earnedBefore = new RegExp(String.raw`(?<!\b(?:costs? of|cout des|couts des) )\b${earnedNoun}\b(?! per| par)[^.;\d]{0,25}$`);
const earnedAfter = new RegExp(String.raw`^\s*(?:of |de |d'|in |en )?(?:total |net )?${earnedNoun}\b(?! per| par)`);
// 'after', 'following', 'après' set a figure against the one before it in time as 'against' does: 'ETB 4.7m in Q3, after ETB 5.1m in Q2'.
// 'easing from October's ₦238m', 'slipping from $1.4m': a fall's verb with 'from' sets the figure against the one it left.
const setAgainst = /^[^.;]{0,45}?\b(against|versus|vs\.?|compared (with|to)|contre|par rapport a|au lieu de|after|following|apres|(?:down|lower|off|easing|eased|slipping|slipped|falling|fell|dropping|dropped|declining|declined|sliding|slid) from|en (?:baisse|recul) par rapport a)(?:\s+(?:the |its |our )?[a-z0-9 ]{2,25}'s)?\s*$/;
// A quarter or half by its ordinal is a period too: 'pour le quatrième trimestre 2024', 'in the fourth quarter'.
const ordinalPeriod = String.raw`(?:first|second|third|fourth|premier|premiere|deuxieme|second|seconde|troisieme|quatrieme) (?:quarter|half|trimestre|semestre)`;
const earlierNamed = new RegExp(String.raw`^\s*(?:[a-z']+\s){0,2}?(?:in |en |au |for |pour |du |de )?(?:the |le |la )?((fy\s?)?20\d\d|[qth][1-4]\b|(last|previous|prior) (year|quarter|month|period)|(an|annee|exercice|trimestre|mois) (dernier|derniere|precedent|precedente)|l'an dernier|${ordinalPeriod}|${monthNamesPattern})`);
// The earlier period named as the owner of the second figure: 'from October's ₦238m', 'against last year's $2.1m'.
const earlierOwner = new RegExp(String.raw`\b((fy\s?)?20\d\d|[qth][1-4]|(last|previous|prior) (year|quarter|month)|${monthNamesPattern})'s\s*$`);

export function revenueAgainstEarlier(s: SentenceFacts): boolean {
  if (s.money.length < 2 || s.projected || projection.test(s.lower) || targetWords.test(s.lower)) return false;
  for (let k = 0; k + 1 < s.money.length; k += 1) {
    const now = s.money[k];
    const then = s.money[k + 1];
    if (!now || !then || now.currency !== then.currency) continue;
    const named = earnedBefore.test(s.lower.slice(Math.max(0, now.start - 60), now.start)) || earnedAfter.test(s.lower.slice(now.end, now.end + 40));
    const between = s.lower.slice(now.end, then.start);
    if (!named || !setAgainst.test(between) || !(earlierNamed.test(s.lower.slice(then.end, then.end + 40)) || earlierOwner.test(between))) continue;
    // 'revenue of EUR 1.2m in 2025, against EUR 1.5m in 2026': the second figure's year after the first's is a later period.
    const firstYears = (s.lower.slice(Math.max(0, now.start - 60), then.start).match(/(?<!\d)20\d\d(?!\d)/g) ?? []).map(Number);
    const secondYear = Number(/(?<!\d)20\d\d(?!\d)/.exec(s.lower.slice(then.end, then.end + 40))?.[0] ?? 0);
    if (secondYear > 0 && firstYears.some((year) => secondYear > year)) continue;
    return now.amount < then.amount;
  }
  return false;
}
