/**
 * A cap table made hard to read by what sits on it, not by a word saying so: a stack of convertibles not yet
 * converted or on different terms ('14 SAFEs on three different templates, none converted', 'douze BSA AIR à
 * des conditions différentes'), liquidation preferences above 1x or participating ('2x participating, senior
 * to the Seed'), many share classes ('seven classes of shares'), and equity promised without paper ('promised
 * equity by e-mail; none documented'). Reads folded text (lower case, no accents); a denial before the fact
 * ('no other convertible instruments are outstanding') raises nothing.
 */
import { assertedMatch } from './assertion';

const counts: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20,
};
const count = String.raw`(\d{1,3}|${Object.keys(counts).join('|')})`;
const toNumber = (word: string) => counts[word] ?? Number(word);

const instruments = String.raw`(safes?|convertible (notes?|loans?|instruments?)|notes? convertibles?|bsa ?airs?|obligations convertibles|kiss|asas?|advance subscription agreements?)`;
/** 'issued 14 SAFEs', 'douze BSA AIR': the number of convertibles written before them. */
const instrumentCount = new RegExp(String.raw`\b${count} (outstanding |unconverted |separate |different |early |angel )?${instruments}\b`);
const unconverted = /\b(none (of (which|them) )?(has |have )?(yet )?(converted|been converted)|not (yet )?(been )?converted|unconverted|remain(s|ing)? outstanding|still outstanding|dont aucun n'a (encore )?ete converti|aucun n'a (encore )?ete converti|non (encore )?convertis|pas encore (ete )?convertis|toujours en cours)\b/;
/** Convertibles on terms that differ from one to the next: the ownership after conversion depends on each. */
const differentTerms = new RegExp(String.raw`\b${instruments}\b(?:[^.]|\.\d){0,160}\b((different|differing|distinct|various|multiple|several) (valuation )?(templates?|caps?|discounts?|terms|conversion terms)|${count} (different|distinct) (valuation )?(templates?|caps|discounts)|(conditions|plafonds( de valorisation)?|decotes|modeles) (differentes|differents|distincts|distinctes|variables)|(differentes|differents|distincts|distinctes) (conditions|plafonds|decotes|modeles))\b`);

function stackedConvertibles(lower: string): boolean {
  const m = assertedMatch(lower, instrumentCount, false);
  if (m && toNumber(m[1] ?? '') >= 5 && unconverted.test(lower.slice(m.index))) return true;
  return assertedMatch(lower, differentTerms, false) !== null;
}

/** '2x participating liquidation preference', 'préférence de liquidation de 1,5x, participative', '3x liquidation preference'. */
const preferenceMultiple = /\b(\d+(?:[.,]\d+)?)\s?x\b[^.;]{0,12}\b((non[- ]?)?participat\w*|liquidation preference)|\b(liquidation preference|preference de liquidation)\b[^.;\d]{0,20}(\d+(?:[.,]\d+)?)\s?x\b[^.;]{0,15}(\b(non[- ]?)?participat\w*)?/;

function heavyPreference(lower: string): boolean {
  const m = preferenceMultiple.exec(lower);
  if (!m) return false;
  const multiple = Number((m[1] ?? m[5] ?? '').replace(',', '.'));
  const participating = /^participat/.test(m[2] ?? '') || /^participat/.test((m[6] ?? '').trim());
  return multiple >= 2 || (multiple > 1 && participating);
}

/** 'seven classes of shares', 'cinq catégories d'actions': more share classes than a seed or Series A carries. */
const shareClasses = new RegExp(String.raw`\b${count} (different |distinct |separate )?(classes|categories|series) (of|d') ?(shares|stock|preferred|actions)\b`);

/** Equity promised without paper: 'promised equity by e-mail; none of these promises has been documented'. */
const promisedEquity = /\b(promised|offered) (equity|shares|stock|options|a stake)\b|\bpromises? of (equity|shares|options)\b|\bpromettre des (actions|bspce|parts)\b|\bpromesses? d'(actions|attribution|bspce)\b|\b(actions|bspce) promis(es)?\b/;
const withoutPaper = /\b(orally|verbally|informally|on a handshake|by e-?mail|over e-?mail|undocumented|(not|never|none [^.;]{0,30})\s?(been )?(documented|formali[sz]ed|papered|approved)|par (courriel|e-?mail|oral)|oralement|verbalement|(n'a|n'ont) (jamais |pas )?ete (formalisee?s?|documentee?s?|approuvee?s?)|non formalisee?s?)\b/;

/** Layers said to be gone since: 'it was reconciled with the share register in 2023 and is now clean', 'tous ont été convertis'. */
const tidiedSince = /\b((is|are) now (clean|simple|straightforward)|(was|were|has been|have been) (reconciled|cleaned up|simplified|tidied up|converted|bought out)|(all|each|every one) (of them )?(converted|have converted)|(a|ont) ete (reconcilie|nettoye|simplifie|converti)\w*|(est|sont) desormais (claire?s?|propres?|simples?))\b/;

export function layeredCapTable(lower: string): boolean {
  if (tidiedSince.test(lower)) return false;
  if (stackedConvertibles(lower) || heavyPreference(lower)) return true;
  const classes = assertedMatch(lower, shareClasses, false);
  if (classes && toNumber(classes[1] ?? '') >= 5) return true;
  return assertedMatch(lower, promisedEquity, false) !== null && withoutPaper.test(lower);
}
