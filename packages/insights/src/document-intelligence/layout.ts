/**
 * Lists and tables split across lines, read as the sentences they stand for. A deck or a statement
 * puts one fact on several lines: a lead-in ending in ':' and its bullet items ('Revenue by customer:'
 * then '- Shoprite: 48%'), or a table whose header row names the years and whose rows carry a label
 * and one figure per year. Each is also given to the rules as one sentence: the list joined after its
 * lead-in, each table row written with its header ('Revenue 2022: EUR 2400k; 2023: EUR 2150k'), with
 * the caption's currency and scale ('(USD thousands)', '(en milliers d'euros)'). Numbers are read by
 * the company's one number reader (contracts/money-reader.ts, decision 0032). Linear in the text. Tables by
 * year are read in layout-years.ts.
 */
import { parseMoney } from './money';
import { amount, captionUnit, cellNumber, cellSplit, cellsOf, fold, ruleLine } from './layout-cells';
import { periodTable } from './layout-periods';
import { costLabel, forecastCaption, headerYears, inlineYearSeries, notCostLabel, yearColumnSentences, yearHeaderTable } from './layout-years';
import { customerAmountShares, shareRows } from './layout-shares';
import { joinSplitCells, labelValueRun, moneyRows } from './layout-split';
import { headerRows } from './header-rows';
import { wraps } from '../text/sentences';
import { repairedOcrColumns, repairedStatementLine } from './statement-line-repair';
import { cohortRetention } from './cohort-retention';
import { strayFigureSpace } from './ocr-digits';
import { recurringBridgeSentences } from './recurring-bridge';
import { measureContinuations } from './measure-continuation';
import { closingYears } from './fiscal-years';

const bullet = /^\s*(?:[-*\u2022\u25AA\u25E6\u25CF\u2023\u2013\u2014>]+|\d{1,2}[.)](?=\s))\s*/;

/**
 * A statement of two columns, label and amount, whose currency is in its header or caption
 * ('Line | KES' then 'Revenue | 40,000,000'): each row written as the sentence 'Revenue: KES 40000000.'.
 */
function labelValueRows(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const header = cellsOf(lines[at] ?? '');
  // A header of words, or of a word and one year ('Line | FY2024'); or no header, the caption just above the rows.
  const oneYear = (cell: string) => /^(FY\s?)?20\d\d$/i.test(cell);
  const headed = header.length === 2 && header.every((cell) => !/\d/.test(cell) || oneYear(cell));
  const unit = captionUnit([lines[at - 2] ?? '', lines[at - 1] ?? '', lines[at] ?? '']);
  if (!unit || header.length !== 2 || (!headed && (cellNumber(header[1] ?? '') === null || cellSplit.test(lines[at - 1] ?? '')))) return null;
  const rows: string[] = [];
  let end = headed ? at : at - 1;
  for (let j = end + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').trim();
    if (ruleLine.test(line) && line.includes('-')) { end = j; continue; }
    const cells = cellsOf(line);
    const value = cells.length === 2 && /[A-Za-z\u00C0-\u00FF]/.test(cells[0] ?? '') ? cellNumber(cells[1] ?? '') : null;
    if (value === null) break;
    // '(3,980,000)' on a cost line is the accounts' sign for a charge, not a negative cost.
    const isCost = costLabel.test(fold(cells[0] ?? '')) && !notCostLabel.test(fold(cells[0] ?? ''));
    rows.push(`${cells[0]}: ${amount(isCost ? value.replace(/^-/, '') : value, unit)}`);
    end = j;
  }
  return rows.length ? { rows: rows.map((row) => `${row}.`), end } : null;
}


