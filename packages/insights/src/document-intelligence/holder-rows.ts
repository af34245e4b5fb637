/**
 * A cap table read as rows of holders and their stakes, however it is set: a pipe table, a CSV or semicolon export
 * ('holder,class,shares,pct' then 'Amara Okafor (CEO),ordinary,2100000,21.0'), one sentence of 'Holder 30%' items
 * between semicolons, or a list of 'Holder : 52 %' lines
 * under a caption about who owns the capital ('Répartition du capital après la clôture'). The stake column is found by
 * its header ('%', 'pct', 'pourcentage', 'stake'), so a stake written without its '%' ('| 14.0 |') reads too; a table
 * with no stake column but a column of share counts ('Shareholder   Shares' ... 'Total   10,000,000') reads its counts
 * as stakes of the total row, or of their sum; so does a list of count lines under a caption ('– Investor: 6,100
 * Series A shares', or the count alone under its holder's line), against the total the caption states when it does
 * ('Post-money capitalisation: 10,000 shares'). Founders
 * are the rows whose holder cell names a founder's title, or the people a caption names as founders ('(founders:
 * A. Okafor, T. Bello)', '(fondateurs : F. Ndiaye, M. Sow)'). Only a whole table (its stakes add to about 100%) says
 * anything: the active founders' sum under 40% is a small founder stake, one holder other than a founder, a pool or
 * a group at 50% or more holds control, and a holder whose cell says they left ('COO until Jun 2024', 'ancien DG')
 * and who still holds a stake is dead equity, as is one whose footnote says so ('K. Moyo *' then '* former engineer,
 * resigned 2023'). A founder a note names as gone ('3. Mr X resigned as an employee in 2023') is no working founder.
 * Values go through the one number reader (cellNumber). One pass.
 */
import { affiliatedHolders } from './affiliated-holders';
import { definedFounders } from './defined-founders';
import { numberedFounders } from './numbered-founders';
import { leaverNames } from './departed-holdings';
import { cellNumber } from './layout-cells';
import { foldName } from './customer-names';
import { saysInactiveFounder } from './inactive-holders';
import { partyCountTables, shareCountListTables } from './share-count-lists';
import { executiveTitle, foundersCounted } from './founder-count';
import { equityReturned } from './red-flag-rules';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import { withFractionStakes, withSpelledPercents } from './spelled-percents';

/** `role`: the row's other cells ('ordinary, 1650000, co-founder & CEO'), where a notes or status column names a founder or a leaver. */
interface HolderRow { holder: string; stake: number; sentence: SentenceFacts; role?: string }

// An attendance sheet of a general meeting heads its holders' column with its own title ('Feuille de présence   Actions   Voix').
const holderHeader = /^(feuille de presence|attendance (sheet|list|register)|(share|stock)?holders?|names?|noms?|actionnaires?|associee?s?|detenteurs?|porteurs?|titulaires?|investors?|investisseurs?|beneficiaires?|(full )?names? of (the )?(members?|shareholders?|holders?)|members?|nom (de l'actionnaire|du titulaire|de l'associee?))$/;
/**
 * A register numbers its entries before naming the holder ('No. | Name of member | ... | Shares held', 'N° compte |
 * Titulaire | Actions'): the holder's column may follow one such number column.
 */
