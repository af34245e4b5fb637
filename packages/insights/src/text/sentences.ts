/**
 * Sentence splitting for pasted documents. Slide decks arrive as short lines without
 * full stops, prose as paragraphs: every line break ends a unit, and inside a line a
 * sentence ends at . ! or ? followed by space and a capital, digit, quote or currency
 * sign, unless the word before is a known abbreviation ('Inc.', 'e.g.', 'Dr.', 'Mme.'), the French 'M.' before a
 * name, or an initial that opens a line or a table cell ('| J. Banda |').
 * One pass over the text: linear in its length.
 */

const abbreviations = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'inc', 'ltd', 'co', 'corp', 'plc', 'vs', 'etc', 'mme', 'mlle',
  'e.g', 'i.e', 'eg', 'ie', 'no', 'approx', 'est', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug',
  'sep', 'sept', 'oct', 'nov', 'dec', 'fig', 'u.s', 'u.k',
  // A case's parties: 'Olatunji v. CoverNaija'.
  'v',
]);

// Bullets • ▪ ◦ ● ‣ and dashes – —, as \u escapes so the server bundle stays ASCII (apps/server/build.mjs).
const bulletPrefix = /^(?:[-*\u2022\u25AA\u25E6\u25CF\u2023\u2013\u2014>]+|\d{1,2}[.)](?=\s))\s*/;
// The lookbehind starts a match only at the beginning of a run of punctuation, so a long run
// ('.....') is scanned once instead of once per character.
// (₦ € £ ₵ as \u escapes, as above.)
// A capital may carry an accent ('... en 2022. À eux deux, ...', '... close. Éric a ...'): \u00C0-\u00DE are the accented capitals.
const boundary = /(?<![.!?])[.!?]+["')\]]*\s+(?=["'(\u20A6$\u20AC\u00A3\u20B5A-Z\u00C0-\u00D6\u00D8-\u00DE0-9])/g;

const initialAtCellStart = /(^|\|\s*|[A-Z]\.\s?)[A-Z]$/;
/** An initial inside a bracket still open ('Founders (J. Otieno, K. Banda) 29.5%'): names listed, no sentence ends there. */
const initialInBracket = /\([^()]{0,60}(?<![^\s(,])[A-Z]$/;
/** The French 'M.' (Monsieur) before a name: 'le cofondateur, M. Diallo, a quitté la société'. */
const monsieur = /(^|[\s(,;:])M$/;
/** A name's initial after a title ('Ms P. Dlamini', 'Dr K. Mensah', 'Mme A. Diallo'): no sentence ends there. */
const initialAfterTitle = /\b(Mr|Mrs|Ms|Miss|Dr|Prof|Mme|Mlle|M)\.?\s[A-Z]$/;
/**
 * A middle initial inside a row set with runs of spaces ('Amos K. Saydee      Ordinary    180,000    18.0'): a table's
 * row holds no two sentences, so a capital standing alone after a name's word ends none there.
 */
const middleInitial = /\b[A-Z][a-z]+\s[A-Z]$/;
const spacedRow = /\S\s{3,}\S/;

function previousWord(line: string, end: number): string {
  let start = end;
  while (start > 0 && /[A-Za-z.]/.test(line[start - 1] ?? '')) start -= 1;
  return line.slice(start, end).toLowerCase().replace(/\.+$/, '');
}

const answerNo = /\?\s*[|;\u2013\u2014-]?\s*no$/i;

/** A row of a pipe table ('| Actionnaire | Ordinaires | Préf. A | Total |'): one unit, its cells' abbreviations no sentence end. */
const pipeRow = /^\s*\|.*\|\s*$/;

function splitLine(line: string, out: string[]): void {
  if (pipeRow.test(line)) { if (line.trim()) out.push(line.trim()); return; }
  let start = 0;
  boundary.lastIndex = 0;
  for (let match = boundary.exec(line); match; match = boundary.exec(line)) {
    const punctuationAt = match.index;
    // 'No.' as a number's mark ('Suit No. 412') ends nothing, but as a form's answer to the question before it does ('... hold
    // shares or options? | No. One adviser's options lapsed ...'): the explanation after it is a sentence of its own.
    if (line[punctuationAt] === '.' && abbreviations.has(previousWord(line, punctuationAt)) && !answerNo.test(line.slice(Math.max(0, punctuationAt - 8), punctuationAt))) continue;
    // A name's initial at the start of a line or a table cell ('| J. Banda | 34% |'), not a sentence's end.
    if (line[punctuationAt] === '.' && initialAtCellStart.test(line.slice(Math.max(0, punctuationAt - 6), punctuationAt))) continue;
    if (line[punctuationAt] === '.' && initialInBracket.test(line.slice(Math.max(0, punctuationAt - 62), punctuationAt))) continue;
    if (line[punctuationAt] === '.' && monsieur.test(line.slice(Math.max(0, punctuationAt - 2), punctuationAt))) continue;
    if (line[punctuationAt] === '.' && initialAfterTitle.test(line.slice(Math.max(0, punctuationAt - 8), punctuationAt))) continue;
    if (line[punctuationAt] === '.' && spacedRow.test(line) && middleInitial.test(line.slice(Math.max(0, punctuationAt - 30), punctuationAt))) continue;
    const sentence = line.slice(start, match.index + match[0].length).trim();
    if (sentence) out.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
}

/**
 * Dot leaders, as statements and contents pages set a label against its figure ('Revenue ....... GH₵ 9.8m',
 * 'Chiffre d'affaires ........ 14,8 millions de dirhams'): a run of four dots or more, or of two ellipsis
 * characters, is no sentence end but the gap between a label and its value, read as ': '. A line that ends on
 * a leader has its value on the next line (a PDF extract): the two are read as one line. Runs are bounded by
 * the text, so this stays one pass. A short fill of two or three dots set apart by spaces, after a word and before a
 * figure ('Gross margin ... 40%', 'Avg shop life .. 10 months', as a scanned list sets its shorter labels), is one too:
 * an ellipsis follows its word without a space, and a pause in speech is not followed by a figure each time.
 */
const leader = /\s*(?:\.\s?){4,}\s*|\s*\u2026{2,}\s*|(?<=[a-z\u00E0-\u00FF)]) +\.{2,3} +(?=[^\s\d]{0,3}\s?\d)/gi;
const endsOnLeader = /(?:(?:\.\s?){4,}|\u2026{2,})\s*$/;

/**
 * Prose hard-wrapped at a fixed width, as emails, letters and PDF extracts give it ('... it was not in' then
 * 'default under any facility'): a long line that ends on no stop, followed by a line that goes on with the same
 * sentence (a lower-case word, a figure, or anything after a line that ends on 'of', 'by', 'de'...; after a colon, a
 * figure), is one line
 * with it, so a negation, a hedge or a date on one line governs the words on the next. Bullets and table rows
 * (pipes, tabs, wide gaps) are never joined: their line breaks are the layout's.
 */
const wrapWidth = 50;
const cellGap = /\||\t|\S\s{3,}\S/;
/**
 * A CSV export's row ('Amara Okafor (CEO),ordinary,2100000,21.0'): separators with no space after them, none with one.
 * A line in which one sentence ends and the next begins ('450,000-share pool. The 162,000 difference has not been')
 * is prose wrapped at a width, whatever its figures' commas.
 */
const proseStop = /\b(?!mrs\b)[a-z]{3,}\.\s+[A-Z]/;
// A semicolon set between two cells with no space either side ('3;Toutes les autorisations sont-elles obtenues ?;Oui. ...;D-3.2')
// marks an export's row even when its cells hold prose with spaced commas and semicolons: French prose spaces its ' ; '.
const csvRow = (line: string) => ((line.match(/[,;]\S/g) ?? []).length >= 2 && !/[,;]\s/.test(line) && !proseStop.test(line)) || (line.match(/[^\s;];[^\s;]/g) ?? []).length >= 2;
const openEnd = /\b(of|to|in|on|at|by|for|from|with|than|and|or|the|a|an|our|its|their|was|were|is|are|has|have|had|not|de|du|des|la|le|les|un|une|et|ou|en|pour|par|que|sur|avec|dans|notre|nos|son|sa|ses|est|sont|a ete|pas)$/i;
const figureFirst = /^(?:[A-Z]{3}\s?\d|[$\u20A6\u20AC\u00A3\u20B5]\s?\d|\d)/;
const goesOn = /^[a-z\u00E0-\u00FF0-9$\u20A6\u20AC\u00A3\u20B5(]/;
const indentOf = (raw: string) => raw.length - raw.trimStart().length;

/**
 * A numbered section's title on the next line ('04 Litigation', '3.2 Licences', '12 Commercial'): a heading opens its
 * own unit, it does not go on with the line above ('... granted June 2024; copy on file' then '04 Litigation').
 */
const numberedTitle = /^(\d{1,2}(\.\d{1,2}){0,3}\.?)\s+[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u00FF'-]*(\s+[A-Za-z\u00C0-\u00FF'&-]+){0,3}$/;

/**
 * A form set as a label column and a value column ('Current holdings:    Founders ... 70%; angel investors 20%;' then,
 * indented to the value column, 'ESOP pool (unallocated) 10% - fully diluted'): the indented line with no label of
 * its own goes on with the value above it.
 */
const formLine = /^(\S[^:|\t]{0,40}:)(\s{2,})\S/;
function formValueGoesOn(rawLine: string, rawNext: string): boolean {
  const form = formLine.exec(rawLine);
  if (!form || !rawNext.trim()) return false;
  const valueColumn = (form[1] ?? '').length + (form[2] ?? '').length;
  return indentOf(rawNext) === valueColumn && !/^[^:]{1,40}:/.test(rawNext.trim());
}

export function wraps(rawLine: string, rawNext: string | undefined): boolean {
  const line = rawLine.trim();
  const next = (rawNext ?? '').trim();
  // A numbered or bulleted item wrapped under its own hanging indent ('4. ... the resignation of Ms P. Dlamini, Chief
  // Operating' then '   Officer, effective 31 January'): the deeper indent says the item goes on, whatever the next line's first letter.
  const hanging = bulletPrefix.test(line) && indentOf(rawNext ?? '') > indentOf(rawLine);
  // A long numbered paragraph of minutes wrapped at the page's width ('4.1 Mr Okello informed the Board that ... he will step back'
  // then 'from his executive responsibilities ...'): a next line that opens in lower case goes on with it.
  const itemGoesOn = bulletPrefix.test(line) && line.length >= wrappedWidth && /^[a-z\u00E0-\u00FF]/.test(next);
  if (line.length < wrapWidth || !next || (bulletPrefix.test(line) && !hanging && !itemGoesOn) || bulletPrefix.test(next)) return false;
  if (numberedTitle.test(next)) return false;
  if (formValueGoesOn(rawLine, rawNext ?? '')) return true;
  if (cellGap.test(line) || cellGap.test(next) || csvRow(line) || csvRow(next)) return false;
  // '... and earn commission only:' then 'RWF 310M in the first half': the colon's figure is on the next line.
  if (/:$/.test(line)) return figureFirst.test(next);
  if (/[.!?;:]["')\]]*$/.test(line)) return false;
  return hanging || goesOn.test(next) || openEnd.test(line) || amountFirst.test(next) || properNounGoesOn(line, next) || nameCutAtWrap(line, next);
}

/**
 * A line as long as a wrapped paragraph's, ending on no stop, then a name ('... under the rules of the Kigali' then
 * 'International Arbitration Centre, and judgment ...'): the wrap fell before a capital, the sentence goes on. A label
 * ('Revenue: ...') or a short heading on the next line opens its own unit.
 */
const wrappedWidth = 80;
const nameFirst = /^[A-Z\u00C0-\u00DE][a-z\u00E0-\u00FF'-]+\b/;
const labelFirst = /^[^:]{1,40}:/;
const properNounGoesOn = (line: string, next: string) => line.length >= wrappedWidth && nameFirst.test(next) && !labelFirst.test(next) && next.length >= 40;

/**
 * A person's name cut by the wrap, the title and given name closing the line and the surname opening the next ('... dont
 * la gérante, Mme Nadine' then 'TSHALA, est la sœur de la Présidente'): one name, so one sentence.
 */
const titleAndGivenName = /(^|[\s(,;])(Mr|Mrs|Ms|Miss|Dr|Prof|Mme|Mlle|Me|M\.)\s+\p{Lu}[\p{L}'-]+$/u;
// The surname is set apart as a name is: in capitals, or closed by a comma or a bracket ('Fahmy, the chairman's brother').
const nameCutAtWrap = (line: string, next: string) => titleAndGivenName.test(line) && /^(\p{Lu}[\p{L}'-]*[,)]|\p{Lu}{2,}[\s,)])/u.test(next);

/** A line that opens on an amount whose currency is written in letters ('GH\u20B5 5.4m.', 'KSh 12m', 'USD 2.1m'): the wrapped sentence's figure. */
const amountFirst = /^(?:[A-Z]{3}|[A-Z]{2}[\u20B5$]|KShs?\.?|US\$)\s?\d/;

/**
 * An e-mail's quoted message ('> Notre comité souhaite ... sur (1) la procédure' then '> engagée par X devant le tribunal
 * de Y, ...'): each line carries the quote mark, which is no bullet; between two quoted lines the prose wraps as it would unquoted.
 */
const quoteMark = /^\s*(?:>\s?)+/;
const bothQuoted = (rawLine: string, rawNext: string | undefined) => quoteMark.test(rawLine) && quoteMark.test(rawNext ?? '');

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let carried = '';
  const lines = text.split(/\r?\n|\r/);
  for (const [i, rawLine] of lines.entries()) {
    const trimmed = rawLine.trim().replace(bulletPrefix, '');
    const line = carried ? `${carried} ${trimmed}` : trimmed;
    carried = '';
    const quoted = bothQuoted(rawLine, lines[i + 1]);
    if ((endsOnLeader.test(line) && trimmed) || (quoted ? wraps(rawLine.replace(quoteMark, ''), lines[i + 1]?.replace(quoteMark, '')) : wraps(rawLine, lines[i + 1]))) {
      carried = line;
      continue;
    }
    if (line) splitLine(line.replace(leader, ': ').replace(/^:\s*/, ''), out);
  }
  if (carried) splitLine(carried.replace(leader, ': ').replace(/:\s*$/, ''), out);
  return out;
}
