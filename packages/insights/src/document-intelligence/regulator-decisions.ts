/**
 * What a regulator's own letter says it decides, in the present tense or as a decision, which the past-tense patterns
 * of red-flag-rules.ts ('a suspendu', 'suspended our licence') miss: 'l'Agence a décidé de suspendre pour six mois les
 * numéros courts', 'la Commission bancaire vous enjoint de présenter un plan ... et suspend l'octroi de tout nouveau
 * crédit', 'the Authority has decided to revoke the permit', 'the Bank hereby suspends ...'. And a stated regulatory
 * uncertainty said of the rule itself: 'the circular is vague', 'the new regulation remains unclear on ...', 'le décret
 * reste flou', and a change of the rules whose effect is not known yet; a draft rule whose content is unknown; a measure a
 * ministry, a prefect or a regulator took, named as a noun ('a notifié la suspension'); and a decree relayed with its
 * measure in the next sentence (decreeMeasure, read on the whole document). A regulator is known by any of its names
 * across the continent (regulator-names.ts: 'the National Bank of Rwanda', 'la BCRG'); the measures and uncertainties
 * these patterns leave out are read in regulator-measures.ts. Reads folded text; the caller's assertion check drops
 * denied or hedged ones.
 */
import { assertedMatch, isHedgedAt } from './assertion';
import { regulatorLetterOrder } from './regulator-letter';
import { namesRegulator, regulatorName } from './regulator-names';
import { legalVacuum, regulatorMeasure, regulatoryDoubtAcross } from './regulator-measures';
import { draftRuleReachUnknown, standingMeasure } from './regulator-standing';

const sanction = String.raw`(suspendre|retirer|revoquer|interdire|fermer|geler|suspend|revoke|withdraw|cancel|ban|prohibit|freeze)`;
/** The regulator as the subject, then a decision or a present-tense measure: 'a décidé de suspendre', 'vous enjoint de', 'suspend ... l'octroi', 'hereby revokes'. */
// No denial between the regulator and its measure ('la Commission n'a pas décidé de suspendre').
const decides = new RegExp(String.raw`\b${regulatorName}\b(?:(?!n'|\b(not|never|pas|jamais|no|neither|nor)\b)[^.;]){0,80}?\b((a|ont|has|have) decide(d)? (de |to )${sanction}|decide de ${sanction}|(vous|nous|lui|leur) (enjoint|ordonne|interdit) (de|d')|enjoins? (you|the company|us)\b|(?<!\b(to|de|pour|may|could|might|would|will|pourrait|peut) )(suspend|suspends|revoque|revokes|retire|withdraws|interdit|prohibits)\b(?=[,\s]+(a titre|with effect|temporarily|provisoirement|immediately|immediatement|l'|la |le |les |vos |votre |your |the |tout |toute |all |any )))`);
/**
 * A measure the regulator took, named as a noun or by a past verb, which the patterns of red-flag-rules.ts miss when
 * the regulator is a ministry or a prefect or the measure a noun: 'la BCEAO a notifié le 2 mai la suspension du
 * partenariat', 'the Authority imposed a ban on ...', 'le ministère des Transports a suspendu les immatriculations',
 * 'registration suspended by the National Credit Regulator'.
 */
const authority = String.raw`(${regulatorName}|prefet|prefecture|ministre|minister|maire|mairie|municipalite|governor|gouverneur|city council|county government)`;
const measureNoun = String.raw`(suspension|retrait|interdiction|fermeture|revocation|gel|withdrawal|ban|closure|freeze)`;
const measured = new RegExp(String.raw`\b${authority}\b(?:(?!n'|\b(not|never|pas|jamais|no|neither|nor)\b)[^.;]){0,60}?\b((a|ont|has|have) )?(prononce|notifie|ordonne|decide|decrete|impose|signifie|pronounced|ordered|imposed|notified|announced|issued)\b[^.;]{0,30}?\b(?<!\b(levee|lifting|end|fin|annulation) (de|of) )(la |le |l'|une |un |a |an |the )${measureNoun}\b` +
  String.raw`|\b${authority}\b(?:(?!n'|\b(not|never|pas|jamais|no|neither|nor)\b)[^.;]){0,60}?\b(a|ont|has|have) (suspendu|interdit|gele|retire|revoque|suspended|banned|frozen|revoked|withdrawn)\b(?! (its|their|the|his|her|son|sa|ses|leur|leurs) ([a-z]+ )?(objections?|complaints?|appeals?|claims?|cases?|requests?|demands?|opposition|plaintes?|recours|demandes?|reserves?|notices?|orders?|injunctions?|injonctions?|warnings?|sanctions?|fines?|penalt(y|ies)|suspensions?|bans?|mises? en demeure)\b)` +
  String.raw`|\b(suspended|revoked|withdrawn|cancell?ed|banned|suspendue?s?|retiree?s?|revoquee?s?|interdite?s?) (by|par) (the |l'|la |le )?([a-z-]+ ){0,3}${authority}\b`);
