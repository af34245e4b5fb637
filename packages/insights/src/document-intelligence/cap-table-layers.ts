/**
 * A cap table made hard to read by what sits on it, not by a word saying so: a stack of convertibles not yet
 * converted or on different terms ('14 SAFEs on three different templates, none converted', 'douze BSA AIR à
 * des conditions différentes'), liquidation preferences above 1x or participating ('2x participating, senior
 * to the Seed'), many share classes ('seven classes of shares'), and equity promised without paper ('promised
 * equity by e-mail; none documented'), ownership in dispute, participation without a cap, and layers of several kinds
 * together (share classes, option plans, unconverted convertibles, side letters). Reads folded text (lower case, no accents); a denial before the fact
 * ('no other convertible instruments are outstanding') raises nothing.
 */
import { statedNumber } from './layout-cells';
import { assertedMatch, isNegatedAt } from './assertion';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const counts: Record<string, number> = spelledNumbersWorth([...valuesFrom(2, 12), 15, 20]);
const count = String.raw`(\d{1,3}|${Object.keys(counts).join('|')})`;
const toNumber = (word: string) => counts[word] ?? Number(word);

const instruments = String.raw`(safes?|convertible (notes?|loans?|instruments?)|notes? convertibles?|bsa ?airs?|obligations convertibles|kiss|asas?|advance subscription agreements?)`;
/** 'issued 14 SAFEs', 'douze BSA AIR': the number of convertibles written before them. */
const instrumentCount = new RegExp(String.raw`\b${count} (outstanding |unconverted |separate |different |early |angel )?${instruments}\b`);
const unconverted = /\b(none (of (which|them) )?(has |have )?(yet )?(converted|been converted)|not (yet )?(been )?converted|unconverted|remain(s|ing)? outstanding|still outstanding|dont aucun n'a (encore )?ete converti|aucun n'a (encore )?ete converti|non (encore )?convertis|pas encore (ete )?convertis|toujours en cours)\b/;
/** Convertibles on terms that differ from one to the next: the ownership after conversion depends on each. */
const differentTerms = new RegExp(String.raw`\b${instruments}\b(?:[^.]|\.\d){0,160}\b((different|differing|distinct|various|multiple|several) (valuation )?(templates?|caps?|discounts?|terms|conversion terms)|${count} (different|distinct) (valuation )?(templates?|caps|discounts)|(conditions|plafonds( de valorisation)?|decotes|modeles) (differentes|differents|distincts|distinctes|variables)|(differentes|differents|distincts|distinctes) (conditions|plafonds|decotes|modeles))\b`);

/** Every count of convertibles a sentence gives, added: 'five SAFEs and two convertible notes' is seven. */
const instrumentCounts = new RegExp(instrumentCount.source, 'g');
function convertiblesCounted(lower: string): { total: number; at: number } {
  const all = instrumentCounts;
  let total = 0;
  let at = -1;
  for (const m of lower.matchAll(all)) {
    if (isNegatedAt(lower, m.index)) continue;
    total += toNumber(m[1] ?? '');
    if (at < 0) at = m.index;
  }
  return { total, at };
}

function stackedConvertibles(lower: string): boolean {
  const { total, at } = convertiblesCounted(lower);
  if (total >= 7 || (total >= 5 && unconverted.test(lower.slice(at)))) return true;
  return assertedMatch(lower, differentTerms, false) !== null;
}

/**
 * Layers of different kinds in one sentence ('4 catégories d'actions et 3 plans de BSPCE, auxquels s'ajoutent des
 * BSA AIR non convertis'): share classes, option plans, unconverted convertibles, side letters; two kinds or more.
 */
const classesFew = new RegExp(String.raw`\b${count} (different |distinct |separate )?(classes|categories|series) (of|d') ?(shares|stock|preferred|actions)\b`);
const plans = new RegExp(String.raw`\b${count} (separate |different |distinct )?(option plans|share option plans|esops|plans (de|d') ?(bspce|stock-?options|options|attribution|actions gratuites))\b`);
const unconvertedInstruments = new RegExp(String.raw`\b${instruments}\b[^.;]{0,40}\b(unconverted|not (yet )?converted|outstanding|non (encore )?convertie?s|en circulation)\b|\b(unconverted|outstanding)\b[^.;]{0,15}\b${instruments}\b`);
/** Warrants granted to a lender or investor: another layer that dilutes on exercise. */
const warrants = /\b(warrants?|bsa(?! ?air))\b[^.;]{0,30}\b(issued|granted|held|emis|attribues|detenus)\b[^.;]{0,20}\b(to|by|a|par|au) (a |an |the |its |un |une |le |la )?(lenders?|banks?|investors?|funds?|venture debt|preteurs?|banques?|fonds)\b/;
const sideLetters = /\bside letters?\b[^.;]{0,60}\b(grant\w*|giving|with|conferring|pro[- ]rata|mfn|most[- ]favou?red|veto|information rights)\b|\blettres? d'accompagnement\b|\bside letters?\b/;
function layerKinds(lower: string): number {
  const classes = classesFew.exec(lower);
  const plan = plans.exec(lower);
  return [
    classes !== null && toNumber(classes[1] ?? '') >= 3,
    plan !== null && toNumber(plan[1] ?? '') >= 2,
    unconvertedInstruments.test(lower) || convertiblesCounted(lower).total >= 3,
    sideLetters.test(lower),
    warrants.test(lower),
  ].filter(Boolean).length;
}

