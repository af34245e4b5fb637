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
// 'No. 18', 'no 4': a number's abbreviation ('Law No. 18 of 2020', 'Suit no 1422'), no denial. French 'ne' elides only
// before a vowel or an 'h': 'n'' before a consonant is a name ('Kouassi N'Guessan'), no denial.
const negation = /\b(no(?!\.?\s?\d)|not|never|none|nor|neither|without|free of|nobody|zero|aucune?s?|sans|ni|jamais|nul(le)?|pas)\b|n't\b|\bn'(?=[aeiouyh])|\bne\b/;
const modality = /\b(could|may|might|would|if|unless|should|whether|any|risk of|risks|possible|possibly|potential(ly)?|hypothetical|in case|pourr(ait|aient|ions|a)|peut|peuvent|pourrait|si|risque de|eventuel(le)?s?|potentiel(le)?s?|hypothese|en cas de)\b/;

function scopeBefore(lower: string, index: number): string {
  const window = lower.slice(Math.max(0, index - 60), index);
  let start = 0;
  boundary.lastIndex = 0;
  for (let m = boundary.exec(window); m; m = boundary.exec(window)) start = m.index + m[0].length;
  return window.slice(start);
}

/**
 * A negated subject governs its whole clause, past the commas of a list: 'no director or shareholder has any
 * interest in our suppliers, landlords or customers', 'aucune convention n'a été conclue entre la société et
 * ses dirigeants, ses administrateurs ou leurs proches', 'none of their relatives is employed'. The clause
 * runs back to a full stop, a semicolon or colon (so a heading's 'Related parties:' is left out), 'but' /
 * 'mais', or a comma that opens another clause (', and', ', et', ', we', ', nous', ', while'); within it,
 * a subject opening on 'no', 'none of', 'neither', 'aucun(e)', 'nul(le)' or 'personne' (after 'there is', 'il n'y a'
 * when it denies that something exists) negates what follows.
 * 'No audit was done, and the CEO's brother owns our supplier' keeps its second clause asserted.
 */
// An exception to a denial asserts what it names: 'no litigation, except the claim by a former employee', 'aucun
// contentieux, à l'exception de l'action engagée par un ancien salarié'.
const clauseStart = /[.;:!?]|\b(but|however|mais|cependant|toutefois|except|excepting|other than|apart from|save for|a l'exception d(e|u|es|')|sauf|hormis|en dehors d(e|u|es|'))\b|,\s*(and|et|while|whereas|alors que|we|our|they|he|she|it|nous|notre|nos|ils|elles|il|elle|on)\b/g;
// 'There is no pending litigation, regulatory sanction or related-party transaction', 'il n'y a aucun litige, aucune
// sanction ni...': a denial of existence negates its list as a negated subject does.
const negatedSubject = /^\s*((there (is|are|was|were|has been|have been)|il n'y a|il n'y a eu|il n'existe)\s+)?(no|none of|neither|nobody|aucune?|nul(le)?|personne)(\s+[a-z]|\s*$)/;

function opensOnNegatedSubject(lower: string, index: number): boolean {
  const window = lower.slice(Math.max(0, index - 200), index);
  let start = 0;
  clauseStart.lastIndex = 0;
  for (let m = clauseStart.exec(window); m; m = clauseStart.exec(window)) start = m.index + m[0].length;
  // A window cut mid-sentence has no clause start of its own: nothing is assumed.
  if (start === 0 && index > 200) return false;
  return negatedSubject.test(window.slice(start));
}

export function isNegatedAt(lower: string, index: number): boolean {
  return negation.test(scopeBefore(lower, index)) || opensOnNegatedSubject(lower, index);
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

/**
 * A match that ends on its problem noun, denied just before it: 'reconciled with the register, no discrepancies',
 * 'rapprochée avec le registre ..., sans écart relevé', 'without any mismatch'. The subject is named, the problem
 * is not there.
 */
const deniedEnd = /\b(no|without|zero|sans|aucune?|nul(le)?|pas d'|pas de)\s+(any\s+|[a-z'-]+\s+)?[a-z'-]+$/;

export function isObjectDenied(match: string): boolean {
  return deniedEnd.test(match);
}

/** A modal verb in the clause before `index` ('could shrink to', 'pourrait tomber à'): a possibility, not a figure's value. */
const modalVerb = /\b(could|might|may(?! \d)|pourr(ait|aient|a|ont)|risquerait)\b/;

export function isModalAt(lower: string, index: number): boolean {
  return modalVerb.test(scopeBefore(lower, index));
}

/**
 * A heading answered in the negative: 'Related parties: no director or shareholder has any interest ...',
 * 'Parties liées : aucun administrateur ...', 'Litigation: none.', 'Rapport spécial sur les conventions
 * réglementées : aucune convention n'a été conclue'. The match sits in the label before the colon (at most 80
 * characters from the sentence's or clause's start) and what follows the colon opens on a negation: the label
 * names the subject, the answer denies it. A label answered with a fact ('Related parties: the CEO's brother
 * supplies us') stays asserted.
 */
const negativeAnswer = /^\s*(no|none|nil|not|never|neither|nobody|n\/a|aucune?s?|neant|nul(le)?|pas de|sans|rien|personne)\b/;

/** A label that is its own short sentence, then the answer: 'Litigation. None pending.', 'Litiges. Néant.' */
const labelThenNo = /^[^.;:]{0,40}\.\s+(none|nil|no|not applicable|neant|aucune?s?|sans objet|rien)\b/;

function labelAnsweredNo(lower: string, index: number, end: number): boolean {
  const start = Math.max(lower.lastIndexOf('.', index - 1), lower.lastIndexOf(';', index - 1), lower.lastIndexOf(':', index - 1)) + 1;
  if (index - start <= 12 && labelThenNo.test(lower.slice(index))) return true;
  const colon = lower.indexOf(':', end);
  if (colon < 0 || colon - index > 80) return false;
  const label = lower.slice(0, colon);
  const labelStart = Math.max(label.lastIndexOf('.'), label.lastIndexOf(';')) + 1;
  return colon - labelStart <= 80 && !/[,;]/.test(lower.slice(end, colon)) && negativeAnswer.test(lower.slice(colon + 1));
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
    if (!isNegatedAt(lower, m.index) && !labelAnsweredNo(lower, m.index, m.index + m[0].length) && !(factsOnly && (isHedgedAt(lower, m.index) || modality.test(m[0])))) return m;
    if (m[0] === '') global.lastIndex += 1;
  }
  return null;
}
