/**
 * A scan whose text recognition set its words two spaces apart and cut words, and figures, with a single space
 * ('les  dettes  fis cales  et  socia les  échues  au  3 1 / 1 2 / 2 0 2 4', 'Demande  de  licence  dé posée',
 * 'Re venue   1 ,820'): in such a text a single space is a cut, not a gap between words. The text is read with
 * its cuts closed and its two-space gaps made one, so that every reader meets 'arriérés', 'déposée', '1 424
 * millions' and '31/12/2024' as a typed text writes them. Runs of three spaces or more (a table's columns) and
 * line breaks stay as they are.
 *
 * Which texts: those whose gaps of exactly two spaces are not much fewer than their single spaces, and many of them
 * between two letters (word and word, not a table's figure and label). A typed text has a two-space gap here and there
 * (after a full stop, in a table), almost never between two lower-case words.
 */

const singleGap = /(?<=\S) (?=\S)/g;
const doubleGap = /(?<=\S) {2}(?=\S)/g;
const wordsDoubleGap = /(?<=[a-z\u00E0-\u00FF]) {2}(?=[a-z\u00E0-\u00FF])/g;
/** Enough two-space gaps between words to be the text's habit, not an accident (typed texts have none or one). */
const minimumWordGaps = 15;
/** Two-space gaps against single ones: a typed text has under one in three, such a scan more than one in two. */
const minimumDoubleShare = 0.6;

/** Whether the text sets its words two spaces apart, as such a scan does. */
function wordsTwoSpacesApart(text: string): boolean {
  // Cheap first: a text with few two-space gaps is read as it is without counting its single spaces.
  if ((text.match(wordsDoubleGap)?.length ?? 0) < minimumWordGaps) return false;
  const doubles = text.match(doubleGap)?.length ?? 0;
  const singles = text.match(singleGap)?.length ?? 0;
  return doubles >= minimumDoubleShare * singles;
}

/** The text with a scan's single-space cuts closed and its two-space gaps made one; any other text as it is. */
export function ocrSpacedWordsJoined(text: string): string {
  if (!text.includes('  ') || !wordsTwoSpacesApart(text)) return text;
  return text.replace(singleGap, '').replace(doubleGap, ' ');
}

/**
 * One sentence of a scan that doubles every space ('Net  cash  outflow  is  stable  at  about  ZMW  1.3m  a  month.')
 * in a text that otherwise reads as typed (ocrSpacedWordsJoined above needs the habit across the whole text): no gap of
 * one space between two words, three gaps of two or more, and a closing stop (a table's row, its cells set apart by
 * spaces, has none). Written with single spaces, so that the readers' words ('net cash outflow') and the money
 * reader's amounts ('ZMW 1.3m') are found. A sentence with any single space is left as written.
 */
export function sentenceSpacingUndoubled(sentence: string): string {
  if (!sentence.includes('  ') || !/[.!?]\s*$/.test(sentence) || /\S \S/.test(sentence) || (sentence.match(/\S {2,}\S/g) ?? []).length < 3) return sentence;
  return sentence.replace(/ {2,}/g, ' ');
}