const entryNumberHeader = /^(no\.?|n[o\u00b0]\.?|#|nr\.?|num(ero|ber)?|(n[o\u00b0]\.? )?(compte|account|entry|folio|ligne|line)( no\.?)?|(account|entry|folio) (no\.?|number))$/;
// '% capital', 'capital %': the share of the capital, the % sign saying it is a stake and not an amount paid in.
// 'Part du capital', 'Part détenue': the share of the capital said in French words; '% post-money': the stake once the round closes.
const stakeHeader = /^(%|pct|percent(age)?|pourcentage|stake|ownership|(% )?(fully diluted|fd|held|of shares|du capital|detenu)( %)?|% \((fully diluted|fd|dilue)\)|detention|participation|share %|% fd|quote-part|part (du|de) capital|part detenue|% (of )?(share )?capital|(share )?capital %|% post-money|post-money %)$/;
/** A column of one class of shares: 'Ordinary', 'Ordinaires', 'Préf. A', 'Series A', 'Seed Pref'. */
const shareClassHeader = /^(ordinary|ordinaires|common|preferred|preference|pref\.?( [a-e])?|pref(erence|erentielles?)? [a-e]|series [a-e]|serie [a-e]|seed( pref\.?)?|categorie [a-e]|class [a-e])$/;
/** A column of share counts: 'Shares', 'Number of shares', 'Nombre d'actions', 'Titres'. */
// The count as it stands now, beside a column of what a round will make it ('Shares today   After both tranches',
// 'Actions avant l'opération   Après'): the first such column is the capital held today.
const countHeader = /^((number of |no\.? of |nombre d'|nb d')?(ordinary |issued |fully diluted )?(shares|actions|titres|parts( sociales)?)( ordinaires| preferentielles| de preference)?( held| detenue?s| fd)?( today| now| currently| at present| aujourd'hui| actuel(le)?s?| avant (l'operation|la levee|le tour))?|(share|stock) count)$/;
/** A caption about who owns the capital, above a list of 'Holder : N %' lines; a register of members lists the same holders. */
// 'Principaux actionnaires :' is the French 'Shareholders:'.
// An attendance sheet of a general meeting lists the holders with their shares as a register does.
const capitalCaption = /\b(feuille de presence|attendance (sheet|list|register)|cap(itali[sz]ation)? table|capitali[sz]ation|shareholding|shareholders|ownership|share capital|actionnariat|actionnaires|repartition du capital|table de capitalisation|capital social|detention du capital|register of (members|shareholders)|share register|registre des (titres|actionnaires|associes|mouvements de titres))\b/;
/** The capital at a moment: 'Capital après l'opération', 'capital at closing'. */
// 'Répartition après l'opération :', 'Split after closing:': who holds what once the deal is done, the capital left unsaid.
const capitalAfter = /\b((le |du |the )?capital|repartition|split|ownership) (apres|avant|post|pre|au closing|after|before|at closing|following|a l'issue (de|du|d'))\b/;
const listRow = /^\s*(?:[-*\u2022]\s*)?([^:;|]{2,80}?)\s*:\s*(\d+(?:[.,]\d+)?)\s?%/;
/** The same line set as a column, the stake after a run of spaces and closing the line ('Nile Fund II (incl. this round)   52.4%'). */
const alignedListRow = /^\s*(?:[-*\u2022]\s*)?([^:;|\d\s][^:;|]{1,80}?)\s{2,}(\d+(?:[.,]\d+)?)\s?%\s*$/;
/** 'Founders (2, both full-time): 1.9M shares', 'Total: 6.0M shares': a count of shares, a stake once the total is known. */
// 'Amina Yusuf (co-founder, CEO) — 2,200,000 ordinary': a dash may stand for the colon and the class for the word 'shares';
// the 'Total — 10,000,000' row needs no unit.
// A dash may open the row as its bullet ('\u2013 Investor: 6,100 Series A shares'), and the class name a series ('Series A', 'de catégorie B').
const shareClass = String.raw`(?:(?:ordinary|preferred|preference|common|seed|(?:series|class|serie|categorie) [a-z]\d?) ){0,2}`;
// A class may name its series before its kind ('Volta Fund II LP: 5,200,000 Series A Preferred').
const countRow = new RegExp(String.raw`^\s*(?:[-*\u2022\u2013\u2014]\s*)?((?:\([^()]*\)|[^:;|()\u2013\u2014]){2,80}?)\s*[:\u2013\u2014]\s*(\d[\d,.\u00A0\u202F ]*(?:\s?(?:k|m|mn|million))?)(?:\s+(?:${shareClass}(?:shares|actions|titres|parts sociales)|${shareClass}(?:ordinary|preferred|preference|options|ordinaires|preferentielles))\b|\s*$(?<=^\s*(?:total|grand total)\b.*))`);
/** The total a caption states: 'Post-money capitalisation: 10,000 shares', 'Capital social : 1 000 000 actions'. */
const captionCount = new RegExp(String.raw`:\s*(\d[\d,.\u00A0\u202F ]*)\s+${shareClass}(?:shares|actions|titres|parts sociales)\b`);
/** A holder's count alone on its line, under the holder's line ('Leila Trabelsi (fondatrice, CTO) :' then '12 000 actions'). */
const loneCount = new RegExp(String.raw`^\s*(\d[\d,.\u00A0\u202F ]*)\s+${shareClass}(?:shares|actions|titres|parts sociales)( ordinaires| de preference)?\s*\.?\s*$`);
const founderTitle = /\b(co-?founders?|founders?|founding|fondat\w+|cofondat\w+|co-fondat\w+)\b/;
/** Founders a caption names: '(founders: A. Okafor, T. Bello)', 'fondatrices : Mme Tremblay et Mme Nguyen'. */
const namedFounders = /\b(?:co-?founders?|founders?|cofondat\w+|fondat(?:eurs?|rices?))\s?:\s?([^\n]{3,160})/;
/**
 * The names a caption lists, each person's aside left out ('Founders: A. Diop (Chief Executive Officer) and K. Sarr
 * (CTO)' names Diop and Sarr, not the officer); a closing bracket left open ends the list ('(founders: A. Okafor, T. Bello)').
 */
