/**
 * A regulator's measure and a stated regulatory uncertainty in the words the patterns of red-flag-rules.ts and
 * regulator-decisions.ts leave out. Measures (a sanction, as the guide counts it): a regulator, named by any of its
 * names (regulator-names.ts), that directed or ordered the company to stop something ('the CBN has directed all payment
 * service providers, including us, to stop onboarding new merchants', 'l'ARPT nous a demandé de cesser', 'a letter from
 * the Commission ordering us to suspend the campaign'); a measure
 * addressed to the company in the regulator's own letter ('la suspension, pour une durée de trois mois, de votre
 * activité', 'the withdrawal of your licence'); an order or formal notice from a named regulator ('assortie d'une
 * injonction de mise en conformité', 'the ODPC served an enforcement notice'). Uncertainty: an activity no rule yet
 * covers ('n'est couvert par aucun texte à ce jour', 'no regulation yet governs buy-now-pay-later', 'vide juridique');
 * read across sentences, a rule in preparation that could reclassify or restrict the business ('une circulaire en
 * préparation pourrait le soumettre au régime du crédit'), and a regulator's decision whose timing or direction the
 * company does not know ('Nous ne savons ni quand ni dans quel sens elle tranchera', the regulator named just before).
 * A measure lifted ('la levée de la suspension') or supposed ('may lead to the withdrawal of your licence') is none.
 * Reads folded text.
 */
import { assertedMatch, isHedgedAt } from './assertion';
import { namesRegulator, regulatorName } from './regulator-names';

const noDenial = String.raw`(?:(?!n'|\b(not|never|pas|jamais|no|neither|nor|aucune?)\b)[^.;])`;
/** 'has directed ... to stop', 'nous a enjoint de cesser', 'a ordonné à la société de suspendre'; the addressees may be listed between ('instructed us, along with every other provider that ..., to stop'). */
// Or by a participle, as a letter received is told: 'a letter from the Competition Commission ordering us to suspend our campaign', 'un courrier de l'ARTCI nous enjoignant de cesser'.
const directedToStop = new RegExp(String.raw`\b${regulatorName}\b${noDenial}{0,60}?\b((has |have |had )?(directed|ordered|instructed|required|told|asked|enjoined|directing|ordering|instructing|requiring|enjoining)|(nous |lui |leur )?(a|ont) (ordonne|enjoint|demande|impose|exige)|(nous |lui |leur )?(ordonnant|enjoignant|exigeant|demandant))\b${noDenial}{0,140}?\b(to|de|d'|a) (stop|cease|suspend|halt|close|freeze|pause|discontinue|wind down|limit|cap|cesser|suspendre|arreter|interrompre|fermer|geler|mettre fin|limiter|plafonner)\b`);
/** A measure on the company's own licence or activity, as the regulator's letter says it ('de votre activité', 'of your licence'). */
// Or on its licence named bare or as ours: "retrait d'agrément", 'the revocation of our licence'; not an application withdrawn.
const measureOnYours = /\b(suspension|retrait|revocation|interdiction|fermeture|withdrawal|cancellation|ban)\b(,[^.;]{1,90},)? (de |d'|of |on )(votre |vos |your )([a-z-]+ ){0,2}?(activite|agrement|licence|autorisation|permis|enregistrement|licen[cs]e|permit|registration|authori[sz]ation|activit(y|ies)|operations?|services?)s?\b|\b(suspension|retrait|revocation|withdrawal|cancellation)( (de|of) (notre |nos |son |sa |ses |our |its |the company's )|( d'| de l'))([a-z-]+ ){0,2}?(agrement|licence|autorisation|licen[cs]e|permit|registration|authori[sz]ation)s?\b(?! (applications?|requests?|demandes?|renewal))/;
/** A measure said over: 'la levée de la suspension', 'the lifting of the ban'; or after it, 'la mise en demeure ... a été levée'. */
const liftedAfter = /^[^.;]{0,60}?\b((a|ont) ete |has been |have been |was |were )(levee?s?|lifted|withdrawn|retiree?s?|annulee?s?|rescinded|cancell?ed)\b/;
const lifted = /\b(levee?|lever|leve\w*|lift|lifts|lifting|lifted|end|ended|fin|annulation|annule\w*|withdr[ae]w\w*|rescind\w*|revoke\w*|rapporte\w*)\b[^.;]{0,25}$/;
/** An order or a formal notice from a named regulator, either way round. */
const order = String.raw`(injonctions?|mises? en demeure|mise? (la societe|l'entreprise|la start-?up|notre societe|nous) en demeure|enforcement (notice|order|action)|compliance (order|notice)|cease[- ]and[- ]desist|blame|avertissement formel|formal warning|reprimand|penalty notice)`;
const orderNoun = new RegExp(String.raw`\b${order}`);
const regulatorOrder = new RegExp(String.raw`\b${regulatorName}\b${noDenial}{0,100}?\b${order}\b|\b${order} (de |du |d'|par |from |by |issued by )(la |le |l'|the )?${regulatorName}\b`);

