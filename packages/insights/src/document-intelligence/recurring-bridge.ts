/**
 * An ARR or MRR bridge (walk, movement) written line by line: 'Opening ARR' then its additions and losses, then 'Closing
 * ARR'; each label may carry its figure on its own line or the next ('One-off data migration project' then '+0.40M').
 * A line of one-off revenue added between the opening and the closing figure is counted in the recurring revenue, which
 * no one line says: it is written out as the sentence it stands for ('ARR includes One-off hardware sale: 410.'), for the
 * non-recurring rule to read as prose. A line of one-off revenue taken out ('-0.40M', '(410)') is the honest bridge.
 */
import { fold } from './layout-cells';

const recurring = /\b(arr|mrr|annual recurring revenue|monthly recurring revenue|recurring revenue|revenus? recurrents?)\b/;
const opening = /^\W*(opening|starting|beginning|ouverture|debut|initial)\b|\b(at|au) (1 january|1st january|1er janvier|the start)\b/;
const closing = /^\W*(closing|ending|end of|final|cloture|fin)\b/;
const bridgeHeading = /\b(bridge|walk|movements?|roll-?forward|waterfall|passage|evolution)\b/;
/** The labels the non-recurring rule itself counts as one-off (red-flag-rules-metrics.ts), in short: a bridge line needs one. */
const oneOffLabel = /\b(one[- ]off|one[- ]time|once[- ]off|non[- ]recurring|set[- ]?up fees?|installation fees?|hardware|device sales?|grants?|consulting|exceptional|ponctuel(le)?s?|exceptionnel(le)?s?|non recurrent\w*|vente de materiel|materiel|subventions?|frais d'installation)\b/;
const excluded = /\b(exclud\w+|not (included|counted)|hors|exclu\w*|non compris)\b/;
/** A figure added: no minus sign and no brackets before it. */
const addedFigure = /(^|[\s.:|])\+?\s?[$\u20A6\u20AC\u00A3\u20B5]?\s?\d[\d,.\s]*\s?(k|m|bn|mn|million)?\s*$/i;
const takenFigure = /(^|[\s.:|])[-\u2212(]\s?[$\u20A6\u20AC\u00A3\u20B5]?\s?\d/;

/** The sentences a bridge starting at `at` stands for: none when the line opens no ARR or MRR bridge. */
/** An export's snake_case label ('opening_arr_jan24', 'pilot_fee_nilemart_chain') reads as words. */
const words = (line: string) => fold(line).replace(/_/g, ' ');
/** A CSV row ('pilot_fee_x,4500000,"one-time pilot"'): its figure is its first cell that is a number, wherever the row ends. */
const csvFigure = (line: string) => (/^[^,\s]+,/.test(line) ? line.split(',').map((cell) => cell.trim()).find((cell) => /^[-\u2212+(]?\d[\d.]*\)?$/.test(cell)) ?? null : null);

export function recurringBridgeSentences(lines: readonly string[], at: number): string[] {
  const start = words(lines[at] ?? '');
  if (!recurring.test(start) || !(opening.test(start) || (bridgeHeading.test(start) && !/\d/.test(start.replace(/\([^)]*\)/g, ''))))) return [];
  const out: string[] = [];
  for (let j = at + 1; j < lines.length && j <= at + 16; j += 1) {
    const line = (lines[j] ?? '').trim();
    const folded = words(line);
    if (!line) break;
    if (recurring.test(folded) && closing.test(folded)) break;
    if (!oneOffLabel.test(folded) || excluded.test(folded) || recurring.test(folded)) continue;
    // The figure on the label's own line, or alone on the next.
    const next = (lines[j + 1] ?? '').trim();
    const own = /\d/.test(line.replace(/\([^)]*\)/g, ''));
    const figure = (own ? csvFigure(line) : null) ?? (own ? line : next);
    if (!own && !/^[-\u2212(+]?\s?[$\u20A6\u20AC\u00A3\u20B5]?\s?\d[\d,.\s]*\s?(k|m|bn|mn|million)?\)?$/i.test(next)) continue;
    if (takenFigure.test(figure) || !addedFigure.test(figure)) continue;
    out.push(`${own ? line : `${line}: ${next}`} \u2014 ARR includes this one-off line.`);
  }
  return out;
}