/**
 * A crowd on the register: 'our cap table has 140 shareholders', '85 business angels au capital'. A year before
 * 'shareholders' agreement' or 'meeting' dates a document, it counts no one ('the 2021 shareholders' agreement', 'the 2019 shareholders meeting').
 */
const crowd = /\b(\d{2,4}) (individual |small |minority |retail )?(shareholders(?!'? (?:agreements?|meetings?|resolutions?|loans?)\b)|actionnaires|associes)\b|\b(\d{2,4}) (angels?|angel investors|business angels|individual investors|investisseurs individuels)\b[^.;]{0,30}\b(cap table|register|au capital|on the cap table|shareholders|actionnaires)\b|\b(cap table|table de capitalisation|register|registre)\b[^.;]{0,30}\b(\d{2,4}) (shareholders|holders|actionnaires|associes|angels?|investors|investisseurs)\b/;
function crowdedRegister(lower: string): boolean {
  const m = assertedMatch(lower, crowd, false);
  return m !== null && Number(m[1] ?? m[4] ?? m[8]) >= 50;
}

/** Who owns what is in dispute: 'ownership of 12% of the shares is disputed', 'la propriété de 10 % des actions est contestée'. */
const disputedOwnership = /\b(ownership|title|shares|stake|shareholding|equity|propriete|actions|parts|titres|participation)\b[^.;]{0,50}\b(is|are|was|were|remains?|est|sont|reste|restent) (disputed|contested|in dispute|the subject of a dispute|contestee?s?|litigieuse?s?|en litige)\b|\b(disputed|contested) (ownership|shares|stake|shareholding|title)\b|\b(actions|parts|titres|participation) (contestee?s?|litigieuse?s?|en litige)\b|\bclaims? (to|over|on) [^.;]{0,25}\b(shares|equity|stake)\b[^.;]{0,40}\b(disputes?|disputed|contests?|contested|rejects?)\b/;

/** '2x participating liquidation preference', 'préférence de liquidation de 1,5x, participative', '3x liquidation preference'. */
const uncappedParticipation = /\bparticipat\w*\b[^.;]{0,30}\b(no cap|uncapped|without (a )?cap|sans plafond|non plafonnee?)\b|\b(uncapped|non plafonnee?) participat\w*/;
const preferenceMultiple = /\b(\d+(?:[.,]\d+)?)\s?x\b[^.;]{0,12}\b((non[- ]?)?participat\w*|liquidation preference)|\b(liquidation preference|preference de liquidation)\b[^.;\d]{0,20}(\d+(?:[.,]\d+)?)\s?x\b[^.;]{0,15}(\b(non[- ]?)?participat\w*)?/;

function heavyPreference(lower: string): boolean {
  if (uncappedParticipation.test(lower)) return true;
  const m = preferenceMultiple.exec(lower);
  if (!m) return false;
  const multiple = statedNumber(m[1] ?? m[5] ?? '');
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

/** A word every reader above needs: most sentences have none, and are passed over at once. */
const layerStems = /safe|convertib|note|bsa|kiss|\basas?\b|advance subscription|prefer|particip|class|categor|series|promis|promet|disput|contest|litig|claim|holder|actionnaire|associe|angel|warrant|side letter|lettre|bspce|option|plan/;

export function layeredCapTable(lower: string): boolean {
  if (!layerStems.test(lower) || tidiedSince.test(lower)) return false;
  if (stackedConvertibles(lower) || heavyPreference(lower) || layerKinds(lower) >= 2 || crowdedRegister(lower) || assertedMatch(lower, disputedOwnership, false)) return true;
  const classes = assertedMatch(lower, shareClasses, false);
  if (classes && toNumber(classes[1] ?? '') >= 5) return true;
  return assertedMatch(lower, promisedEquity, false) !== null && withoutPaper.test(lower);
}