const withoutAsides = (list: string) => list.replace(/\([^()]*\)/g, ' ').split(')')[0] ?? '';
/** A holder said to have gone: '(COO until Jun 2024)', '(former CTO)', '(ancien DG, parti en 2023)'. */
const leaver = /\b(former|departed|resigned|left (in|on|the company)|left ((january|february|march|april|may|june|july|august|september|october|november|december) )?(19|20)\d\d|until (\w+ )?\d{4}|jusqu'(en|au|a) |ancien(ne)?s? |partie? en|sortie? en|a quitte)/;
/** A holder that is a company or a fund, not a person: its name may share a word with a founder's without being theirs. */
const entityHolder = /\b(groupe?|holdings?|fund|fonds|capital|ventures|partners|investments?|investissements?|ltd|llc|lp|plc|sa|sarl|sas|spa|inc|limited|company|societe)\b/;
/** Rows that are not one holder: pools, groups, the rest and the whole. */
const notOneHolder = /\b(esop|pool|options?|option plan|bspce|bsa\w*|warrants?|unallocated|non attribu\w*|others?|other investors|autres?|angels|investors|investisseurs|shareholders|actionnaires|holders|employees|salaries|team|equipe|public|float|total|ensemble des|divers|reserved?|regime)\b/;

const stakeValue = (cell: string): number | null => {
  const value = cellNumber(cell.replace(/%/g, '').trim());
  return value === null ? null : Number(value);
};

/** Columns set with runs of spaces, as a PDF or a plain-text export lays a table out. */
const aligned = /\s{3,}/;
/**
 * A row of a table set with spaces: the holder, then its figures ('daniel kiprop (co-founder; left 2023) 1,400,000
 * 14.0'). Only the figures are cut at spaces, since a long holder cell may leave one space before the first figure.
 */
// A dash stands for an empty figure cell ('Lagoon Capital   -   6,600,000   55.0%'): a cell all the same, so the row keeps its width.
const alignedFigures = /^(.*?[^\d\s.,%\u2013\u2014-])\s+((?:\d[\d,.]*\s?%?|[\u2013\u2014-])(?:\s+(?:\d[\d,.]*\s?%?|[\u2013\u2014-]))*)$/;
// A text column beside the holder ('Nubia Fund   Pref A   55') is cut at its run of spaces as the header's cells are; figures
// set apart by runs of spaces are cut only there, so a count grouped by single spaces ('4 100 000    41,0') stays one cell.
// A holder's aside too long for its column leaves one space before the next cell ('tarig ibrahim (co-founder, left 2024)
// ordinary   6'): when the row is a cell short of the header, the closing parenthesis ends the holder.
function alignedRow(line: string, width: number): string[] {
  const row = alignedFigures.exec(line.trim());
  if (!row) {
    // A text column after the figures ('kilimanjaro holdings limited   tanzania   5,500,000   ordinary'): cut at every
    // run of spaces; a holder's aside that overflowed its column ends at its closing parenthesis, as below.
    const cells = line.trim().split(/\s{3,}/);
    const overflow = cells.length === width - 1 ? /^(.*\))\s+([^\s()][^()]*)$/.exec(cells[0] ?? '') : null;
    return overflow ? [overflow[1] ?? '', overflow[2] ?? '', ...cells.slice(1)] : cells;
  }
  const figures = (row[2] ?? '').trim();
  const texts = (row[1] ?? '').trim().split(/\s{3,}/);
  const cells = [...texts, ...(/\s{2,}/.test(figures) ? figures.split(/\s{2,}/) : figures.split(/\s+(?=\d|[\u2013\u2014-](?:\s|$))/))];
  const aside = cells.length === width - 1 ? /^(.*\))\s+([^\s()][^()]*)$/.exec(texts[0] ?? '') : null;
  return aside ? [aside[1] ?? '', aside[2] ?? '', ...cells.slice(1)] : cells;
}
/**
 * A row whose figures are not known ('Angels (SAFE - see note)   -   ?   ?', '| BSA AIR 2023 | ? | ? |'): no stake to
 * read, but the table goes on below it.
 */
