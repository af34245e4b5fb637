/**
 * A span as spaces of the same length: a reader blanks what it must not read (a clause, a question, a court's
 * registry) and every later index into the text still points where it did. The one helper for it.
 */
export const blank = (text: string): string => ' '.repeat(text.length);
