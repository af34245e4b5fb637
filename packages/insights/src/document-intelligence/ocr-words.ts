/**
 * Words a scan's text recognition spelled with digits for their look-alike letters ('0pini0n avec réserve',
 * 'Qua1ified', 'AUDlT0R'S REP0RT', 'lncertitude'): read with their letters, one character for one so that money
 * offsets still hold, so that the rules' words ('opinion', 'qualified', 'continuite') match a scanned report as they
 * match a typed one. Figures stay as written: only a word's 0 and 1 are read as o and l, and only where the token is
 * plainly a word (three letters or more, no digit beside another, not an amount with its currency or scale such as
 * 'usd1m', not a period such as 'q1' or 'fy1', not an ordinal such as '1er' or '1st'). A capital I read as l at a
 * word's start before n ('lncluded', 'lncertitude') is read back too: no English or French word opens on 'ln'.
 * Reads folded text (lower case, no accents).
 */

/** An amount, a period or a code: up to three letters, one digit, maybe a scale ('usd1m', 'q1', 'h1', 'fy1', 't1'). */
const amountOrPeriod = /^[a-z]{0,3}[01](k|m|mn|bn|b|md|x)?$/;
const ordinal = /^[01](er|ere|re|e|st|nd|rd|th|eme|ers|eres)$/;

function repairedToken(word: string): string {
  if (/[01]{2}/.test(word) || amountOrPeriod.test(word) || ordinal.test(word)) return word;
  if ((word.match(/[a-z]/g) ?? []).length < 3) return word;
  return word.replace(/0/g, 'o').replace(/1/g, 'l');
}

/** The folded sentence with each word a scan spelled with 0 or 1 for o or l written with its letters. */
export function ocrWordsRepaired(lower: string): string {
  // Most sentences hold neither a 0 or 1 nor 'ln': returned at once, every sentence being read through here.
  if (!/[01]|ln/.test(lower)) return lower;
  // Only tokens bounded by no other digit: '2021', '10', '1,5' and '21o' are figures.
  const words = lower.replace(/(?<![a-z0-9])[a-z01]*[01][a-z01]*(?![a-z0-9])/g, (word) => (/[a-z]/.test(word) ? repairedToken(word) : word));
  return words.replace(/(?<![a-z0-9'])ln(?=[a-z])/g, 'in');
}

/**
 * A capital I read as a small l inside a word set in capitals ('DlRECTS', 'SUSPENSl0N', 'LENDlNG'): read as I, one
 * character for one. Only a token of capitals (digits aside) with at least two of them, so 'Ltd' or 'ml' stay.
 */
export function ocrCapitalIRepaired(text: string): string {
  if (!/[A-Z0-9]l|l[A-Z]/.test(text)) return text;
  return text.replace(/\b[A-Z0-9l]{3,}\b/g, (token) => ((token.match(/[A-Z]/g) ?? []).length >= 2 && token.includes('l') ? token.replace(/l/g, 'I') : token));
}
