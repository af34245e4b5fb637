/**
 * A regulator's order as its own letter words it, in the second person and without naming itself: 'You are hereby
 * directed to suspend all new offerings', 'you are required to cease onboarding', 'Il est enjoint à votre
 * établissement de suspendre toute ouverture de comptes', 'vous êtes tenus de cesser', 'nous vous enjoignons de
 * suspendre'. The order alone does not say who gives it (a landlord or a customer writes 'you' too), so it counts as
 * a regulator's measure (a sanction, as the labelling guide counts it) only when a regulator is named in the same
 * sentence or one of the two before it, as a memo quoting the letter introduces it ('Quoting the Securities and
 * Exchange Commission's letter:', 'la Banque d'Algérie nous a adressé un courrier dont nous reproduisons l'extrait').
 * An order that may come ('you may be directed to'), is denied ('you are not required to') or said lifted is none.
 * Reads folded text.
 */
import { assertedMatch } from './assertion';
import { namesRegulator } from './regulator-names';

const stopVerb = String.raw`(stop|cease|suspend|halt|discontinue|close|freeze|desist from|refrain from|wind down|suspendre|cesser|arreter|interrompre|fermer|geler|mettre fin|mettre un terme)`;
const addressee = String.raw`(votre|la|cette|notre) (etablissement|societe|entreprise|institution|structure|filiale)`;
const promptly = String.raw`(with immediate effect|with effect from [^.;,]{1,30}|immediately|forthwith|avec effet immediat|a compter de [^.;,]{1,30}|des reception de la presente|sans delai)`;
const addressedOrder = new RegExp(
  // The manner may stand between commas: 'you are hereby directed, with immediate effect, to stop onboarding new borrowers'.
  String.raw`\byou (are|have been) (hereby |now |formally )?(directed|ordered|instructed|required|enjoined|requested)(\s?:|,)? (${promptly},? )?to (immediately )?${stopVerb}\b` +
  String.raw`|\byou (must|shall) (immediately |forthwith )?${stopVerb}\b` +
  String.raw`|\bil (vous |lui )?est (par la presente |formellement )?(enjoint|ordonne|prescrit|demande|fait injonction),? (a ${addressee},? )?(${promptly},? )?(de |d')(immediatement )?${stopVerb}\b` +
  // The formal notice may end its line on a colon, its measures listed after it ('vous êtes mis en demeure : 1. de suspendre ...').
  String.raw`|\bvous (etes|avez ete) (par la presente |formellement )?(tenue?s?|sommee?s?|mise?s? en demeure|enjointe?s?)(\s?:|,)? (${promptly},? )?(de |d')(immediatement )?${stopVerb}\b` +
  String.raw`|\bnous vous (enjoignons|ordonnons|sommons|prescrivons|demandons) (par la presente )?(de |d')(immediatement )?${stopVerb}\b`,
);
/**
 * The order as the company relays it, in the first person: 'BoT letter arrived. we have to stop onboarding new agents',
 * 'nous devons suspendre les ouvertures de comptes'. Whoever obliges is not said, so it counts only with a regulator
 * named in the sentence or one of the two before (never the letterhead: in a regulator's own letter 'we' is the regulator).
 */
const obligedToStop = /\b(we|nous|on)\s(have to|had to|must|are required to|were required to|have been told to|were told to|devons|avons du|doit|a du|sommes tenus de|sommes obliges de)\s(immediately |immediatement )?(stop|cease|suspend|halt|freeze|pause|arreter|cesser|suspendre|geler|interrompre)\b/;
/** Central banks named 'Bank of ...' by the acronym a chat writes with its capitals ('BoT', 'BoZ', 'BoG', 'BoU'); in lower case it is a word ('bot'). */
const centralBankInitials = /\bBo[GTUZ]\b/;
const regulatorNear = (s: ReadSentence) => namesRegulator.test(s.lower) || centralBankInitials.test(s.text);
/** What carries an order: a letter, a directive, an inspection. A regulator named beside a business decision ('the Central Bank raised its rate; we must pause hiring') orders nothing. */
const orderCarrier = /\b(letter|directive|circular|order|notice|instruction|inspection|examination|courrier|lettre|circulaire|injonction|controle|mise en demeure|notification|decision)s?\b/;
const liftedOrder = /\b(lifted|withdrawn|rescinded|levee?s?|rapportee?s?|annulee?s?)\b/;

type ReadSentence = { text: string; lower: string; derived?: boolean };

/**
 * The letterhead: the lines before the salutation ('Monsieur le Directeur Général,', 'Dear Sir'), when one opens the
 * letter within its first lines. A regulator named there wrote the whole letter, so an order anywhere in it is its own.
 */
const salutation = /^\W*(dear|monsieur|madame|messieurs|mesdames|sir|madam)\b/;
function letterheadNamesRegulator<S extends ReadSentence>(written: readonly S[]): boolean {
  const greeting = written.slice(0, 12).findIndex((s) => salutation.test(s.lower));
  return greeting > 0 && written.slice(0, greeting).some((s) => namesRegulator.test(s.lower));
}

/**
 * A regulator's letter names itself in its body by a short name ('the Bank', 'the Authority', 'la Commission') and
 * orders in the present tense: 'The Bank therefore DIRECTS Haraka Credit Limited to suspend the disbursement of all new
 * loans', 'la Banque enjoint à la société de suspendre'. Read only where the letter's first lines name a regulator
 * (its letterhead), so that a lender's own 'the Bank requires' is none; an order that may come is hedged.
 */
const shortNameOrders = new RegExp(String.raw`\b(the|la|l') ?(bank|authority|commission|regulator|agency|banque|autorite|agence)\b(?:(?!\b(not|never|pas|jamais|may|might|could|would|pourrait|peut|pourra)\b|n')[^.;]){0,40}?\b(directs|orders|instructs|requires|enjoins|ordonne|enjoint)\b[^.;]{0,80}?\b(to|de|d'|a) ${stopVerb}\b`);
const opensOnRegulator = <S extends ReadSentence>(lines: readonly S[]) => lines.slice(0, 3).some((s) => namesRegulator.test(s.lower));

/**
 * The sentence in which a regulator, named there, just before or in the letterhead, orders the company in the second
 * person to stop; null when none. A line joined to the list it opens is read too (derived: its neighbours are unknown, so only the letterhead or its own words name the regulator).
 */
export function regulatorLetterOrder<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  let regulatorsLetter: boolean | null = null;
  if (opensOnRegulator(written)) {
    const own = written.find((s) => assertedMatch(s.lower, shortNameOrders) !== null && !liftedOrder.test(s.lower));
    if (own) return own;
  }
  for (const s of sentences) {
    const relayed = s.derived ? null : assertedMatch(s.lower, obligedToStop);
    if (relayed) {
      const i = written.indexOf(s);
      const near = [s, written[i - 1], written[i - 2]].filter((n): n is S => n !== undefined);
      if (near.some(regulatorNear) && near.some((n) => orderCarrier.test(n.lower))) return s;
    }
    const order = assertedMatch(s.lower, addressedOrder);
    if (!order || liftedOrder.test(s.lower.slice(order.index))) continue;
    const i = s.derived ? -1 : written.indexOf(s);
    if ([s, written[i - 1], written[i - 2]].some((near) => near !== undefined && namesRegulator.test(near.lower))) return s;
    regulatorsLetter ??= letterheadNamesRegulator(written);
    if (regulatorsLetter) return s;
  }
  return null;
}