/**
 * A money penalty the regulator imposes, however far its name stands before the verb: 'The Authority has determined
 * that the company operated outside its licence and hereby imposes a penalty of KES 18.5m', 'l'ARPT a infligé à la
 * société une amende de 40 M FCFA'. Only a penalty said imposed: 'may impose a penalty of up to' is hedged and the base
 * form 'impose' is not read in English.
 */
const penaltyImposed = new RegExp(String.raw`\b${regulatorName}\b${noDenial}{0,200}?\b((hereby )?(imposes|levies)|(has |have )?(imposed|levied)|(a|ont) (impose|inflige|prononce)|inflige)( (on|upon) (us|the company|it)| a (la societe|l'entreprise|notre societe|nous))? (a|an|une|un) ([a-z-]+ ){0,2}?(penalty|fine|amende|sanction pecuniaire|penalite)\b`);

/** The regulator fined the firm named after it: 'the ODPC has fined digital lender Pesa Haraka KSh 4.5 million'. ('Sanctioned' may mean approved: the French 'sanctionné' is read in regulator-words.ts.) */
const regulatorFined = new RegExp(String.raw`\b${regulatorName}\b${noDenial}{0,100}?\b(has |have |had )?(fined|penali[sz]ed|censured)\b(?! (by|for)\b)`);

const isLifted = (lower: string, at: number) => lifted.test(lower.slice(Math.max(0, at - 40), at)) || liftedAfter.test(lower.slice(at));

/** A regulator's measure against the company, asserted. */
/** The order addressed to another firm ('directed a rival operator, TalkNet, to suspend'), the company not named among its addressees. */
const otherAddressee = /\b(another|other|rival|competitors?|competing|peers?|concurrente?s?|autres?|confreres?)\b/;
const ourselves = /\b(us|we|our company|the company|nous|notre societe|la societe)\b/;
const addressedToOthers = (order: string) => otherAddressee.test(order) && !ourselves.test(order);

export function regulatorMeasure(lower: string): boolean {
  const directed = assertedMatch(lower, directedToStop);
  if ((directed && !addressedToOthers(directed[0])) || assertedMatch(lower, penaltyImposed) || assertedMatch(lower, regulatorFined)) return true;
  // The order or measure itself, not its lifting: 'la Commission a décidé de lever l'injonction susvisée'.
  const ordered = assertedMatch(lower, regulatorOrder);
  const noun = ordered ? ordered.index + ordered[0].search(orderNoun) : -1;
  if (ordered && !isLifted(lower, noun)) return true;
  const yours = assertedMatch(lower, measureOnYours);
  return yours !== null && !isLifted(lower, yours.index);
}

/**
 * No rule covers the activity, the denial being the point: 'n'est couvert par aucun texte', 'aucune loi ne régit',
 * 'is not covered by any regulation', 'no law yet governs', 'il n'existe pas encore de cadre juridique'. A rule said not
 * to forbid ('aucun texte n'interdit') grants, it leaves nothing open.
 */
const ruleWord = String.raw`(texte|loi|reglementation|reglement|cadre (juridique|legal|reglementaire)|disposition|regulations?|laws?|rules?|legal (framework|text)|regulatory framework|legislation)`;
const noRuleCovers = new RegExp(String.raw`\bn'(est|sont) (encore )?(couverte?s?|encadree?s?|regie?s?|prevue?s?|visee?s?) par aucune? ${ruleWord}\b|\baucune? ${ruleWord} (specifique )?ne (couvre|encadre|regit|prevoit|vise|s'applique)\b|\b(is|are) not (yet )?(covered|governed|addressed) by any ${ruleWord}\b|\bno (specific )?${ruleWord} (yet |currently )?(covers|governs|applies to|addresses|exists for)\b|\bthere is (currently |as yet |still )?no (legal|regulatory|specific) (framework|regime|regulation) (for|covering|governing)\b|\bil n'existe (encore |pas encore |toujours )?(aucun|pas de|pas encore de) (cadre|texte|regime) (juridique|legal|reglementaire|specifique)?\s?(pour|applicable|encadrant|qui)\b`);
const vacuum = /\b(vide juridique|flou juridique|zone grise (juridique|reglementaire)|(legal|regulatory) (vacuum|void|grey area|gray area))\b/;

