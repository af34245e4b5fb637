/**
 * The founders an agreement names as a defined party: 'ANA MUCAVELE and TOMÁS SITOE (the "Founders")', 'M. Santiago
 * Ondo Mba et Mme Pilar Eyang Nchama, ci-après « les Fondateurs »'. A cap table further down then lists them by name
 * alone, with no founder's title in their rows (holder-rows.ts reads those rows as the founders' by these surnames).
 * Each name is up to four capitalised words after an optional civility; its surname is the last word, folded.
 */
import { foldName } from './customer-names';
import type { SentenceFacts } from './sentence-facts';

const person = String.raw`(?:(?:M\.|Mme|Mr\.?|Mrs\.?|Ms\.?|Dr\.?)\s+)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'.-]+){0,3})`;
/** Two or three people, then the definition: '(the "Founders")', ', ci-après « les Fondateurs »', '(ensemble, les « Fondateurs »)'. */
const definedAsFounders = new RegExp(String.raw`${person}(?:,\s*${person})?\s+(?:and|et|&)\s+${person}\s*(?:,\s*|\(\s*)(?:(?:hereinafter|together|jointly|ci-apr[eè]s|ensemble)\s*,?\s*)?(?:the |les |l')?\s*["\u201c\u00ab]\s*(?:the |les )?(?:Co-?[Ff]ounders|Founders|FOUNDERS|Fondat(?:eurs|rices)|FONDATEURS)\s*["\u201d\u00bb]`, 'u');

/** The folded surnames of the people a sentence defines as the founders; none when it defines none. */
export function definedFounders(s: SentenceFacts): string[] {
  const m = definedAsFounders.exec(s.text);
  if (!m) return [];
  return [m[1], m[2], m[3]].filter((name): name is string => Boolean(name))
    .map((name) => foldName(name.split(/\s+/).pop() ?? '')).filter((surname) => surname.length >= 3);
}