function unknownRow(line: string, by: RegExp): boolean {
  const figures = (by === aligned ? line.trim().split(/\s{3,}/) : split(line, by)).slice(1);
  return figures.length > 0 && figures.every((c) => /^[?\u2013\u2014-]*$/.test(c)) && figures.some((c) => c.includes('?'));
}

/** A stake alone on its line, under the holder's line ('Tunde Bakare (co-founder, CEO)' then '21.4%'). */
const loneStake = /^\s*(\d+(?:[.,]\d+)?)\s?%\s*$/;

/** How a header splits into cells: pipes, semicolons, tabs, commas without a space after them (a CSV export), or runs of spaces. */
function delimiterOf(line: string): RegExp | null {
  // 'Shareholder | Class | Shares | %': a pipe table, with or without its outer pipes.
  if (/^\s*\||\S\s*\|\s*\S/.test(line)) return /\s*\|\s*/;
  if ((line.match(/;/g) ?? []).length >= 2) return /\s*;\s*/;
  if (line.includes('\t')) return /\t+/;
  if ((line.match(/,/g) ?? []).length >= 2 && !/,\s/.test(line)) return /,/;
  return /\S\s{3,}\S/.test(line) ? aligned : null;
}
/** A row's cells; a comma inside a holder's parentheses ('Nia Kamau (founder, CEO)') does not split it. */
const split = (line: string, by: RegExp) => line.trim().replace(/^\||\|$/g, '').replace(/\([^()]*\)/g, (inside) => inside.replace(/[,;]/g, ' ')).split(by).map((c) => c.trim());

/**
 * Rows of share counts as stakes, in percent of the 'Total' row, else of the total the caption states ('Post-money
 * capitalisation: 10,000 shares'), else of their sum. Against a stated total, rows that leave holders out do not add to 100%.
 */
function asStakes(rows: readonly HolderRow[], captionTotal: number | null): HolderRow[] {
  const total = rows.find((r) => /^(total|grand total)\b/.test(r.holder))?.stake ?? captionTotal ?? rows.reduce((sum, r) => sum + r.stake, 0);
  return total > 0 ? rows.map((r) => ({ ...r, stake: (100 * r.stake) / total })) : [];
}

/**
 * A cap table written inline, one holder an item between semicolons, each item closed by its stake ('Cap table: Joseph
 * Mensah (co-founder, left in 2023) 12%; Abena Osei (founder, CEO) 30%; Volta Fund 58%'): its rows, a caption before a
 * colon left out of the first holder. Three items at least, each with its stake, or none.
 */
const inlineItem = /^\s*(.*?[^\d\s.,%])[\s:,]*?\s(\d+(?:[.,]\d+)?)\s?%\s*\.?\s*$/;
// `underCaption`: the line before is a caption about the capital ('Capitalisation (post-seed, fully diluted)').
function inlineRows(s: SentenceFacts, underCaption = false): HolderRow[] {
  // Semicolons part the items; or, under a caption about the capital (in the sentence or the line before it), commas and
  // a last 'and' just after a stake ('Capital après l'opération : fondateurs 36 %, Fonds Atlas 52 % et BSPCE 12 %',
  // 'Capitalisation' then 'Founders together 34%, seed lead 21%, ...'), as a revenue or use-of-funds split is not.
  const bySemicolon = s.lower.split(';');
  const captioned = underCaption || capitalCaption.test(s.lower) || capitalAfter.test(s.lower);
  // Or pipes or middle dots, as a term sheet or a slide sets the post-money table on one line ('Investor 51.0% | Founder/CEO 24.0% | ESOP 7.0%').
  // A semicolon closing the line ('GLIP 55,6 % ; fondateurs 40,8 % ;', the last holder wrapped to the next line) opens no item.
  const items = (bySemicolon.length >= 3 || !captioned ? bySemicolon : s.lower.split(/(?<=%)\s*(?:[,;|\u00b7\u2022]|\b(?:and|et)\b)\s*/)).filter((item, k, all) => k < all.length - 1 || item.trim() !== '');
  // Two holders make a table too under a caption about the capital ('Shareholding' then 'Ocean Blue Holdings, 61%; Jean-Paul
  // Morel, founder, 39%'); only a whole table (about 100%) says anything.
  if (items.length < (captioned ? 2 : 3)) return [];
  const rows: HolderRow[] = [];
  for (const [k, item] of items.entries()) {
    const m = inlineItem.exec(item);
    const stake = m ? stakeValue(m[2] ?? '') : null;
    if (!m || stake === null) return [];
    const holder = (m[1] ?? '').trim();
    rows.push({ holder: k === 0 ? holder.replace(/^[^:()]*:\s*/, '') : holder, stake, sentence: s });
  }
  return rows;
}

