/**
 * Dead equity stated after the departure, in a later clause or sentence: 'Our COO, Sipho Dlamini, left in June.' then
 * 'Sipho still holds 18% of the shares.'; 'Our original CTO left in 2022.' then 'He still holds 12% of the company';
 * 'Her 18% shareholding was not repurchased and remains on the register in her name'; '... a quitté l'entreprise en
 * juin ; il détient toujours 11 % du capital'; 'Ses actions ... n'ont pas été rachetées et restent inscrites à son
 * nom'. The leaver is who the departure names: by name in any later sentence, or by the pronoun, possessive or title
 * that opens the next clause or one of the next two sentences. A stake said to be bought back raises nothing.
 * Anyone who left counts, whatever their role ('one of our first engineers, left in March 2024 and still holds
 * 180,000 shares'), and the name may follow a title or 'that' ('It was noted that Ms Kamau retains her 12%'); in a
 * list of holdings the stake may close the leaver's item with no verb ('Mr Okello, who left in 2023, 20%; ...'). A
 * departure opening on a pronoun ('Il est mis fin à ses fonctions ...') is of the one the sentence before names.
 */
import { assertedMatch, isHedgedAt } from './assertion';
import { keepsStakeAfter, listedStakeAfter, personLeftAt, stillRegistered } from './leaver-words';
import { isDeparture, leftElsewhereToFound } from './departure-patterns';
import { equityReturned } from './red-flag-rules';
import { foldText } from './sentence-facts';
import { withSpelledPercents } from './spelled-percents';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** Capitalised words that are not names of people. */
const notNames = new Set(['Our', 'The', 'We', 'His', 'Her', 'Their', 'In', 'On', 'After', 'Since', 'CEO', 'CTO', 'COO', 'CFO', 'CPO', 'Co', 'Founder', 'Mr', 'Mrs', 'Ms', 'Dr', 'Mme', 'Chair', 'Board', 'Company', 'Parties', 'It', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
/**
 * The leaver, by name, still holds a stake: the name opening the sentence, after a title or after 'that' / 'que' ('It
 * was noted that Ms Kamau retains her 12% shareholding', 'l'assemblée constate que M. Diallo conserve ses 150 000 actions'),
 * or is still a holder, which needs no stake written ('à ce jour M. Sarr demeure associé').
 */
const holdsPattern = (name: string) => {
  const named = String.raw`(^|\b(mr|mrs|ms|miss|dr|m|mme|mlle|that|que)\.?\s+)(${name})\b[^.;,]{0,25}?\b`;
  const holdsStakeAfter = String.raw`(still |toujours )?(holds|owns|retains|keeps|has kept|continues to hold|detient|conserve|garde|demeure associee?|reste associee?|(demeure|reste|remains) (the )?(titulaire|holder|registered holder))\b[^.;]{0,40}(\d+(?:[.,]\d+)?\s?%|\b(shares|shareholding|stake|actions|parts|titres)\b)`;
  const stillAHolder = String.raw`((demeure|reste) (associee?|actionnaire)|remains an? shareholder|is still (on|in) the (share )?register)\b`;
  return new RegExp(`${named}(${holdsStakeAfter}|${stillAHolder})`);
};

/** A clause that opens on the leaver: a pronoun, a possessive or a title ('He ...', 'Her 18% ...', 'Ses actions ...', 'Mr. Okello ...'). */
/** Each name's pattern, built once. */
const holdsCache = new Map<string, RegExp>();
const holds = (name: string): RegExp => {
  let pattern = holdsCache.get(name);
  if (!pattern) { pattern = holdsPattern(name); holdsCache.set(name, pattern); }
  return pattern;
};

// 'Between them they still hold 6.2%', 'À eux deux, ils conservent ...': a lead naming the same leavers together.
// A note's clause with its subject left out, after the leaving ('(left Mar 2024; still holds his 18%)'): the leaver's.
const leaverSubject = /^\W*(\d{1,2}[.)]\s*)?((between|among) (them|themselves),?\s|together,?\s|a eux (deux|trois),?\s|ensemble,?\s)?(he|she|they|his|her|their|il|elle|ils|elles|ses|son|sa|leurs?|mr|mrs|ms|dr|m|mme|both|the two|les deux|tous deux|toutes deux)\b|^\W*(still|toujours) (holds?|owns?|retains?|keeps?|has|detient|conserve|garde|possede)\b/;
const stakeWord = String.raw`(\b(shares?|stake|shareholding|holding|equity|actions|parts|participation|titres)\b|\d+(?:[.,]\d+)?\s?%)`;
/** The leaver still holds it: 'still holds 12%', 'has kept her 14% stake', 'détient toujours 11 %'. */
// A comma between digits ('275,000 shares') is a thousands separator, not the clause's end.
const holdsStake = new RegExp(String.raw`\b(holds?|owns?|retains?|keeps?|kept|continues to (hold|own)|detient|detiennent|possede\w*|conserve\w*|garde\w*|(demeure|demeurent|reste|restent|remains?|is still) (an? |the )?(associee?s?|actionnaires?|shareholders?|titulaires?|(registered )?holders?)|(demeure|demeurent|reste|restent|remains?|is still) (inscrite?s?|registered|recorded) (pour|for|as (the )?(holder|owner) of))\b(?:[^.;,]|,(?=\d{3})){0,30}?${stakeWord}`);
/**
 * The right to buy the leaver's shares back left unused: 'the Company did not exercise its call option', 'the
 * good-leaver buy-back ... was never exercised', 'la promesse de cession ... n'a pas été exercée' (the right's terms, its
 * holders and its date may stand between).
 */
const unusedRight = (right: string) => String.raw`\b(did not|didn't|has not|have not|never) exercised? (its|the|their|our|his|her) ([a-z-]+ )?${right}\b|\b(call option|buy-?back|repurchase (right|option)|promesse (de cession|de vente|d'achat)|clause de rachat|droit de rachat|clause (de )?(good|bad) leaver|(good|bad)[- ]leaver (clause|provision)|leaver (clause|provision))\b[^.;]{0,120}\b((was|were|has|have|had) (never|not) (been )?(exercised|taken up)|(n'a|n'ont|n'avait) (pas|jamais) ete (exercee?s?|levee?s?))\b`;
const unusedBuyBack = unusedRight(String.raw`(call option|buy-?back|repurchase (right|option)|option)`);
// A bare 'option' left unexercised may be a lease's or a supplier's: with no leaver as the subject, only a call or buy-back right counts.
const unusedBuyBackRight = unusedRight(String.raw`(call option|buy-?back|repurchase (right|option))`);
/** The stake was not bought back: 'was not repurchased', 'remains (registered) on the register in her name', 'n'ont pas été rachetées', 'restent inscrites à son nom'. */
const stakeKept = new RegExp(String.raw`${stakeWord}[^.;]{0,60}\b(not|never|pas|jamais|ni|neither)\s(been |ete )?(repurchased|bought back|cancell?ed|transferred|returned|rachetee?s?|annulee?s?|cedee?s?|restituee?s?)\b|\b(remains?|stays?) (registered |recorded |entered )?(on the (register|cap table)|in (his|her|their) name)\b|\b(restent|reste|figure|figurent|demeurent|demeure) (toujours |encore )?(inscrite?s? )?(a son nom|a leur nom|au registre|en son nom)\b|\b(did not|didn't|has not|have not|never) (buy|bought|repurchase|repurchased) (back )?(his|her|their|the|those) (shares|stake)\b|\bn'(a|avons|ont|avait|avions) (jamais|pas) (encore )?(rachete|repris) (ses|leurs|son|sa|les) (actions|parts|titres|participations?)\b|\b(nobody|no one|no-one) (has |ever )?(bought|repurchased|bought back) (back )?(his|her|their|the|those) (shares|stake|shareholding)\b|\bpersonne (ne lui |ne leur )?n'a (jamais |encore )?rachete (ses|leurs|les|ces) (actions|parts|titres)\b|${unusedBuyBack}`);

/** Former staff named by their role: 'former software engineers', 'deux anciens développeurs', 'ex-employees'. */
const formerStaff = /\b(former|ex-|departed|ancien(ne)?s?)\s?(co-?founders?|founders?|employees?|staff( members)?|(software )?engineers?|developers?|team members?|managers?|advis[eo]rs?|executives?|salariee?s?|employee?s?|collaborat\w+|developpeu\w+|ingenieurs?|conseill\w+|cadres?|cofondat\w+|fondat\w+|associee?s?|dirigeante?s?)\b/;
/**
 * The buy-back forgone, whoever the clause's subject: 'The Company did not exercise its call option', 'la clause de good
 * leaver n'a pas été exercée et ses actions n'ont pas été rachetées', 'Aucune offre de rachat ne leur a été faite',
 * 'We never did the buyback when he left', 'on n'a jamais fait le rachat'.
 */
const buyBackForgone = new RegExp(String.raw`${unusedBuyBackRight}|\b(ses|leurs|son|sa|his|her|their) (\d[\d\s,.]{0,12}\s?)?(actions|parts|titres|participations?|shares|stake|shareholding)\b[^.;]{0,30}\b(not|pas|jamais|never)\s(yet |encore )?(been |ete )?(repurchased|bought back|rachetee?s?)\b|\b(aucune offre de rachat|no (buy-?back|repurchase) offer)\b|\b(never|did not|didn't|has not|hasn't|have not|haven't) (do|did|done|carry out|carried out|complete|completed|go through with|gone through with|went through with) (the|a|any|his|her|their) (buy-?back|repurchase)\b|\bn'(a|avons|ont|avions|avait|avaient) (jamais|pas) (fait|effectue|realise|procede (a|au)) (le |au |de |un |aucun )?rachat\b|\b(cette |la |sa )?(faculte|option|droit)( de rachat)? (n'a|n'avait) (pas|jamais) ete (exercee?|levee?)\b`);

// The holding verb before the clause's first comma, so that the leaver is its subject ('She was replaced by Ada, who holds 2%' is Ada's).
/** The lead naming the leavers together, set off by its comma ('À eux deux, ils détiennent ...'): not the clause the comma ends. */
const togetherLead = /^\W*((between|among) (them|themselves)|together|a eux (deux|trois)|ensemble),\s*/;
// A stake spelled out in speech ('between them they hold about five percent') reads as its figure.
/**
 * The clause's subject is the leaver's stake itself, pointed to by a pronoun or a relative clause: 'Les 27 000
 * actions qu'il détient (18 %) demeurent inscrites à son nom', 'the shares he holds were never transferred', 'the
 * shares held by her', 'les actions qui lui avaient été attribuées'. Only with stakeKept after it: the stake then stays with the one who left.
 */
const leaverStakeSubject = /^\W*(the|those|these|les|ces)\s(\d[\d\s,.]{0,12}\s?)?(shares?|actions|parts( sociales)?|titres)\b\s?(qu'(il|elle|ils|elles) (detien\w*|possede\w*|conserve\w*|a recu\w*|avait recu\w*)|(that |which )?(he|she|they) (holds?|owns?|received|was given|were given)|(held|owned) by (him|her|them)|qui (lui|leur) (ont|avaient|avait|a) ete (attribuee?s|allouee?s|emises?|donnee?s|distribuee?s)|(that |which )?(were|had been|have been) (granted|allotted|issued|given) to (him|her|them))\b/;
/**
 * A clause joined by 'and' / 'et' that opens on the leaver's possessive is a statement of its own: 'the articles
 * provide no buy-back clause and his 1,500 shares were not repurchased' — the first half's 'no' does not negate the second.
 */
const coordinated = (clause: string): string[] => clause.split(/\s(?:et|and)\s(?=(?:ses|leurs|son|sa|his|her|their)\s)/);
const leaverStillHolds = (said: string) => {
  const clause = withSpelledPercents(said);
  return ((leaverSubject.test(clause) && (holdsStake.test(clause.replace(togetherLead, '').split(/,(?!\d{3})/)[0] ?? '') || stakeKept.test(clause) || stillRegistered.test(clause))) || (leaverStakeSubject.test(clause) && stakeKept.test(clause)) || coordinated(clause).some((part) => assertedMatch(part, buyBackForgone, false) !== null)) && !assertedMatch(clause, equityReturned, false);
};

/**
 * The named leaver's stake said not bought back, however far from the departure: 'Mr Nshimiyimana's shares were not
 * repurchased on his departure', 'les actions de M. Faye n'ont jamais été rachetées'. The name is in the clause and
 * so is the stake kept.
 */
const namedStakeKept = (clause: string, names: ReadonlySet<string>): boolean => {
  if (names.size === 0) return false;
  // The name first, a cheap word test; the stake pattern only on a clause that names a leaver.
  const words = new Set(clause.split(/[^a-z'-]+/).map((w) => w.replace(/'s$/, '')));
  return [...names].some((name) => words.has(name)) && stakeKept.test(clause) && !assertedMatch(clause, equityReturned, false);
};

/**
 * A departure told as still to come ('elle quitterait ses fonctions au 31 décembre', 'will leave the company in
 * March', 'is to step down at the year's end'): the person has not left yet, so what they hold is not yet a
 * leaver's stake. A departure also said as done in the sentence ('left in May') still counts.
 */
const departureAhead = /\b(quitter(a|ait|ont|aient)|partir(a|ait|ont|aient)|se retirer(a|ait|ont|aient)|(va|vont|doit|doivent|devrait|devraient) (quitter|partir)|will (leave|step down|resign|depart|quit)|(is|are) (to|due to|set to|expected to) (leave|step down|resign|depart)|would (leave|step down|resign)|(intends?|plans?) to (leave|step down|resign))\b/;

/** A stake said still held by someone: 'the 9% still held by Mr X', 'des 12,0 % toujours détenus par M. Y'. */
const stakeStillHeldBy = /(\d+(?:[.,]\d+)?\s?%|\b(shares|actions|parts|titres))\s(toujours|encore|still)\s(detenue?s?|held)\s(par|by)\b/;

/**
 * A stake said still held, and the next line dating the holder's leaving by a possessive: 'Jean-Robert, notre troisième
 * associé fondateur, détient toujours ses 15 %.' then 'Depuis son départ en 2022, on n'a jamais exercé la clause de
 * rachat'; 'Kojo still holds his 8%.' then 'Since his resignation in 2023 no one has bought it back'. The pronoun is the holder's.
 */
const stillHeld = new RegExp(String.raw`\b((detient|detiennent|conserve|conservent|garde|gardent|a|ont) (toujours|encore)|still (holds?|owns?|has|have)|continues? to (hold|own))\b(?:[^.;,]|,(?=\d{3})){0,30}?${stakeWord}`);
const sinceTheirLeaving = /^\W*(depuis|apres|since|after|following) (son|sa|leur|his|her|their) (depart|demission|sortie|departure|resignation|exit|leaving)\b|^\W*(since|after) (he|she|they) (left|resigned|departed)\b/;
const stakeThenLeaving = (s: SentenceFacts, next: SentenceFacts | undefined): boolean =>
  next !== undefined && stillHeld.test(s.lower) && sinceTheirLeaving.test(withoutSpeaker(next.lower)) && !assertedMatch(next.lower, equityReturned, false) && !assertedMatch(s.lower, equityReturned, false);

const deadEquityFlag = (evidence: string): RiskFlag => ({
  ruleId: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity', severity: 'high', evidence: excerpt(evidence), occurrences: 1,
  recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.',
});

/**
 * A chat line's time and speaker ('[09:13] Aminata : ', '[14/11 08:47] Wanjiru: '), or a transcript's speaker by an
 * initial and a name ('A. Gharbi : Il a gardé ses 7 %.'): the message opens after them.
 */
const withoutSpeaker = (lower: string) => lower.replace(/^\s*(\[[^\]]{1,20}\]\s*[^:[\]]{1,40}?|[a-z]\.\s?[a-z'-]{2,20}(?:[ -][a-z'-]{2,20})?)\s?:\s*/, '');
/**
 * The next two sentences that state something: in a chat a question ('What happens to his shares?') or a short reply
 * with no stake in it ('Sorry to hear.', 'That's the annoying bit.') stands between a departure and what the leaver keeps.
 */
