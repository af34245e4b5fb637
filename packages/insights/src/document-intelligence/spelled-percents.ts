/**
 * Percentages written in words, read as figures: 'KP ....... fifty-one per cent', 'Fondateurs : trente-trois pour
 * cent'. A term sheet or a deed spells its post-closing stakes out; the cap-table readers that read 'N%' rows read them
 * once each is written 'N%'. The number is read by the one number-word reader (money-words.ts); of the words before
 * 'per cent', the longest run that is a number is taken, never opening on 'a' ('holding a fifty per cent stake' is 50).
 * Reads folded text.
 */
import { fractionPercent } from './investor-share-count';
import { valueOf } from './money-words';

const spelledPercent = /\b([a-z]+(?:[\s-][a-z]+){0,5})\s(?:per ?cent|pour ?cent)\b/g;

/** The folded line with each percentage in words written as 'N%'; the line itself when it spells none. */
export function withSpelledPercents(lower: string): string {
  if (!lower.includes('cent')) return lower;
  return lower.replace(spelledPercent, (whole, words: string) => {
    // 'quatre-vingt' is four twenties, which the reader would add up: read as the one word it stands for.
    const tokens = words.replace(/\bquatre-vingts?\b/g, 'eighty').split(/\s+/);
    for (let k = 0; k < tokens.length; k += 1) {
      if (/^(a|an|and|et)$/.test(tokens[k] ?? '')) continue;
      const value = valueOf(tokens.slice(k));
      if (value !== null && value > 0 && value <= 100) return `${tokens.slice(0, k).join(' ')}${k > 0 ? ' ' : ''}${value}%`;
    }
    return whole;
  });
}

/**
 * A list row whose stake is a fraction in words ('Mme Laure Eyenga, cofondatrice : un huitième ;', 'Founder B: one
 * eighth of the shares'), written 'N%' as the row readers read it; the line itself when its value is no fraction. The
 * fraction is read by the one fraction reader (investor-share-count.ts), after the row's colon only.
 */
const fractionRow = /^(\s*(?:[-*\u2022]\s*)?[^:;|]{2,80}?\s?:\s?)(?:les |the )?([a-z]+[ -][a-z]+)\b(?=\s*(?:$|[;,.(]|du capital|des (?:actions|parts|titres)|of the (?:shares|capital|equity|company)))/;
export function withFractionStakes(lower: string): string {
  const row = fractionRow.exec(lower);
  const value = row ? fractionPercent(row[2] ?? '') : null;
  return row && value !== null ? `${row[1]}${Number(value.toFixed(2))}%${lower.slice(row[0].length)}` : lower;
}