/**
 * A header of moments only ('Today   After closing', 'Actuel   Après l'opération'), its holders' column left unnamed,
 * under a caption about the shares ('Issued shares (ordinary only)'): the rows are holders, the first column their
 * counts as they stand. A caption about anything else (revenue by quarter) makes no cap table of it.
 */
const momentColumn = /^(today|now|current(ly)?|at present|before( (the )?(round|closing|completion))?|pre-?(money|closing|round)|after( (the )?(round|closing|completion))?|post-?(money|closing|round)|aujourd'hui|actuel(le)?|avant( (l'operation|la levee|le closing))?|apres( (l'operation|la levee|le closing))?)$/;
const sharesCaption = /\b(issued|outstanding) (ordinary )?shares\b|\bactions (emises|en circulation)\b/;
function datedCountColumns(cells: readonly string[], caption: SentenceFacts | null): boolean {
  if (!caption || cells.length < 1 || !cells.every((c) => momentColumn.test(c))) return false;
  return sharesCaption.test(caption.lower) || capitalCaption.test(caption.lower);
}

/** Each whole cap table's rows, in the order written. */
function holderTables(sentences: readonly SentenceFacts[]): HolderRow[][] {
  const tables: HolderRow[][] = [];
  let columns: { by: RegExp; width: number; stake: number; holder: number; percentOnly?: boolean } | null = null;
  let listing = false;
  let captionTotal: number | null = null;
  let current: HolderRow[] = [];
  let counted = false;
  let pending: SentenceFacts | null = null;
  let partial: { line: string; sentence: SentenceFacts } | null = null;
  let previous: SentenceFacts | null = null;
  const close = () => {
    if (current.length > 1) tables.push(counted ? asStakes(current, captionTotal) : current);
    current = [];
    counted = false;
  };
  for (const s of sentences) {
    if (s.derived) continue;
    const inline = columns || listing ? [] : inlineRows(s);
    if (inline.length) { tables.push(inline); continue; }
    if (columns) {
      // A row cut in two by a paste ('Amara Nwosu (CEO) | Ordinary' then '| 21.5'): the next line, opening on the delimiter, ends it.
      // Or, in a table set with spaces, a holder cell wrapped onto a second line ('employee share pool (allocated' then
      // 'and unallocated)   1,000,000   10.0'): the line with the open parenthesis and no figure, ended by the next.
      const joined: { line: string; sentence: SentenceFacts } | null = partial !== null && (/^\s*\|/.test(s.lower) || columns.by === aligned) ? partial : null;
      const line: string = joined ? `${joined.line} ${s.lower}` : s.lower;
      const rowSentence = joined ? joined.sentence : s;
      partial = null;
      const cells = columns.by === aligned ? alignedRow(line, columns.width) : split(line, columns.by);
      const stake = cells.length === columns.width && (!columns.percentOnly || (cells[columns.stake] ?? '').includes('%')) ? stakeValue(cells[columns.stake] ?? '') : null;
      const holderCell = cells[columns.holder];
      if (stake !== null && holderCell && !/^-+$/.test(holderCell)) { current.push({ holder: holderCell, stake, sentence: rowSentence, role: cells.slice(columns.holder + 1).join(', ') }); continue; }
      if (columns.by !== aligned && cells.length >= 2 && cells.length < columns.width && !/\d/.test(cells[cells.length - 1] ?? '')) { partial = { line, sentence: s }; continue; }
      if (columns.by === aligned && !joined && !/\d/.test(line) && /\([^()]*$/.test(line)) { partial = { line, sentence: s }; continue; }
      if (/^[\s|:-]+$/.test(s.lower) || unknownRow(line, columns.by)) continue;
      columns = null; close();
    }
    if (listing) {
      const count: RegExpExecArray | null = current.length === 0 || counted ? countRow.exec(s.lower) : null;
      // A stake spelled out ('Founders ....... thirty-three per cent', 'cofondatrice : un huitième') reads as its figure.
      const row = count ?? (counted ? null : listRow.exec(withFractionStakes(withSpelledPercents(s.lower))) ?? alignedListRow.exec(s.lower));
      const stake = row ? stakeValue(row[2] ?? '') : null;
      if (row && stake !== null) { current.push({ holder: row[1] ?? '', stake, sentence: s }); counted = count !== null; continue; }
      // A holder on one line and its stake alone on the next, as a slide or a PDF extract splits a 'Holder : N %' line.
      const alone = pending && !counted ? loneStake.exec(s.lower) : null;
      if (pending && alone) { current.push({ holder: pending.lower, stake: stakeValue(alone[1] ?? '') ?? 0, sentence: pending }); pending = null; continue; }
      // The same split for a count of shares: a stake once the total is known (asStakes).
      const aloneCount = pending && (current.length === 0 || counted) ? loneCount.exec(s.lower) : null;
      const shares = aloneCount ? stakeValue(aloneCount[1] ?? '') : null;
      if (pending && shares !== null) { current.push({ holder: pending.lower, stake: shares, sentence: pending }); counted = true; pending = null; continue; }
      if (!pending && !/\d/.test(s.lower) && s.lower.length <= 80 && !delimiterOf(s.lower)) { pending = s; continue; }
      // The caption's whole table in the one line after it, its items parted by commas.
      const inlineUnder = current.length === 0 && !pending ? inlineRows(s, true) : [];
      pending = null; listing = false; close();
      if (inlineUnder.length) { tables.push(inlineUnder); continue; }
    }
    const by = /\d/.test(s.lower) ? null : delimiterOf(s.lower);
    if (by) {
      const cells = split(s.lower, by);
      // No stake or count header, but columns of moments ('| Before closing | After closing |', '| Post-money |'): the last moment's
      // column holds the stakes when its cells are percentages (percentOf), as a term sheet gives the holdings after the round.
      const named = cells.findIndex((c) => stakeHeader.test(c));
      const moment = named < 0 && !cells.some((c) => countHeader.test(c)) ? cells.findLastIndex((c, i) => i > 0 && momentColumn.test(c)) : -1;
      const stake = named >= 0 ? named : moment;
      // No stake column: a column of share counts, read as stakes of the 'Total' row or of their sum (asStakes).
      // Or, when the columns are share classes ('| Actionnaire | Ordinaires | Préf. A | Total |'), their total.
      const count = stake > 0 ? -1 : cells.findIndex((c) => countHeader.test(c)) >= 0 ? cells.findIndex((c) => countHeader.test(c)) : cells.some((c) => shareClassHeader.test(c)) ? cells.findIndex((c) => /^total$/.test(c)) : -1;
      const holder = holderHeader.test(cells[0] ?? '') ? 0 : entryNumberHeader.test(cells[0] ?? '') && holderHeader.test(cells[1] ?? '') ? 1 : -1;
      if (cells.length >= 2 && holder >= 0 && (stake > holder || count > holder)) { columns = { by, width: cells.length, stake: stake > 0 ? stake : count, holder, percentOnly: moment > 0 }; counted = stake <= 0; continue; }
      // No holder's header over the names, only moments over the counts, under a caption about the shares.
      if (by === aligned && datedCountColumns(cells, previous)) { columns = { by, width: cells.length + 1, stake: 1, holder: 0 }; counted = true; continue; }
    }
    // 'Capital à l'issue de l'opération (non dilué)': the capital at a moment captions a list as well.
    previous = s;
    listing = !s.lower.includes('%') && (capitalCaption.test(s.lower) || capitalAfter.test(s.lower));
    const stated = listing ? captionCount.exec(s.lower) : null;
    captionTotal = stated ? stakeValue(stated[1] ?? '') : null;
  }
  close();
  return tables.filter((rows) => {
    const total = rows.filter((r) => !/^(total|grand total|ensemble)\b/.test(r.holder)).reduce((sum, r) => sum + r.stake, 0);
    return total >= 95 && total <= 105;
  });
}

/**
 * Founders a sentence names as the company's founders: 'Founded in 2019 by Amina Diallo and Tomás Reis', 'fondée en 2019
 * par Ahmed Attoumani, ingénieur frigoriste, et Zaïnaba Ali'. Only the parts written as names (each word capitalised in
 * the text) are people; an aside between them ('ingénieur frigoriste') or the clause after them is not.
 */
// 'constituée en mars 2021 par M. A, Mme B et M. C': the company formed by its founders, the month before the year.
const foundedBy = /\b(?:co-?founded|founded|cofondee?s?|co-fondee?s?|fondee?s?|creee?s?|constituee?s?)(?: (?:en|in) (?:(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december) )?(?:19|20)\d\d)? (?:by|par) ([^.;:\n()]{3,160})/;
function foundedByNames(s: SentenceFacts): string[] {
  const found = foundedBy.exec(s.lower);
  if (!found?.[1]) return [];
  const capitalised = new Set(s.text.split(/[^\p{L}'-]+/u).filter((w) => /^\p{Lu}/u.test(w)).map(foldName));
  return found[1].split(/,|;|\bet\b|\band\b|&/).map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length >= 1 && words.length <= 3 && words.every((w) => /^[a-z'-]{2,}$/.test(w) && capitalised.has(w)))
    .map((words) => words[words.length - 1]!).filter((surname) => surname.length >= 3);
}

/**
 * A person named with a founder's title in apposition, wherever the text introduces the team: 'Anrafa Soilihi,
 * cofondatrice et CEO', 'Peter Mwangi (co-founder, CTO)', 'Lucy Njeri — founder'. The name is the capitalised words
 * just before the title; the surname is its last word.
 */
// An executive's title may come first: 'Dawit Mengistu (CEO, co-founder, ...)', 'Karim B. (Président, cofondateur)'.
const namedWithTitle = /(\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+){0,2})[ \t]*(?:,|\(|\u2014|\u2013| -)[ \t]*(?:\p{L}[\p{L}'-]*(?:[ \t]+\p{L}[\p{L}'-]*){0,2}(?:,|[ \t]+and|[ \t]+et|[ \t]*&)[ \t]*)?(?:[Cc]o-?[Ff]ounder|[Ff]ounder|[Cc]o-?[Ff]ondat|[Ff]ondat)/gu;
function namedWithFounderTitle(s: SentenceFacts): string[] {
  return [...s.text.matchAll(namedWithTitle)].map((m) => foldName(m[1]!.split(/[ \t]+/).pop()!)).filter((surname) => surname.length >= 3);
}

/** The surnames of the founders a caption names, as folded words, and of those a sentence says founded the company. */
function captionFounders(sentences: readonly SentenceFacts[]): string[] {
  // The parties a list defines as the founders by their numbers (numbered-founders.ts).
  const names: string[] = numberedFounders(sentences);
  for (const s of sentences) {
    // Or the parties an agreement defines as the Founders (defined-founders.ts).
    names.push(...foundedByNames(s), ...namedWithFounderTitle(s), ...definedFounders(s));
    const named = namedFounders.exec(s.lower);
    if (!named?.[1]) continue;
    for (const person of withoutAsides(named[1]).split(/,|;|\bet\b|\band\b|&/)) {
      const surname = person.trim().split(/[\s.]+/).filter((w) => /^[a-z'-]{3,}$/.test(w) && !/^(mme|mrs|mlle)$/.test(w)).pop();
      if (surname) names.push(surname);
    }
  }
  return names;
}

/**
 * The note a holder's closing marker points at ('K. Mahlangu *' then, under the table, '* former engineers, resigned
 * 2022'): the first line written after the table's last row, its own marker dropped as a bullet when the text was read.
 * Empty for a holder with no marker.
 */
function footnoteOf(holder: string, rows: readonly HolderRow[], sentences: readonly SentenceFacts[]): string {
  if (!/(\*{1,3}|\u2020{1,2})\s*$/.test(holder)) return '';
  const last = sentences.indexOf(rows[rows.length - 1]!.sentence);
  return last < 0 ? '' : sentences.slice(last + 1).find((s) => !s.derived)?.lower ?? '';
}

/**
 * The holder's cell names one of those the text says have left, by a word of their name ('tumelo ramotswe (co-founder)').
 * A namesake is another person: 'Loïc Mba' left, and the row 'Fabrice Ondo Mba' shares his surname, not his given name.
 */
const honorific = /^(mr|mrs|ms|dr|mme|mlle|madame|monsieur|prof|sir|me)$/;
function namesLeaver(holder: string, left: ReadonlySet<string>): boolean {
  const words = holder.split(/[^a-z'-]+/).filter((word) => word.length > 0 && !honorific.test(word));
  return [...left].some((person) => {
    const named = person.split(' ').filter((word) => !honorific.test(word));
    if (!named.some((word) => word.length >= 3 && words.includes(word))) return false;
    const [given = '', ...rest] = named;
    const [holderGiven = ''] = words;
    return !(rest.length > 0 && given.length >= 3 && holderGiven.length >= 3 && !named.includes(holderGiven) && !words.includes(given));
  });
}

const flag = (ruleId: RiskFlag['ruleId'], row: HolderRow, severity: RiskFlag['severity'], title: string, recommendation: string, occurrences = 1): RiskFlag => ({
  ruleId, category: 'cap-table', title, severity, evidence: excerpt(row.sentence.text), occurrences, recommendation,
});

/** The flags a whole cap table's rows raise, for the classes not already raised. */
export function holderRowFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  // Tables laid out in rows, then capitals listed holder by holder in one sentence of share counts.
  const tables: HolderRow[][] = [...holderTables(sentences), ...shareCountListTables(sentences), ...partyCountTables(sentences)];
  if (tables.length === 0) return [];
  const named = captionFounders(sentences);
  const counted = foundersCounted(sentences);
  const left = leaverNames(sentences);
  const out: RiskFlag[] = [];
  for (const rows of tables) {
    // The holder's cell or, in a table, a notes or status column ('Kwame Asante,ordinary,1650000,co-founder & CEO', '| Deux anciens développeurs | 90 000 | partis en 2024 |').
    // A company's row is no founder's, though it shares a word with a founder's name ('Groupe Ahmed Investissements' beside 'Mariem Ahmed (fondatrice)').
    const isFounder = (r: HolderRow) => founderTitle.test(r.holder) || founderTitle.test(r.role ?? '') || (!entityHolder.test(r.holder) && named.some((n) => new RegExp(String.raw`\b${n}\b`).test(r.holder)));
    // A leaver whose shares were bought back ('(titres rachetés depuis)') holds nothing. A holder marked by a footnote
    // ('K. Mahlangu *' then '* former engineers, resigned 2022') is said to have left in the footnote.
    const said = (r: HolderRow) => `${r.role ?? ''} ${footnoteOf(r.holder, rows, sentences)}`;
    const gone = rows.filter((r) => (leaver.test(r.holder) || leaver.test(said(r))) && r.stake > 0 && !equityReturned.test(r.sentence.lower) && !equityReturned.test(said(r)));
    // A founder the text says has left, in a note under the table ('3. Mr X resigned as an employee in 2023'), is not a working founder either.
    const saidFounders = rows.filter((r) => isFounder(r) && !gone.includes(r) && !saysInactiveFounder(r.sentence.lower) && !namesLeaver(r.holder, left));
    // No row says 'founder': the text's count of founders may name the executives' rows as theirs (founder-count.ts).
    const titled = rows.filter((r) => executiveTitle.test(r.holder) && !gone.includes(r) && !notOneHolder.test(r.holder));
    const founders = !rows.some(isFounder) && titled.length > 0 && titled.length === counted ? titled : saidFounders;
    const stake = founders.reduce((sum, r) => sum + r.stake, 0);
    const [first] = founders;
    if (first && stake < 40 && !raised.has('low-founder-ownership')) {
      out.push(lowFounderOwnershipFlag(stake, first.sentence, founders.length));
    }
    // One holder may stand on a row per class of share ('Savanna Growth Fund I LP | Seed Pref' and '| Series A'): its stake is their sum.
    // So may one investor through several funds the text ties together (affiliated-holders.ts).
    const together = affiliatedHolders(sentences, rows.filter((r) => !isFounder(r) && !notOneHolder.test(r.holder)).map((r) => r.holder.trim()));
    const byHolder = new Map<string, HolderRow>();
    for (const r of rows) { const key = together.get(r.holder.trim()) ?? r.holder.trim(); const known = byHolder.get(key); byHolder.set(key, known ? { ...known, stake: known.stake + r.stake } : r); }
    const controller = [...byHolder.values()].find((r) => r.stake >= 50 && !isFounder(r) && !notOneHolder.test(r.holder));
    if (controller && !raised.has('investor-control')) {
      out.push(flag('investor-control', controller, 'medium', 'An investor holds control', 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.'));
    }
    const [leaverRow] = gone;
    if (leaverRow && !raised.has('dead-equity')) {
      out.push(flag('dead-equity', leaverRow, 'high', 'Departed people still hold equity', 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.', gone.length));
    }
    if (out.length) return out;
  }
  return out;
}
