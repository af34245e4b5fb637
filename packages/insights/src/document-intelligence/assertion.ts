/**
 * Whether a sentence asserts what a pattern matched, in English and French (folded text: lower
 * case, no accents). The scope is the clause before the match: from the last clause boundary (',',
 * ';', ':', 'but', 'mais', 'however', 'cependant') and no more than 60 characters back.
 * - Negated: 'not in default', 'no related-party contract', 'never missed a repayment', 'n'est pas en
 *   défaut', 'aucune convention avec une partie liée', 'sans litige'.
 * - Hedged (modality): 'could face litigation', 'may be sued', 'if ... then', 'risk of', 'pourrait',
 *   'éventuel': a possibility, not a fact; 'any contract with a company owned by the CEO requires board
 *   approval' is a rule about a kind of dealing, not a dealing. Rules about plans or announcements do not use this.
 * A scope this short is deliberate: a negation in another clause ('we had no audit issues, but the
 * loan is in default') must not cancel the flag.
 */
const boundary = /[,;:()]|\b(but|however|although|whereas|while|mais|cependant|toutefois|alors que|tandis que)\b/g;
const negation = /\b(no|not|never|none|nor|neither|without|free of|nobody|zero|aucune?s?|sans|ni|jamais|nul(le)?|pas)\b|n't\b|\bn'|\bne\b/;
const modality = /\b(could|may|might|would|if|unless|should|whether|any|risk of|risks|possible|possibly|potential(ly)?|hypothetical|in case|pourr(ait|aient|ions|a)|peut|peuvent|pourrait|si|risque de|eventuel(le)?s?|potentiel(le)?s?|hypothese|en cas de)\b/;

function scopeBefore(lower: string, index: number): string {
  const window = lower.slice(Math.max(0, index - 60), index);
  let start = 0;
  boundary.lastIndex = 0;
  for (let m = boundary.exec(window); m; m = boundary.exec(window)) start = m.index + m[0].length;
  return window.slice(start);
}

export function isNegatedAt(lower: string, index: number): boolean {
  return negation.test(scopeBefore(lower, index));
}

export function isHedgedAt(lower: string, index: number): boolean {
  return modality.test(scopeBefore(lower, index));
}

/** The first match of `pattern` that is asserted (neither negated nor, when `factsOnly`, hedged); null when none. */
const globals = new WeakMap<RegExp, RegExp>();

/**
 * Negation between a claim's subject and its verb ('Revenue has not declined', 'le chiffre d'affaires n'a pas
 * baissé'): for patterns that name the subject first and hold no negation of their own.
 */
export function isNegatedWithin(match: string): boolean {
  return /\b(not|never|no longer|pas|jamais)\b|n't\b/.test(match);
}

/** A negation anywhere in the clause around `index` ('the CEO's wife has no role in the business'), for patterns with none of their own. */
export function isNegatedClause(lower: string, index: number): boolean {
  const rest = lower.slice(index);
  // A clause ends at a comma, 'but', or 'and' opening another verb ('is owned by his brother-in-law and did not vote').
  const end = rest.search(/[,;:]|\b(but|mais)\b|\b(and|et) (did|does|do|has|have|had|was|were|is|are|will|would|n'a|n'ont|ne)\b/);
  return negation.test(scopeBefore(lower, index)) || negation.test(end === -1 ? rest : rest.slice(0, end));
}

/** A modal verb in the clause before `index` ('could shrink to', 'pourrait tomber à'): a possibility, not a figure's value. */
const modalVerb = /\b(could|might|may(?! \d)|pourr(ait|aient|a|ont)|risquerait)\b/;

export function isModalAt(lower: string, index: number): boolean {
  return modalVerb.test(scopeBefore(lower, index));
}

export function assertedMatch(lower: string, pattern: RegExp, factsOnly = true): RegExpExecArray | null {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  global.lastIndex = 0;
  for (let m = global.exec(lower); m; m = global.exec(lower)) {
    // A hedge inside the match counts too: 'l'agrément pourrait être suspendu' matches from 'agrément'.
    if (!isNegatedAt(lower, m.index) && !(factsOnly && (isHedgedAt(lower, m.index) || modality.test(m[0])))) return m;
    if (m[0] === '') global.lastIndex += 1;
  }
  return null;
}