/** A rule in the making whose content is unknown: 'projet de circulaire : contenu et calendrier encore inconnus', 'the draft regulations are not yet published'. */
const draftUnknown = /\b(projet de (circulaire|loi|decret|reglement\w*|texte|directive)|draft (regulations?|law|bill|circular|decree|rules|guidelines|directive)|nouve(au|lle) (texte|loi|reglementation|circulaire|decret|reglement)|new (regulations?|law|circular|decree|rules))\b[^.;]{0,80}\b(inconnue?s?|unknown|unclear|uncertain|incertaine?s?|not yet (known|published|clear)|pas encore (connue?s?|publiee?s?|clair)|(on |nous )?(ne )?(sait|savons) pas|nobody knows|no one knows|personne ne (sait|peut (nous )?dire))\b/;

/** The rule itself said to be unclear: 'the circular is vague', 'la réglementation reste floue sur ...'. */
const ruleUnclear = /\b(circular|regulations?|rules?|law|decree|directive|guidance|guidelines|framework|circulaire|reglementation|decret|loi|texte|directive|arrete)\b[^.;]{0,30}?\b(is|are|remains?|stays?|est|reste|restent|sont|demeure) (still |encore |toujours )?(vague|unclear|ambiguous|silent|open to interpretation|not (yet )?(settled|defined|final)|unsettled|floue?s?|ambigue?s?|imprecise?s?|muete?s?|sujette? a interpretation)\b|\b(circulaire|reglementation|decret|loi|texte|regles|cadre (juridique|reglementaire|legal))\b[^.;]{0,30}?\b(n'est|ne sont) (toujours |encore )?pas (encore )?(fixee?s?|definie?s?|arretee?s?|stabilisee?s?)\b/;

/**
 * A change of the rules announced by someone other than the company, and its effect said not to be known yet: 'the
 * regulator has said it will revise data-pricing rules next year, and we cannot yet say how the new floor prices will
 * affect us', 'le ministère va réviser les tarifs plafonds ; nous ne savons pas encore comment ...'. A stated regulatory
 * uncertainty, as the guide counts it; the company's own rules ('we will revise our pricing rules') are not a regulator's.
 */
const ruleChange = String.raw`(?<!\b(we|nous|i|je|our team) )(will|is to|is set to|plans to|intends to|va|vont|compte|prevoit de|entend) (revise|change|amend|tighten|overhaul|rewrite|review|replace|introduce|reviser|modifier|changer|durcir|reformer|revoir|remplacer|introduire)`;
const rulesNoun = String.raw`(rules|regulations?|tariffs?|floor prices?|price caps?|caps|requirements|guidelines|directives?|framework|regime|regles|reglementation|tarifs?|plafonds?|prix planchers?|decrets?|lois?)`;
const effectUnknown = String.raw`((cannot|can't|can not) (yet )?(say|tell|know|assess|estimate|quantify)|(do|does|did) not (yet )?know|don't (yet )?know|(too early|not yet possible) to (say|tell|know|assess)|ne (pouvons|peut|peuvent|savons|sait) pas (encore )?(dire|savoir|evaluer|estimer|chiffrer)?|trop tot pour (dire|savoir|evaluer))`;
// The effect may follow after a semicolon, as a second clause of the same sentence.
const ruleChangeUnknown = new RegExp(String.raw`\b${ruleChange}\b[^.;]{0,40}?\b${rulesNoun}\b[^.]{0,60}?\b${effectUnknown}[^.;]{0,20}?\b(how|whether|what|if|si|comment|quel\w*|dans quelle mesure)\b`);

/** A chat message is read as one sentence though it holds several ('they don't know. the circular is vague'): each is asserted on its own. */
// The readers ask of one sentence after another with several patterns: its messages are split once, for the last sentence asked.
let lastSplit: { lower: string; parts: string[] } = { lower: '', parts: [''] };
const messagesOf = (lower: string): string[] => {
  if (lastSplit.lower !== lower) lastSplit = { lower, parts: lower.split(/(?<=[a-z)])[.!?]\s+/) };
  return lastSplit.parts;
};
const asserted = (lower: string, pattern: RegExp) => messagesOf(lower).some((part) => assertedMatch(part, pattern) !== null);
/**
 * A clause set between the auxiliary and its participle, as minutes write a decision's reference or date: 'l'ARPCE a,
 * par décision du 18 septembre 2025, suspendu pour trois mois l'autorisation', 'the Authority has, by a letter dated 3
 * May, suspended our licence'. The sentence read again without it ('a suspendu', 'has suspended'), so the patterns that
 * name the measure by its verb read it; a sentence with no such clause is returned as it is.
 */