/** Words a wrapped line ends on: the sentence goes on in the next line. */
const openEnd = /(,|\b(from|to|of|and|or|with|by|than|the|our|its|at|for|in|de|du|des|la|le|les|a|\u00E0|et|ou|en|pour|par|que|sur|avec|notre|nos|son|sa|ses|contre))$/i;
const valueStart = /^[\d$\u20A6\u20AC\u00A3\u20B5(-]|^(US\$|USD|EUR|KES|NGN|GHS|ZAR|XOF|XAF|MAD|KSh)\b/;

/**
 * A line that does not end its sentence: a hard-wrapped line ('Revenue fell to $1.1M from' then
 * '$1.6M in 2023.'), a line the next one continues in lower case, or a short label whose value is on
 * the next line ('Monthly burn' then '$85,000', 'Runway:' then '5 months').
 */
function continues(line: string, next: string): boolean {
  if (/[.!?;]$/.test(line) || bullet.test(next) || headerYears(next)) return false;
  if (openEnd.test(line) || /^[a-z\u00E0-\u00FF]/.test(next)) return true;
  // A label that ends in its colon waits for its value however it is worded, a sentence maybe before it on its line
  // ('Customers place 6 orders before lapsing. Contribution per order after rider pay, fuel and packaging:').
  const colon = line.endsWith(':');
  const label = colon ? line.slice(0, -1).split(/(?<=[.!?])\s+/).pop() ?? '' : line;
  return (valueStart.test(next) || moneyFirst(next)) && !/\d/.test(label.replace(labelDate, ' ')) && label.split(/\s+/).length <= (colon ? 12 : 6);
}

/** A line that opens on an amount in any currency the money reader knows ('R 780k', 'GH\u20B5 410k', 'KES 11.2m / month'). */
const moneyFirst = (line: string) => /\d/.test(line) && parseMoney(line)[0]?.start === 0;
/**
 * The date or period a label is given for ('Cash in bank (31 Oct)', 'Cash and equivalents, 30 Sep', 'Net burn,
 * 3-month average', 'Revenue FY25'): no figure of the label's, so the label still waits for its value.
 */
const labelDate = /\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|fevr?|f\u00E9vr?|mars|avr|mai|juin|juil|ao\u00FBt|aout|sept?|oct|nov|d\u00E9c|dec)[a-z\u00E9\u00FB]*\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|\b\d{1,2}-(month|mois|week|semaine)s?\b|\bFY\s?\d\d\b|\b20\d\d\b|\b[QTH][1-4]\b/gi;

/** A line of a holder or a party and its share ('Zanele Dube, CEO — 19%', 'Fondateurs (Yacine et Leïla) : 37 %', 'ESOP 12%'). */
const shareItem = /^[^|\d][^|]{1,80}?\s*[\u2013\u2014:-]?\s*\d{1,3}(?:[.,]\d+)?\s?%(\s*\([^)]*\))?\.?$/;
/** The lines of holders and shares from `from` on, as written. */
function shareItems(lines: readonly string[], from: number): string[] {
  const items: string[] = [];
  for (let j = from; j < lines.length && shareItem.test((lines[j] ?? '').trim()); j += 1) items.push((lines[j] ?? '').trim().replace(/\.$/, ''));
  return items;
}

/** A heading line that leads a list without a colon ('Where our revenue comes from', 'Top customers by share of 2024 revenue'): short, no figure but a year, no full stop. */
// A slide's or section's number is no figure ('SLIDE 8 - THE PLAN', 'Section 4 - Risks').
// A numbered section's heading ('1. Chiffre d'affaires et marge brute par campagne', 'B) Customers') is one, its number aside.
const sectionNumber = /^\s*(\d{1,2}(\.\d{1,2})?|[A-H])[.)]\s+(?=\p{L})/u;
const heading = (written: string) => {
  const line = written.replace(sectionNumber, '');
  return line.length > 0 && !/[.!?;|]/.test(line) && !/\d/.test(line.replace(/(?<!\d)20\d\d(?!\d)/g, '').replace(/^\W*(slide|section|part|partie|page)\s+\d{1,2}\b/i, '')) && line.split(/\s+/).length <= 8;
};

