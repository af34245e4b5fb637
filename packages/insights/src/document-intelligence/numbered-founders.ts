/**
 * The founders an agreement's list of parties defines by their numbers: '(2) Amos K. Saydee; (3) Musu B. Dolo; (4) Jefferson
 * T. Wleh ((2) to (4) together the "Founders")', '(2) M. A ; (3) Mme B ((2) et (3) ensemble les « Fondateurs »)'. A cap
 * table further down lists them by name alone (holder-rows.ts reads those rows as the founders' by these surnames). The
 * sentences are joined first, since a middle initial ('Amos K.') ends a sentence for the splitter.
 */
import { foldName } from './customer-names';
import type { SentenceFacts } from './sentence-facts';

const definition = /\(\((\d)\)\s*(?:to|and|-|\u2013|a|à|et)\s*\((\d)\),?\s*(?:together|jointly|ensemble|collectively)?,?\s*(?:the |les )?["\u201c\u00ab]\s*(?:Co-?[Ff]ounders|Founders|FOUNDERS|Fondat(?:eurs|rices)|FONDATEURS)\s*["\u201d\u00bb]/u;

/** The folded surnames of the parties numbered as the founders; none when no list defines them so. */
export function numberedFounders(sentences: readonly SentenceFacts[]): string[] {
  const text = sentences.filter((s) => !s.derived).map((s) => s.text).join(' ');
  const m = definition.exec(text);
  if (!m) return [];
  const first = Number(m[1]);
  const last = Number(m[2]);
  const names: string[] = [];
  for (let k = first; k <= last && k - first < 6; k += 1) {
    // The party's name runs from its number to the next semicolon, bracket or number.
    const party = new RegExp(String.raw`\(${k}\)\s+([^;()]{3,60}?)\s*(?:;|\(|$)`).exec(text.slice(0, m.index + m[0].length));
    const surname = party?.[1]?.trim().split(/\s+/).pop();
    if (surname && /^\p{Lu}/u.test(surname)) names.push(foldName(surname));
  }
  return names.filter((surname) => surname.length >= 3);
}