/** The activity is said to fall under no rule yet: a stated regulatory uncertainty. */
export function legalVacuum(lower: string): boolean {
  const m = noRuleCovers.exec(lower);
  return (m !== null && !isHedgedAt(lower, m.index)) || assertedMatch(lower, vacuum) !== null;
}

type ReadSentence = { lower: string; derived?: boolean };

/** 'une circulaire en préparation pourrait le soumettre au régime du crédit', 'draft regulations could classify us as a lender'. */
const pendingRule = /\b((circulaire|loi|decret|reglementation|reglement|texte|arrete|directive|regulations?|rules|law|bill|circular|decree|guidelines)\b[^.;]{0,30}\b(en preparation|en cours d'(elaboration|examen|adoption)|en projet|a venir|attendue?s?|in preparation|being drafted|forthcoming|upcoming|under consideration)|projet de (circulaire|loi|decret|reglement\w*|texte|directive)|(draft|proposed|forthcoming|upcoming|new) (regulations?|rules|law|bill|circular|decree|guidelines|directive))\b/;
const couldReclassify = /^[^.;]{0,80}?\b(pourrai(en)?t|risque(nt)? de|could|may|might|would)\b(?! not\b)[^.;]{0,20}?\b(soumettre|requalifier|reclasser|classer|interdire|limiter|plafonner|obliger|imposer|assujettir|subject|classify|reclassify|require|ban|prohibit|restrict|cap|treat|bring)\b/;
/** 'Nous ne savons ni quand ni dans quel sens elle tranchera', "we don't know when or how it will rule". */
const decisionUnknown = /\b(ne (savons|sait|savent) (pas|ni)|ignorons|(do|does) not (yet )?know|don't (yet )?know|cannot (yet )?(say|tell))\b[^.;]{0,40}\b(quand|when|comment|how|dans quel sens|which way|si|whether)\b[^.;]{0,40}\b(tranch\w+|statu\w+|se prononc\w+|decid\w+|rule|rules|will rule)\b/;
const court = /\b(tribunal|court|juge|judge|cour|arbitr\w+)\b/;

/**
 * A regulator that has not ruled on a question the text then asks outright, as a slide puts it: 'La CIMA n'a pas encore
 * tranché :' then 'notre distribution par opérateur relève-t-elle de la micro-assurance ou de l'intermédiation ?', 'The
 * Authority has not yet decided: are we a deposit-taker or a payment provider?'. The question mark, in the sentence or
 * one of the three after it, says what is undecided is how the rules apply (a licence file not yet ruled on is the
 * pending-licence reader's).
 */
const notRuled = /\b(n'(a|ont) (toujours )?pas (encore )?(tranche|statue|decide|pris position|clarifie|precise)|(has|have) not (yet )?(decided|ruled|taken a position|clarified|said))\b/;
function undecidedQuestion<S extends ReadSentence>(written: readonly S[], i: number): boolean {
  const s = written[i];
  const ruled = s ? notRuled.exec(s.lower) : null;
  if (!s || !ruled || !namesRegulator.test(s.lower) || court.test(s.lower)) return false;
  // The question is what is undecided: asked in the sentence, or in the lines its closing colon opens ('n'a pas encore tranché :').
  if (s.lower.slice(ruled.index).includes('?')) return true;
  return /:\s*$/.test(s.lower) && written.slice(i + 1, i + 4).some((later) => later.lower.includes('?'));
}

/** A stated regulatory uncertainty read across sentences; the sentence that states it, or null. */
export function regulatoryDoubtAcross<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const rule = pendingRule.exec(s.lower);
    if (rule && couldReclassify.test(s.lower.slice(rule.index)) && !/\b(if|si)\b[^.;]{0,30}$/.test(s.lower.slice(0, rule.index))) return s;
    if (undecidedQuestion(written, i)) return s;
    const before = written[i - 1];
    if (decisionUnknown.test(s.lower) && !court.test(s.lower) && (namesRegulator.test(s.lower) || (before && namesRegulator.test(before.lower) && !court.test(before.lower)))) return s;
  }
  return null;
}
