/**
 * Two records of the capital, each stating its own count of shares, the counts not the same: 'Le registre des
 * mouvements de titres fait apparaître 1 000 000 d'actions. Le pacte de 2023 en mentionne 1 080 000'; 'the cap table
 * you sent totals 10,000 shares, the register counts 10,300'; 'les statuts fixent le capital à 5 000 actions ; le
 * registre en recense 5 640'. The writer need not say they disagree: two records that count the shares differently
 * leave who owns what unsettled. The two counts stand in one sentence or in two that follow each other, each after its
 * record; records of one kind (two registers) are the same record. A count of authorised shares, a count before or
 * after a round, or records said to be reconciled since, say nothing. Reads folded text.
 */
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';

/** The kinds of record that state the capital, each with the words naming it. */
const recordKinds: readonly [string, RegExp][] = [
  ['register', /\b((share|members'?|shareholders'?) registers?|registers? of (members|shareholders)|(the|our|its) register|registres? (des mouvements de titres|des titres|des actionnaires|des associes)|(le|du|au) registre(?! du commerce))\b/g],
  ['table', /\b(cap(itali[sz]ation)? tables?|tables? de cap(italisation)?|tableau de capitalisation|(ownership |investor )?spreadsheets?|tableur|fichier excel|liste (etablie )?(par|de) la societe)\b/g],
  ['articles', /\b(statuts|articles( of association)?|memorandum)\b/g],
  ['agreement', /\b(shareholders'? agreement|pacte( d'(actionnaires|associes))?)\b/g],
  ['certificates', /\b(share certificates|certificats)\b/g],
  // The registry's own copy of the capital: 'the latest CIPC annual return shows 1,000,000 ordinary shares in issue'.
  ['filing', /\b(annual returns?|returns? of allotments?|(registrar|registry)(?: general)? (filings?|extracts?|returns?)|extraits? (rccm|kbis|k-bis|du registre du commerce)|declaration annuelle)\b/g],
];
/** A count of shares: grouped digits or three and more, not a year, not a sum of money nor a percentage. */
const count = /(?<![\d.,])(\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{3,})(?![\d%]|[.,]\d|\s?%|\s?(?:\u20ac|\$|eur|usd|fcfa|xof|xaf|m\b|k\b))/g;
const year = /^(19|20)\d\d$/;
/** Authorised, not issued, capital; or a count at another moment than the other record's. */
const otherMeasure = /\b(authori[sz]\w*|autorise\w*|before the (round|closing)|after the (round|closing)|avant (l'operation|la levee)|apres (l'operation|la levee)|post-money|pre-money)\b/;
const reconciled = /\b(reconciled|rapproche\w*|reconcilie\w*|concordante?s?|agree|match|tally)\b/;
const denied = /\b(not|no|pas|non|ni)\b/;
const shareWords = /\b(shares|actions|titres)\b/;

interface Stated { kind: string; count: number }

/** The record each count of the sentence follows most closely, for counts that follow one. */
function statedCounts(lower: string): Stated[] {
  const named = recordKinds.flatMap(([kind, words]) => [...lower.matchAll(words)].map((m) => ({ kind, at: m.index ?? 0 })));
  const out: Stated[] = [];
  for (const m of lower.matchAll(count)) {
    const digits = m[1] ?? '';
    if (year.test(digits)) continue;
    const at = m.index ?? 0;
    const before = named.filter((r) => r.at < at && at - r.at <= 120).sort((a, b) => b.at - a.at)[0];
    if (before) out.push({ kind: before.kind, count: statedNumber(digits) });
  }
  return out;
}

/** A record settled with the others, as said in the sentence ('reconciled with the register'), not denied. */
const saysReconciled = (lower: string) => reconciled.test(lower) && !denied.test(lower);

/** The sentence where a second record gives a different count of shares than the first; null when none. */
export function recordCountsDiffer(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const earlier = written[i - 1];
    const pair = earlier ? [earlier, s] : [s];
    if (!pair.some((p) => shareWords.test(p.lower)) || pair.some((p) => otherMeasure.test(p.lower) || saysReconciled(p.lower))) continue;
    const first = earlier ? statedCounts(earlier.lower) : [];
    const here = statedCounts(s.lower);
    const all = [...first, ...here];
    const differ = here.some((b) => all.some((a) => a !== b && a.kind !== b.kind && a.count !== b.count && Math.max(a.count, b.count) <= 2 * Math.min(a.count, b.count)));
    if (differ) return s;
  }
  return null;
}