function nextStatements(written: readonly SentenceFacts[], i: number): SentenceFacts[] {
  const out: SentenceFacts[] = [];
  for (const next of written.slice(i + 1, i + 8)) {
    const said = withoutSpeaker(next.lower);
    const interjection = said.split(/\s+/).filter(Boolean).length <= 4 && !new RegExp(stakeWord).test(said);
    if (/\?\s*\W*$/.test(said) || interjection) continue;
    out.push(next);
    if (out.length === 2) break;
  }
  return out;
}

/** A departure opening on a pronoun ('Il est mis fin à ses fonctions ...', 'She resigned in May') is of the person the sentence before names. */
const pronounOpening = /^\W*(\d{1,2}[.)]\s*)?(he|she|il|elle)\b/;
const namesIn = (text: string): string[] => (text.match(/(?<!\p{L})\p{Lu}[\p{Ll}'-]+/gu) ?? []).filter((word) => !notNames.has(word)).map(foldText);
/** The same names kept together, one person's words joined by a space ('Loïc Mba' is 'loic mba'), so a namesake is told apart (holder-rows.ts). */
const personsIn = (text: string): string[] => (text.match(/(?<!\p{L})\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+)*/gu) ?? []).map((person) => person.split(/\s/).filter((word) => !notNames.has(word)).map(foldText).filter((word) => !titleWord.test(word)).join(' ')).filter(Boolean);

/** The names of the one who left in written sentence i: its own capitalised words, and the sentence before's when it opens on a pronoun. */
// `upTo`: only the names written before that point, the leaving's subject ('Mr X resigned ...', not '... and Y took over').
function leaverNamesAt(written: readonly SentenceFacts[], i: number, upTo?: number): string[] {
  const s = written[i];
  if (!s) return [];
  const before = i > 0 && pronounOpening.test(s.lower) ? namesIn(written[i - 1]?.text ?? '') : [];
  return [...namesIn(upTo === undefined ? s.text : s.text.slice(0, upTo)), ...before];
}

const supposed = /\b(si|if|should|when|whenever|lorsqu'|lorsque|quand|any|tout|toute|chaque|each)\b/;
/** A capitalised title or heading word is no one's name ('Fondateur', 'Article'). */
const titleWord = /^(co-?founders?|founders?|co-?fondat\w+|cofondat\w+|fondat\w+|directeur|directrice|president\w*|chair\w*|directors?|managers?|articles?|notes?|annexe|schedule|clause|si|if)$/;

/**
 * The names of everyone the text says has left (not one whose departure is still to come), one person's folded words
 * joined by a space: a cap table's row naming one of them is not a working founder's (holder-rows.ts).
 */
export function leaverNames(sentences: readonly SentenceFacts[]): Set<string> {
  const written = sentences.filter((s) => !s.derived);
  const names = new Set<string>();
  for (const [i, s] of written.entries()) {
    const leftAt = leftElsewhereToFound(s.lower) ? -1 : personLeftAt(s.lower);
    if (leftAt < 0 && (departureAhead.test(s.lower) || !isDeparture(s.lower))) continue;
    // 'Si un Fondateur venait à quitter ses fonctions': a rule for whoever may leave names no one who did.
    if (supposed.test(s.lower.slice(0, leftAt >= 0 ? leftAt : 60)) || isHedgedAt(s.lower, Math.max(0, leftAt))) continue;
    // The subject stands before the leaving's verb, or, for the patterns that give no place, in the sentence's opening words.
    const upTo = leftAt >= 0 ? leftAt : 60;
    const before = i > 0 && pronounOpening.test(s.lower) ? personsIn(written[i - 1]?.text ?? '') : [];
    for (const person of [...personsIn(s.text.slice(0, upTo)), ...before]) names.add(person);
  }
  return names;
}

/**
 * The leaver's stake named again by the leaver's name, later in the text: 'On his shares: Youssef's 18% vested in full in
 * March.', 'Quant aux actions de M. Diallo, ...'. The pronoun of the next statements is the leaver's again ('He keeps the 18%.').
 */
const escapeName = (name: string) => name.replace(/[-']/g, (c) => `\\${c}`);
function namesLeaverStake(lower: string, names: ReadonlySet<string>): boolean {
  return [...names].some((name) => lower.includes(name) && new RegExp(String.raw`\b${escapeName(name)}'s (\d+(?:[.,]\d+)?\s?%|shares|stake|shareholding|equity)|\b(actions|parts|titres|participation) de (m\.?\s+|mme\s+|mr\.?\s+)?${escapeName(name)}\b`).test(lower));
}

export function departedHoldings(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const departed = new Set<string>();
  for (let i = 0; i < written.length; i += 1) {
    const s = written[i];
    if (!s) continue;
    for (const name of departed) if (holds(name).test(s.lower)) return deadEquityFlag(s.text);
    if (departed.size > 0 && s.lower.split(';').some((clause) => namedStakeKept(clause, departed))) return deadEquityFlag(s.text);
    if (stakeThenLeaving(s, written[i + 1])) return deadEquityFlag(s.text);
    if (departed.size > 0 && namesLeaverStake(s.lower, departed)) {
      const kept = nextStatements(written, i).find((next) => leaverStillHolds(withoutSpeaker(next.lower)));
      if (kept) return deadEquityFlag(kept.text);
    }
    // Anyone who left, whatever their role, leaves dead equity if they keep a stake; a founder's title is not needed.
    const leftAt = leftElsewhereToFound(s.lower) ? -1 : personLeftAt(s.lower);
    const departedHere = leftAt >= 0 || isDeparture(s.lower);
    // 'les actions détenues par les deux anciens développeurs': former staff named, not said to leave here. Only a
    // buy-back said forgone after it makes dead equity ('our CTO, a former Google engineer. He holds 20%' is none).
    const formerNamed = !departedHere && formerStaff.test(s.lower);
    if (!departedHere && !formerNamed) continue;
    if (leftAt >= 0 && (keepsStakeAfter(s.lower.slice(leftAt)) || listedStakeAfter(s.lower, leftAt)) && !assertedMatch(s.lower, equityReturned, false)) return deadEquityFlag(s.text);
    // 'des 12,0 % toujours détenus par M. Jaziri, cofondateur, qui n'exerce plus aucune fonction depuis sa démission': the stake first, its leaver after.
    if (departedHere && stakeStillHeldBy.test(s.lower) && !assertedMatch(s.lower, equityReturned, false)) return deadEquityFlag(s.text);
    // 'We never did the buyback when he left in October 2022': the buy-back forgone in the leaving's own sentence.
    if (leftAt >= 0 && assertedMatch(s.lower, buyBackForgone, false) && !assertedMatch(s.lower, equityReturned, false)) return deadEquityFlag(s.text);
    // A departure still to come leaves no one gone yet: what they keep is not yet dead equity.
    if (leftAt < 0 && departureAhead.test(s.lower)) continue;
    if (departedHere) for (const name of leaverNamesAt(written, i)) departed.add(name);
    // The clause after the departure's, then the next two sentences, whole and clause by clause ('Nobody bought the
    // shares back; together they still hold 9%': the second clause opens on the leavers).
    const nextClauses = nextStatements(written, i).flatMap((next) => {
      const said = withoutSpeaker(next.lower);
      // '..., and he continues to hold his shares': a clause joined by 'and' that opens on a pronoun is the leaver's own.
      const clauses = said.split(/;|,?\s(?:and|et|but|mais)\s(?=(?:he|she|they|il|elle|ils|elles)\s)/).map((clause) => clause.trim());
      return [said, ...(clauses.length > 1 ? clauses.slice(1) : [])].map((clause) => ({ clause, text: next.text }));
    });
    const later = [...s.lower.split(';').slice(1).map((clause) => ({ clause: clause.trim(), text: s.text })), ...nextClauses];
    const kept = later.find(({ clause }) => (formerNamed ? assertedMatch(clause, buyBackForgone, false) !== null && !assertedMatch(clause, equityReturned, false) : leaverStillHolds(clause)));
    if (kept) return deadEquityFlag(kept.text);
  }
  return null;
}
