/**
 * Revenue and cost labels as a scan's text recognition misreads them: a letter read as its look-alike ('Turnovcr' for
 * 'Turnover', 'Rcvenue', 'Chiffre d'affa1res'), a stray space inside the word ('Chiffre d'affa ires', 'Re venue'). Each
 * label is matched letter by letter with its look-alikes and an optional space between letters, then written back in
 * its own spelling, so that a reader asking whether a document states any revenue or cost figure (missing-financials.ts)
 * finds the label a scan garbled. Only labels of seven letters or more: a short word read so loosely would match others.
 * Reads folded text (lower case, no accents).
 */
import { fold } from './layout-cells';

/** The letters a recognition engine confuses: e and c, o and 0, i, l and 1, s and 5. */
const lookAlikes: Readonly<Record<string, string>> = { e: '[ec]', c: '[ce]', o: '[o0]', i: '[il1]', l: '[li1]', s: '[s5]' };
const labels = ['revenues', 'revenue', 'turnover', "chiffre d'affaires", 'expenses', 'operating costs', 'recettes', 'depenses', "charges d'exploitation", 'charges totales'];

/** A label's loose pattern: each letter or its look-alike, an optional space after it (a word's own space stays one). */
const loose = (label: string) => label.split('').map((ch, k) => (ch === ' ' ? '\\s+' : `${lookAlikes[ch] ?? ch.replace(/'/, "['\u2019]")}${k < label.length - 1 && label[k + 1] !== ' ' && ch !== ' ' ? ' ?' : ''}`)).join('');
const misread = new RegExp(`(?<![a-z0-9])(${labels.map(loose).join('|')})(?![a-z0-9])`, 'g');
/** Which label a loose match stands for: the first whose loose form matches it whole. */
const wholeLabels = labels.map((label) => ({ label, pattern: new RegExp(`^${loose(label)}$`) }));

/** The folded sentence with each misread revenue or cost label written in its own spelling. */
export function ocrLabelsRepaired(lower: string): string {
  misread.lastIndex = 0;
  return lower.replace(misread, (found) => wholeLabels.find(({ pattern }) => pattern.test(found))?.label ?? found);
}


/**
 * A label a scan split: spelt whole once the sentence's spaces are dropped ('chif fre d'af faires' is
 * "chiffred'affaires"), but not found as written. Two string searches a label, a cheap test before the loose patterns.
 */
const joinedLabels = labels.map((label) => ({ label, joined: label.replace(/ /g, '') }));
function splitLabel(lower: string): boolean {
  const joined = lower.replace(/ /g, '');
  return joinedLabels.some(({ label, joined: whole }) => joined.includes(whole) && !lower.includes(label));
}

/**
 * The folded sentence with each misread label written in its own spelling in the same number of characters (the
 * label, then spaces for the stray ones it loses), so that the sentence's money offsets still hold: 'un chif fre
 * d'af faires de 612 000 000 fcfa pour des char ges to tales de 847 000 000 fcfa' is read as revenue and total costs.
 */
export function ocrLabelsRepairedInPlace(lower: string): string {
  if (!splitLabel(lower)) return lower;
  misread.lastIndex = 0;
  return lower.replace(misread, (found) => {
    const label = wholeLabels.find(({ pattern }) => pattern.test(found))?.label ?? found;
    return label.length <= found.length ? label.padEnd(found.length, ' ') : found;
  });
}

/**
 * A table row's label as a scan misread it ('Chiffre d\' affaires', 'Re venue'), in the label's own spelling, so that
 * the row the layout writes out reaches the readers of its measure (revenue falling, margin); the label as written otherwise.
 */
export function ocrRowLabelRepaired(label: string): string {
  const folded = fold(label);
  const repaired = ocrLabelsRepaired(folded);
  return repaired === folded ? label : repaired;
}
