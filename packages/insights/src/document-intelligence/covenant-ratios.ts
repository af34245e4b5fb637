/**
 * A covenant ratio read from its figures, in English and French: 'the debt-service cover ratio fell to 0.9x against
 * a covenant of 1.2x' (a cover ratio under its floor), 'le ratio dette financière nette / EBE ressortait à 4,1 pour
 * un plafond contractuel de 3,5' (a leverage ratio over its ceiling). Notes to the accounts often state the covenant
 * in one sentence and the ratio in another ('The loan carries a covenant requiring a DSCR of at least 1.25x.' then
 * 'DSCR for the year: 0.94x.'): the two are compared across the document.
 *
 * Cover ratios have floors, leverage ratios ceilings; a limit called 'minimum', 'at least', 'plafond' or 'maximum'
 * says which itself. A ratio is a small number ('0.94x', '4,1', '3'), never an amount, a percentage or a count of
 * days. Reads folded text (lower case, no accents).
 */
import { statedNumber } from './layout-cells';

type Family = 'cover' | 'leverage';
// A current (liquidity) ratio has a floor, as a cover ratio does: 'requires a current ratio of at least 1.20x'.
const ratioName = /\b(cover(?:age)?|dscr|icr|leverage|gearing|debt[- ]to[- ]ebitda|net debt|dette (?:financiere )?nette|endettement|couverture|levier|current ratio|liquidity ratio|ratio de liquidite)\b/g;
const coverName = /^(cover|dscr|icr|couverture|current|liquidit|ratio de liquidite)/;
const floorWords = /^(minimum|floor|required|requiring|at least|not less than|no less than|plancher|au moins|au minimum|superieur a|au-dessus de|au dessus de|above)/;
const ceilingWords = /^(maximum|ceiling|cap|at most|not more than|no more than|not (to )?exceed|plafond|au plus|au maximum|ne (pas )?depasser|inferieur a|en dessous de|en deca de|below)/;
// 'maintenir le ratio ... en dessous de 3,0', 'keep leverage below 3.0x': the side of the limit said by a preposition.
const limitWord = /\b(covenant|minimum|floor|required|requiring|at least|not less than|no less than|maximum|ceiling|cap|limit|at most|not more than|no more than|not (to )?exceed|seuil|plancher|plafond|au moins|au minimum|au plus|au maximum|ne (pas )?depasser|en dessous de|en deca de|au-dessus de|au dessus de|below|above)\b/;
/** A small number, maybe with 'x' ('1.25x', '4,1', '3 fois'), not followed by a unit that makes it an amount, a share or a time, nor a month (a date's day). */
const ratioFigure = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?(x\b|fois\b)?(?![\d%]|[.,]\d|\s?(%|[kmb]n?\b|mn\b|millions?|milliards?|billions?|thousand|mille|days?|jours?|months?|mois|years?|ans|weeks?|semaines|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b)/g;

interface Figure { value: number; at: number; end: number; marked: boolean }
interface RatioClause { family: Family; actual: Figure | null; limit: { value: number; floor: boolean } | null; at: number }

function figuresIn(text: string, offset: number): Figure[] {
  ratioFigure.lastIndex = 0;
  return [...text.matchAll(ratioFigure)].map((m) => ({ value: statedNumber(m[1] ?? ''), at: offset + m.index, end: offset + m.index + m[0].length, marked: Boolean(m[2]) || /[.,]/.test(m[1] ?? '') }));
}

/** Each ratio named in a sentence, with the figure it is stated at and the covenant's limit when the clause gives one. */
function ratioClauses(lower: string): RatioClause[] {
  const out: RatioClause[] = [];
  ratioName.lastIndex = 0;
  for (let m = ratioName.exec(lower); m; m = ratioName.exec(lower)) {
    const from = m.index + m[0].length;
    // The clause runs to a full stop (not a decimal point) or a semicolon, at most 140 characters.
    const rest = lower.slice(from, from + 140);
    const stop = rest.search(/;|\.(?!\d)/);
    const clause = stop === -1 ? rest : rest.slice(0, stop);
    const word = limitWord.exec(clause);
    const before = figuresIn(word ? clause.slice(0, word.index) : clause, from).filter((f) => f.marked);
    const limitFigure = word ? figuresIn(clause.slice(word.index + word[0].length, word.index + word[0].length + 30), from + word.index + word[0].length)[0] : undefined;
    const family: Family = coverName.test(m[1] ?? '') ? 'cover' : 'leverage';
    const named = word?.[0] ?? '';
    const floor = floorWords.test(named) || (!ceilingWords.test(named) && family === 'cover');
    // 'came in at 1.62x against the 1.30x minimum', 'fixé par le contrat à 1,25 au minimum, ressort à 0,61': the figure
    // written just before the limit's word is the limit, and the ratio is the figure before it or, failing one, after it.
    const last = before[before.length - 1];
    // With a limit after the word too, only a figure the word follows at once is the limit: 'DSCR 1.6x (minimum 1.2x)' states both.
    const gap = last && word ? lower.slice(last.end, from + word.index) : '';
    const limitBefore = word && last && gap.length <= 2 && (!limitFigure || /^\s*$/.test(gap)) ? last : undefined;
    const limit = limitBefore ?? limitFigure;
    const actual = limitBefore ? before[before.length - 2] ?? limitFigure : last;
    out.push({ family, actual: actual ?? null, limit: limit ? { value: limit.value, floor } : null, at: m.index });
  }
  return out;
}

const breaches = (actual: number, limit: { value: number; floor: boolean }) => (limit.floor ? actual < limit.value : actual > limit.value);

/** A ratio stated beside its covenant in one sentence and outside it; the ratio's name as the match, null when none. */
export function covenantRatioBreached(lower: string): { index: number; text: string } | null {
  const breached = ratioClauses(lower).find((c) => c.actual && c.limit && breaches(c.actual.value, c.limit));
  return breached?.actual ? { index: breached.at, text: lower.slice(breached.at, breached.actual.end) } : null;
}

/**
 * The covenant stated in one sentence, the ratio in another of the same family: the first sentence stating a ratio
 * outside a covenant the document states, or null. `asserted` gives each sentence as the rules read it (its
 * hypotheses and expectations left out), so 'if DSCR fell to 0.9x' states no ratio.
 */
export function covenantBreachAcross<S extends { lower: string }>(sentences: readonly S[], asserted: (s: S) => string): S | null {
  const limits = new Map<Family, { value: number; floor: boolean }>();
  for (const s of sentences) {
    for (const c of ratioClauses(asserted(s))) if (c.limit && !c.actual && /\b(covenants?|engagements? financiers?|loan|facility|lenders?|banks?|pret|emprunt|credit|banque)\b/.test(s.lower)) limits.set(c.family, c.limit);
  }
  if (limits.size === 0) return null;
  // 'ce ratio s'établit à 3,8', 'the ratio stood at 0.9x': the one ratio a covenant names, not named again.
  const [only] = limits.size === 1 ? [...limits.values()] : [];
  return sentences.find((s) => {
    const text = asserted(s);
    const clauses = ratioClauses(text);
    const named = clauses.some((c) => {
      const limit = limits.get(c.family);
      return c.actual !== null && c.limit === null && limit !== undefined && breaches(c.actual.value, limit);
    });
    if (named || clauses.length > 0 || !only) return named;
    const pointed = ratioPointedAt.exec(text);
    const [figure] = pointed ? figuresIn(pointed[2] ?? '', 0).filter((f) => f.marked) : [];
    return figure !== undefined && breaches(figure.value, only);
  }) ?? null;
}

/** The ratio pointed at by 'ce ratio' or 'this ratio', and the words after it that state its value. */
// A decimal point ('the ratio was 1.05x') does not end the words that state the value.
const ratioPointedAt = /\b(ce ratio|le ratio|this ratio|the ratio|that ratio)\b((?:[^.;]|\.\d){0,40})/;