const insertedAfterAuxiliary = /\b(a|ont|avait|avaient|has|have|had),\s[^,.;]{1,60},\s(?=[a-z])/g;
const auxiliaryComma = /\b(a|ont|avait|avaient|has|have|had),\s/;
export const auxiliaryJoined = (lower: string): string => (auxiliaryComma.test(lower) ? lower.replace(insertedAfterAuxiliary, '$1 ') : lower);

/**
 * The company barred from part of its business until a regulator clears it: 'we may not disburse any new loan through
 * the USSD channel until the Bank has reviewed and accepted a remediation plan', 'nous ne pouvons plus ouvrir de comptes
 * tant que la Commission n'a pas validé ...'. The regulator's restriction, whatever verb imposed it.
 */
const barredUntilCleared = /\b(we|the company|it|nous|la societe|elle) (may|can|could|are allowed to|is allowed to) (not|no longer)\s(disburse|lend|onboard|open|accept|sell|operate|process|issue|take on|sign up|register|enrol|launch|offer)\b[^.;]{0,100}\buntil (the )?([a-z-]+ ){0,3}(bank|authority|regulator|commission|ministry|agency|supervisor)\b|\b(ne (pouvons|peut|pourrons|pourra) (plus|pas)|n'(avons|a) plus le droit d') ?(decaisser|preter|ouvrir|accepter|vendre|exploiter|emettre|enroler|inscrire|lancer|proposer)\b[^.;]{0,100}\b(tant que|jusqu'a ce que) (la |le |l')?([a-z-]+ ){0,3}(banque|autorite|regulateur|commission|ministere|agence)\b/;

/** A regulator's decision stated in its own letter: a regulatory sanction. */
export const regulatorDecides = (lower: string): boolean => asserted(lower, decides) || asserted(lower, measured) || regulatorMeasure(lower);
/**
 * The rules a business depends on not yet issued: 'RCAA has not published its rules for beyond-line-of-sight flights',
 * 'ses textes d'application n'ont toujours pas été publiés', 'a framework is being drafted'. What will apply is not
 * known, a stated regulatory uncertainty; rules 'published in 2023' are none.
 */
const rulesNotIssued = /\b(has|have|had) (still )?not (yet )?(published|issued|adopted|released) (its |their |the |any )?(rules|regulations?|framework|guidelines|implementing (rules|regulations|decrees?))\b|\b(textes|decrets?|arretes?) d'application\b[^.;]{0,30}\bn'(ont|a) (toujours |encore )?pas (encore )?ete (publiee?s?|pris|adoptee?s?)\b|\b(rules|regulations?|framework|guidelines|reglementation|cadre (reglementaire|juridique))\b[^.;]{0,30}\b(has|have) (still )?not (yet )?been (published|issued|adopted)\b|\b(regulatory )?(framework|regulations?|rules|reglementation|cadre (reglementaire|juridique))\b[^.;]{0,20}\b((is|are) (still )?being drafted|est (toujours |encore )?en cours (de redaction|d'elaboration))\b|\bn'(a|ont) (toujours |encore )?pas (encore )?(publie|adopte|pris) (ses|les|leurs?|de) (regles|textes|decrets|reglementation)\b/;
const rulesNotIssuedSaid = (lower: string): boolean => {
  const m = rulesNotIssued.exec(lower);
  return m !== null && !isHedgedAt(lower, m.index);
};

/** The rule that applies is said to be unclear: a stated regulatory uncertainty. */
export const regulationUnclear = (lower: string): boolean => asserted(lower, ruleUnclear) || ruleChangeUnknown.test(lower) || asserted(lower, draftUnknown) || legalVacuum(lower) || rulesNotIssuedSaid(lower);

/**
 * A decree or order named in one sentence and its measure said as a bare noun in the same or the next one, as a chat
 * or a note relays it: 'Vous avez vu l'arrêté du préfet du Littoral ?' then 'Suspension de toutes les plateformes de
 * zémidjans à Cotonou pendant 3 mois', 'The Governor's order came out this morning: ban on all night deliveries', and a
 * regulator's letter summed up the same way ('le courrier de la CSBF : interdiction d'ouvrir tout nouveau compte').
 */
const decree = new RegExp(String.raw`\b(arrete|decret|circulaire|decision|ordonnance|order|decree|directive|circular|ruling|courrier|lettre|letter)s?( ministeriel| prefectoral| municipal)?\s(du |de la |de l'|des |of the |by the |from the )?${authority}|\b${authority}('s)? (order|decree|directive|circular|ruling|arrete|decret)\b|\b(arrete|decret) (ministeriel|prefectoral|municipal|presidentiel)\b`);
const bareMeasure = new RegExp(String.raw`(^|:\s?)\W*${measureNoun} (de |des |du |d'|of |on )`);

type ReadSentence = { lower: string; derived?: boolean };
/** The sentence giving a decree's measure as a noun, the decree named there or just before; null when none. */
export function decreeMeasure<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    if (!bareMeasure.test(s.lower)) continue;
    const before = written[i - 1];
    if (decree.test(s.lower) || (before && decree.test(before.lower))) return s;
  }
  return null;
}

