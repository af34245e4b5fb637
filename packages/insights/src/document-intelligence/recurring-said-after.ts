/**
 * One-off revenue put into a recurring figure in one sentence and said to be one-off in the next one or two, the
 * way an update explains its numbers after stating them (the sentence rule in red-flag-rules-metrics.ts wants both in
 * one sentence; recurring-put-in.ts wants the recurring line named by the act):
 * - what the figure holds, then that item called one-off: 'ARR is MRR times twelve, plus the ministry training
 *   contract' then 'The contract was a one-off engagement'; 'ARR is MZN 13.2 million, subscriptions plus scale kits'
 *   then 'Kits are bought once per warehouse'; 'ARR = December invoicing x 12' then 'December invoicing: $91,700,
 *   including the $40,000 fee for migrating the archive'. The later sentence names again a word of what the figure
 *   was said to hold (the contract, the kits, the invoicing), so an unrelated one-off said next raises nothing;
 * - the act of keeping a one-off in, with no line named, the recurring figure said just before: 'that's a one-off
 *   advisory fee' then 'include it for now'; 'the contract was a one-off, but we include it'; 'c'est une prestation
 *   unique, mais on l'inclut'.
 * A negation or a condition before the act ('we don't count it', 'if we add it'), a one-off denied ('not a one-off')
 * or an exclusion ('not in ARR', 'hors') raises nothing.
 */
import { exclusionWords, oneOffWords, recurringWords } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** What a recurring figure is said to hold, from the marker on: 'plus ...', 'includes ...', 'dont ...'. */
const holdsMarker = /\b(?:plus|includ(?:es|ed|ing)|comprend|comprennent|inclut|incluent|y compris|dont)\b/;
/** A figure defined by what it is made of: 'ARR = December invoicing x 12', 'MRR is month-end billings'. */
const definition = /\b(?:arr|mrr)\s?(?:=|is|means|est)\s/;
const includes = /\b(?:includ(?:es|ed|ing)|comprend|inclut|y compris|dont)\b/;
/** Words too common to tie two sentences to one item. */
const common = new Set(['that', 'this', 'which', 'with', 'from', 'their', 'there', 'these', 'those', 'have', 'were', 'will', 'plus', 'revenue', 'revenues', 'recurring', 'annual', 'monthly', 'month', 'year', 'million', 'billion', 'includes', 'including', 'included', 'dont', 'avec', 'pour', 'dans', 'nous', 'notre', 'leur', 'leurs', 'sont', 'comprend', 'inclut', 'also', 'each', 'every', 'about', 'after', 'before', 'between', 'than', 'then', 'when', 'where', 'base', 'figure']);
// A word's first six letters: one item named by its verb and its noun ('for integrating' then 'the integration work').
const words = (text: string) => new Set((text.match(/[a-z]{4,}/g) ?? []).filter((w) => !common.has(w)).map((w) => w.slice(0, 6)));
/**
 * What a contract or a project covers is its scope, no figure's exclusion: 'That contract covers the integration work
 * only' tells what was sold once, where 'ARR counts subscription fees only' keeps a part out of the figure.
 */
const contractScope = /\b(?:contract|agreement|engagement|project|deal|contrat|projet|mission|prestation) (?:covers?|includes?|couvre|comprend|porte sur) (?:[a-z'-]+ ){1,4}(?:only|uniquement|seulement)\b/g;
/** The one-off word of a sentence, unless denied just before it ('not a one-off', 'n'est pas ponctuel'). */
function oneOffAsserted(lower: string): boolean {
  const m = oneOffWords.exec(lower);
  return m !== null && !exclusionWords.test(lower.replace(contractScope, ' ')) && !/\b(?:not|isn't|wasn't|aren't|pas|no longer|never)\b[^.;]{0,12}$/.test(lower.slice(0, m.index));
}

/** The act of keeping it in, the line unnamed or a recurring one: 'include it', 'we count it', 'on l'inclut', 'nous l'avons intégrée'. */
const keepsIt = /\b(?:include|includes|included|count|counted|keep|kept|add|added) (?:it|this|that|them)\b(?! (?:in|into|within|on|as) (?!(?:the |our )?(?:arr|mrr|recurring)))|\b(?:on|nous) l'(?:inclut|integre|compte|garde|ajoute|avons (?:incluse?|integree?|comptee?|gardee?|ajoutee?))\b/;
const negationBefore = /n't\b|\b(?:not|never|pas|jamais|ne|no longer|if|si|whether|should we|could|would|might|unless)\b/;

const flag = (evidence: string): RiskFlag => ({
  ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
  evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
});

function heldThenOneOff(written: readonly SentenceFacts[], i: number): RiskFlag | null {
  const s = written[i] as SentenceFacts;
  const named = recurringWords.exec(s.lower);
  if (!named || exclusionWords.test(s.lower)) return null;
  const rest = s.lower.slice(named.index);
  const marker = holdsMarker.exec(rest);
  const defined = definition.test(rest);
  if (!marker && !defined) return null;
  const held = words(marker ? rest.slice(marker.index + marker[0].length) : rest.slice(named[0].length));
  for (const later of written.slice(i + 1, i + 3)) {
    if (!oneOffAsserted(later.lower) || (!marker && !includes.test(later.lower))) continue;
    if ([...words(later.lower)].some((w) => held.has(w))) return flag(`${s.text} ${later.text}`);
  }
  return null;
}

function keptAfterOneOff(written: readonly SentenceFacts[], i: number): RiskFlag | null {
  const s = written[i] as SentenceFacts;
  const act = keepsIt.exec(s.lower);
  if (!act || exclusionWords.test(s.lower)) return null;
  // The words just before the act, within its clause: 'but we include it' is kept, 'if we include it' is not.
  const before = s.lower.slice(Math.max(0, act.index - 30), act.index).split(/[,;:]/).pop() ?? '';
  if (negationBefore.test(before)) return null;
  const near = written.slice(Math.max(0, i - 2), i + 1);
  if (!near.some((n) => oneOffAsserted(n.lower))) return null;
  const recurring = written.slice(Math.max(0, i - 3), i + 1).some((n) => recurringWords.test(n.lower));
  return recurring ? flag(near.map((n) => n.text).join(' ')) : null;
}

export function oneOffSaidAfterRecurring(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  // A text with no one-off word has nothing to find: most texts stop here.
  if (!written.some((s) => oneOffWords.test(s.lower))) return null;
  for (let i = 0; i < written.length; i += 1) {
    const found = heldThenOneOff(written, i) ?? keptAfterOneOff(written, i);
    if (found) return found;
  }
  return null;
}