/** A statement line of a label and a bare amount ('Cost of goods sold 2,480,000', 'Gross loss (330,000)'). */
const labelAmountLine = /^([A-Za-z\u00C0-\u00FF][A-Za-z\u00C0-\u00FF' &/-]*?)\s*:?\s+(\(?-?\d[\d,.\u00A0\u202F ]*\)?)$/;
/** A label with a date or a comma before its colon and an amount with its scale ('Cash at bank, 31 October: 18.4m'). */
// An earlier period's figure may follow in brackets ('Revenue, Q3 2025: 240 (Q2: 226)'): the line's own figure is the first.
const labelColonAmountLine = /^([A-Za-z\u00C0-\u00FF][^|:]*?)\s*:\s*(\(?-?\d[\d,.\u00A0\u202F ]*\)?)\s?(k|m|mn|bn|million|millions)?(?:\s*\([^()]*\))?$/i;
const lineScale: Record<string, string> = { k: 'k', m: 'M', mn: 'M', million: 'M', millions: 'M', bn: 'bn' };

/**
 * The period a caption gives its lines ('Chiffres du trimestre (MFCFA)', 'Figures for the quarter (USD)'), written
 * after each line's label ('Chiffre d'affaires du trimestre') so that the money reader takes a quarter's revenue or
 * burn for a quarter's, not a month's. A stock ('Trésorerie au 31 mars', 'Cash', 'Dettes') has no period, and a
 * label that names its own period keeps it.
 */
const captionPeriods: readonly [RegExp, string][] = [
  [/\b(du|ce|de ce) trimestre\b|\btrimestriel/, ' du trimestre'], [/\b(for|of) the quarter\b|\bquarterly\b/, ' for the quarter'],
  [/\b(du|ce|de ce) semestre\b|\bsemestriel/, ' du semestre'],
  [/\b(du|ce|de ce) mois\b|\bmensuel/, ' du mois'], [/\b(for|of) the month\b|\bmonthly\b/, ' for the month'],
];
const captionPeriod = (caption: string): string => captionPeriods.find(([pattern]) => pattern.test(fold(caption)))?.[1] ?? '';
const stockLabel = /\b(tresorerie|cash|disponibilites|liquidites|solde|balance|dettes?|debts?|loans?|emprunts?|capitaux|equity|stocks?|inventory|creances|receivables|effectifs?|headcount|total assets|total actif)\b/;
const ownPeriod = /\b(annuel\w*|mensuel\w*|trimestr\w*|semestr\w*|mois|annee|exercice|year|month|quarter|annual|monthly|ytd|20\d\d|[qtsh][1-4])\b/;
// Cash that moves is a flow ('Consommation nette de trésorerie', 'Net cash used', 'Variation de trésorerie').
const movingLabel = /\b(consommation|flux|flows?|sorties?|entrees?|variation|burn|used|outflows?|inflows?|generated|generee?)\b/;
const flowPeriod = (label: string, period: string): string => {
  const folded = fold(label);
  return period && (!stockLabel.test(folded) || movingLabel.test(folded)) && !ownPeriod.test(folded) ? period : '';
};

/**
 * A list item under a heading that names the month its figures are for ('Situation financière (moyenne mensuelle,
 * juillet à septembre)' then '- Chiffre d'affaires : 3 100 000 FCFA'; 'Monthly averages, Q3' then '- Revenue: $42k'): a
 * flow's one amount is a month's, written so after it ('3 100 000 FCFA par mois') for the money reader. A stock ('Trésorerie
 * au 30 septembre'), a label naming its own period or a running total ('cumulé', 'to date') keeps its figure as written.
 */
const monthAfterAmount: Record<string, string> = { ' du mois': ' par mois', ' for the month': ' a month' };
const runningTotal = /\b(cumul\w*|to date|since|depuis|total raised|leve\w*)\b/;
// One unit's figures ('Per-truck economics (monthly)', 'Revenu moyen par abonné') are no month of the company's.
const perUnit = /\b(per|par|each|chaque|unit\w*|unitaires?)\b|\bper-/;
/**
 * The heading's month, when it names one; its closing aside may say it and run past a heading's length ('Situation
 * financière actuelle (moyenne mensuelle, juillet à septembre 2026)'), the title before it still a heading's.
 */
function captionMonth(line: string): string {
  const period = captionPeriod(line);
  const title = line.replace(/\s*\([^()]{1,60}\)\s*$/, '');
  return monthAfterAmount[period] && !perUnit.test(fold(line)) && heading(title) ? period : '';
}
function itemForCaptionMonth(item: string, period: string): string {
  const month = monthAfterAmount[period];
  const m = /^([^:]{2,60}?)\s*:\s*(.+?)[.;]?$/.exec(item);
  const money = m ? parseMoney(m[2] ?? '') : [];
  if (!month || !m || money.length !== 1 || (m[2] ?? '').trim().length !== money[0]?.end || money[0].period !== null) return item;
  const label = m[1] ?? '';
  return flowPeriod(label, period) && !runningTotal.test(fold(label)) && !perUnit.test(fold(label)) ? `${label} : ${(m[2] ?? '').trim()}${month}` : item;
}

/**
 * A statement written line by line under a caption naming its currency, one space between label and
 * amount ('Income statement 2024 (USD)' then 'Revenue 2,150,000'): each line written as 'Revenue: USD 2150000.'.
 */
function captionedLines(lines: readonly string[], at: number): { rows: string[]; end: number } | null {
  const unit = captionUnit([lines[at] ?? '']);
  if (!unit || labelAmountLine.test((lines[at] ?? '').trim())) return null;
  const rows: string[] = [];
  const period = captionPeriod(lines[at] ?? '');
  let end = at;
  for (let j = at + 1; j < lines.length; j += 1) {
    // Dot leaders, OCR digits and split words repaired first ('C0ST 0F SALES ...... (4,65O,OOO)').
    const written = repairedStatementLine((lines[j] ?? '').replace(bullet, '').trim());
    const m = labelAmountLine.exec(written) ?? labelColonAmountLine.exec(written);
    const value = m ? cellNumber(m[2] ?? '') : null;
    if (!m || value === null) break;
    const label = (m[1] ?? '').trim();
    const isCost = costLabel.test(fold(label)) && !notCostLabel.test(fold(label));
    const scale = lineScale[(m[3] ?? '').toLowerCase()];
    rows.push(`${label}${flowPeriod(label, period)}: ${amount(isCost ? value.replace(/^-/, '') : value, scale ? { ...unit, scale } : unit)}.`);
    end = j;
  }
  return rows.length >= 2 ? { rows, end } : null;
}

// A short line, not a sentence: a projection list's item ('Year 1 (2025): $0.3M revenue').
const yearLine = (line: string) => !/[.!?]$/.test(line) && line.split(/\s+/).length <= 10 && (line.match(/(?<!\d)20\d\d(?!\d)/g) ?? []).length === 1 && /\d/.test(line.replace(/(?<!\d)20\d\d(?!\d)/, ''));

/**
 * Lines of a block led by a heading, each naming one year and a figure ('Five-year projections' then
 * 'Year 1 (2025): $0.3M revenue', 'Year 2 (2026): $1.5M revenue'): the heading and its lines, bullets or not.
 */
function yearBlock(lines: readonly string[], at: number): string[] {
  const block: string[] = [];
  for (let j = at + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? '').replace(bullet, '').trim();
    if (!yearLine(line) || cellSplit.test(line)) break;
    block.push(line);
  }
  return block.length >= 2 ? block : [];
}

/** A line of 'year: figure' cells set apart by bars ('Revenue 2025: RWF 310m (actual) | 2026: RWF 1.6bn'): one series, not a table's row. */
const yearFigureCells = (line: string) => {
  const cells = cellsOf(line);
  // The colon after each year ('2026: RWF 1.6bn'); a bare year mark ('2026F 260') is a table's, read by year-series.ts under its caption.
  return cells.length >= 2 && cells.every((cell) => /(?<!\d)20\d\d\s?:\s?\D{0,6}\d/.test(cell));
};

/** Lines under a heading of projections: figures the company expects, not its revenue or costs (findings leave them out). */
export function projectedLines(text: string): Set<string> {
  const lines = text.split(/\r?\n|\r/);
  const out = new Set<string>();
  lines.forEach((line, i) => {
    if (!heading(line.trim().replace(/:$/, '')) || !forecastCaption.test(fold(line))) return;
    // A line the plan marks as actual ('FY2025 revenue (actual, est.): USD 0.6m') is the company's figure, not a projection.
    for (const item of yearBlock(lines, i)) if (!/\b(actuals?|reel|realise|realised|realized)\b/.test(fold(item))) out.add(item);
    // 'Financial plan' then 'Revenue: 2025 $0.4M, 2026 $1.9M, 2027 $6.5M': a line of several years' figures under it.
    for (let j = i + 1; j < lines.length && j <= i + 3; j += 1) {
      const next = (lines[j] ?? '').replace(bullet, '').trim();
      if (!next || (cellSplit.test(next) && !yearFigureCells(next))) break;
      if (new Set(next.match(/(?<!\d)20\d\d(?!\d)/g) ?? []).size >= 2 && /\d/.test(next.replace(/(?<!\d)20\d\d(?!\d)/g, ''))) out.add(next);
    }
  });
  return out;
}

/** Sentences that lists and tables stand for, to read beside the text's own sentences. */
export function layoutSentences(text: string): string[] {
  // A scanned table's figures read back from OCR letters first ('l4 2l8 6OO', '2O23'), and a stray space before a separator closed ('1 ,820').
  // A fiscal year written over two calendar years is read as the year it closes ('FY2023/24  FY2024/25' heads 2024 and 2025).
  const lines = joinSplitCells(closingYears(text).split(/\r?\n|\r/)).map((line) => repairedOcrColumns(line.replace(strayFigureSpace, '')));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trim();
    // A table with a header row of years (layout-years.ts).
    const byYear = yearHeaderTable(lines, i);
    if (byYear) {
      out.push(...byYear.sentences);
      i = byYear.end;
      continue;
    }
    // An ARR bridge's one-off lines, written out; the bridge's lines are still read by the readers below.
    out.push(...recurringBridgeSentences(lines, i));
    const cohorts = cellSplit.test(line) ? cohortRetention(lines, i) : null;
    if (cohorts) {
      out.push(...cohorts.rows);
      i = cohorts.end;
      continue;
    }
    const turned = cellSplit.test(line) ? yearColumnSentences(lines, i) : null;
    if (turned) {
      out.push(...turned.sentences);
      i = turned.end;
      continue;
    }
    const statement = cellSplit.test(line) ? labelValueRows(lines, i) ?? shareRows(lines, i) ?? periodTable(lines, i) ?? headerRows(lines, i) ?? moneyRows(lines, i) : null;
    if (statement) {
      out.push(...statement.rows, ...customerAmountShares(lines, i));
      i = statement.end;
      continue;
    }
    const captioned = cellSplit.test(line) ? null : captionedLines(lines, i);
    if (captioned) {
      // Its rows may be customers under a caption of revenue by customer: their shares too.
      out.push(...captioned.rows, ...customerAmountShares(lines, i + 1));
      i = captioned.end;
      continue;
    }
    out.push(...measureContinuations(lines, i));
    const keyFigures = labelValueRun(lines, i);
    if (keyFigures) {
      out.push(keyFigures.sentence);
      i = keyFigures.end;
      continue;
    }
    const series = inlineYearSeries(line);
    if (series) out.push(series);
    const next = (lines[i + 1] ?? '').trim();
    // A wrapped line of prose is already one sentence with the next (text/sentences.ts): not read twice.
    if (next && continues(line, next) && !wraps(line, next)) out.push(`${line} ${next}`);
    const yearItems = heading(line.replace(/:$/, '')) ? yearBlock(lines, i) : [];
    if (yearItems.length > 0 && !bullet.test(lines[i + 1] ?? '')) {
      const forecast = forecastCaption.test(fold(line)) ? ' (forecast)' : '';
      out.push(`${line.replace(/:$/, '')}: ${yearItems.join('; ')}.${forecast}`);
      i += yearItems.length;
      continue;
    }
    // A heading over lines of a holder and a share, bullets or not ('Cap table (post-seed)' then 'Zanele Dube, CEO — 19%').
    const shares = (line.endsWith(':') || heading(line)) && !bullet.test(lines[i + 1] ?? '') ? shareItems(lines, i + 1) : [];
    if (shares.length >= 2) {
      out.push(`${line.replace(/:$/, '')}: ${shares.join('; ')}.`);
      i += shares.length;
      continue;
    }
    const month = captionMonth(line);
    if ((line.endsWith(':') || heading(line) || month) && i + 1 < lines.length && bullet.test(lines[i + 1] ?? '')) {
      const items: string[] = [];
      // An item may go on over indented lines ('- Dangote Group' then '  62% of 2024 revenue').
      for (let j = i + 1; j < lines.length && (bullet.test(lines[j] ?? '') || (items.length > 0 && /^\s+\S/.test(lines[j] ?? ''))); j += 1) {
        const item = (lines[j] ?? '').replace(bullet, '').trim();
        if (bullet.test(lines[j] ?? '')) items.push(item);
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${item}`;
        i = j;
      }
      out.push(`${line}${line.endsWith(':') ? '' : ':'} ${items.map((item) => itemForCaptionMonth(item, month)).join('; ')}.${forecastCaption.test(fold(line)) && yearBlock(lines, i - items.length).length > 0 ? ' (forecast)' : ''}`);
    }
  }
  return out;
}
