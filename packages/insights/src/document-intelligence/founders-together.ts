/**
 * The founders' stake said of them together with no holding verb, as a term sheet's allocation clause words it: 'Mme A
 * (fondatrice, DG) et M. B (fondateur) un peu moins d'un tiers à eux deux (29 %)', 'the two founders, together 31%',
 * 'A (founder) and B (co-founder): a quarter between them'. The figure stands just after the word for together, or a
 * fraction just before it; the founders are named earlier in the same clause. Reads folded text.
 */
const founderWord = /\b(co-?founders?|founders?|fondat(eur|rice)s?|cofondat(eur|rice)s?|co-fondat(eur|rice)s?)\b/;
const together = /\b(a (eux|elles) (deux|trois|quatre)|together|between them|combined|ensemble|conjointement|jointly)\b/g;
const percentAfter = /^\s*[(:,]?\s*(?:soit |i\.e\. |or )?(\d+(?:[.,]\d+)?)\s?%/;
const percentBefore = /(\d+(?:[.,]\d+)?)\s?%\s*$/;
const fractions: readonly [RegExp, number][] = [[/\b(un|a|one) (cinquieme|fifth)\s*$/, 20], [/\b(un|a|one) (quart|quarter)\s*$/, 25], [/\b(un|a|one) (tiers|third)\s*$/, 100 / 3]];
const lower = /\b(un peu moins d'|moins d'|a peine|just under|a little under|less than|under)\s*(un|a|one) \w+\s*$/;
const higher = /\b(un peu plus d'|plus d'|just over|a little over|more than|over)\s*(un|a|one) \w+\s*$/;

/** The founders' stake together, in percent; null when the sentence says none this way. */
export function foundersTogetherStake(text: string): number | null {
  together.lastIndex = 0;
  for (let m = together.exec(text); m; m = together.exec(text)) {
    // The founders named earlier in the same clause.
    const clause = text.slice(0, m.index).split(/[;.]/).pop() ?? '';
    // 'together with the founders' joins another holder to them: its figure is not theirs.
    if (!founderWord.test(clause) || /\b(no|not|ne|n'|aucun|neither)\b/.test(clause) || /^\s+(with|avec)\b/.test(text.slice(m.index + m[0].length))) continue;
    const after = percentAfter.exec(text.slice(m.index + m[0].length));
    if (after) return Number((after[1] ?? '').replace(',', '.'));
    const before = clause.slice(-40);
    const figure = percentBefore.exec(before);
    if (figure) return Number((figure[1] ?? '').replace(',', '.'));
    for (const [pattern, value] of fractions) {
      if (pattern.test(before)) return lower.test(before) ? value - 1 : higher.test(before) ? value + 1 : value;
    }
  }
  return null;
}