/**
 * A regulator named in one sentence and its measure told by a pronoun in the next, as a chat or a note relays a letter:
 * 'BoZ letter arrived this morning.' then 'They have suspended our agent onboarding', 'Courrier de l'ARTCI ce
 * matin.' then 'Ils ont suspendu nos numéros courts'. The pronoun opens the sentence (a chat's time and name before it).
 */
const pronounMeasure = /^\W*(\[[^\]]{1,30}\]\s?)?([a-z]+\s?:\s?)?(they|it|ils|elle|il)( have|'ve| has|'s| ont| a)( now| just| also| aussi| deja)? (suspended|banned|frozen|revoked|withdrawn|halted|blocked|suspendu|interdit|gele|retire|revoque|bloque)\b(?! (its|their|the|his|her|son|sa|ses|leur|leurs) ([a-z]+ )?(objections?|complaints?|appeals?|claims?|requests?|demands?|plaintes?|recours|demandes?|reserves?|reservations?|sanctions?|fines?|penalt(y|ies)|suspensions?|bans?)\b)/;
function measureByPronoun<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const before = written[i - 1];
    // The anchored pronoun first: it rules out nearly every sentence before the long regulator pattern runs.
    if (before && pronounMeasure.test(s.lower) && assertedMatch(s.lower, pronounMeasure) && namesRegulator.test(before.lower)) return s;
  }
  return null;
}

/**
 * Read on the whole document: a decree's measure, a regulator's letter ordering 'you' to stop (regulator-letter.ts) or a measure told by a pronoun,
 * each a sanction, else an uncertainty told across sentences (regulator-measures.ts).
 */
export function regulatorAcrossSentences<S extends ReadSentence & { text: string }>(sentences: readonly S[]): { text: string; severity: 'high' | 'medium' } | null {
  // The bar's 'may not' is a prohibition, read on the whole sentence: the sentence rules set a 'may' clause aside as a hypothesis.
  const decreed = decreeMeasure(sentences) ?? regulatorLetterOrder(sentences) ?? measureByPronoun(sentences) ?? sentences.find((s) => barredUntilCleared.test(s.lower)) ?? standingMeasure(sentences);
  if (decreed) return { text: decreed.text, severity: 'high' };
  const doubt = regulatoryDoubtAcross(sentences) ?? draftRuleReachUnknown(sentences);
  return doubt ? { text: doubt.text, severity: 'medium' } : null;
}

/**
 * A measure said in a later sentence to be over: 'La suspension a été levée en septembre 2023', 'The ban was lifted in
 * March', 'the Authority has since withdrawn the sanction', 'l'ARPT a levé l'interdiction', 'Cette mise en demeure est levée
 * à compter de ce jour'. The measure told before is history.
 */
export const measureLifted = (lower: string): boolean => /\b(suspension|sanction|ban|interdiction|injonction|mesure|measure|order|freeze|gel|mise en demeure|formal notice|notice|warning|avertissement)s? (a ete|ont ete|was|were|has been|have been|has since been|a depuis ete|is|are|is hereby|est|sont|est par la presente) (levee?s?|lifted|revoked|withdrawn|rescinded|annulee?s?|rapportee?s?|retiree?s?)\b|\b(a|ont|has|have|has since|a depuis) (leve|lifted|withdrawn|rescinded|annule) (la |le |l'|the |its |this |cette |ce )(suspension|sanction|ban|interdiction|injonction|mesure|measure|order|freeze|gel)\b/.test(lower);
