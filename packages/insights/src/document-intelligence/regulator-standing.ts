/**
 * Regulatory readings told across sentences that the other regulator readers (regulator-decisions.ts,
 * regulator-measures.ts) leave out. Each is a way of writing, in English and French:
 * - a suspension said to be still in force ('The suspension remains in force at the date of this letter', 'Cette
 *   suspension reste en vigueur à ce jour'), when a regulator is named or a licence, registration or onboarding is said
 *   suspended in that sentence or one of the two before: the measure told once, then its standing;
 * - a regulator that directed the company not to do something ('the CBK letter directing the company not to onboard any
 *   new merchants', 'un courrier de l'ARPT enjoignant à la société de ne plus ouvrir de comptes');
 * - an asset or activity stopped by a regulator's decision ('immobilisé sur décision de l'ARS', 'closed by order of
 *   the Ministry');
 * - a fine stated as payable or imposed, with a regulator named in the sentence or one of the three before;
 * - a rule in preparation (a draft, a rule announced, a regulator preparing an instruction) followed, in the sentence or
 *   one of the two after, by its content, date or reach said not known ('Ni son contenu ni sa date ... ne sont connus',
 *   'cannot tell us whether we are inside it', 'has not been settled'): a stated regulatory uncertainty.
 * A measure said lifted or over, a fine that may be imposed, a draft whose reach is known: none. Reads folded text.
 */
import { assertedMatch, isHedgedAt } from './assertion';
import { namesRegulator, regulatorName } from './regulator-names';

type ReadSentence = { text: string; lower: string; derived?: boolean };

const suspensionStands = /\b(the|this|that|such|cette|la|ladite) (suspension|ban|interdiction)\b[^.;]{0,20}?\b(is still|remains|continues to (apply|be in force)|is (currently )?in force|reste|demeure|est toujours|est encore|court toujours)( (fully |pleinement ))?\s?(in (force|effect|place)|en vigueur|applicable|effective)?\b/;
const inForce = /\b(in (force|effect|place)|en vigueur|applicable|effective|court toujours|continues to apply)\b/;
const suspendedPermission = /\b(suspen\w+|interdi\w+|ban(ned)?)\b[^.;]{0,80}\b(licen[cs]es?|registrations?|permits?|authori[sz]ations?|approvals?|onboarding|agrements?|autorisations?|enregistrements?|licences?|accreditations?)\b|\b(licen[cs]es?|registrations?|permits?|agrements?|autorisations?)\b[^.;]{0,80}\b(suspended|suspendue?s?)\b/;
const liftedWords = /\b(lifted|rescinded|withdrawn|ended|no longer|levee?s?|annulee?s?|n'est plus|plus en vigueur)\b/;

/** 'The suspension remains in force', the suspended permission or a regulator told in the sentence or one of the two before. */
function suspensionStillInForce<S extends ReadSentence>(written: readonly S[], i: number): boolean {
  const s = written[i];
  if (!s) return false;
  const m = assertedMatch(s.lower, suspensionStands);
  if (!m || !inForce.test(m[0]) || liftedWords.test(s.lower)) return false;
  return written.slice(Math.max(0, i - 2), i + 1).some((near) => namesRegulator.test(near.lower) || suspendedPermission.test(near.lower));
}

const noDenial = String.raw`(?:(?!n'|\b(not|never|pas|jamais|no|neither|nor|aucune?)\b)[^.;])`;
/** 'directing the company not to onboard', 'nous a enjoint de ne plus ouvrir': an order that forbids. */
const directedNotTo = new RegExp(String.raw`\b${regulatorName}\b${noDenial}{0,80}?\b(directing|ordering|instructing|requiring|directed|ordered|instructed|required|directs|orders|instructs|enjoignant|ordonnant|enjoint|ordonne|demandant|a demande)\b[^.;]{0,50}?\b(not to|to no longer|de ne (pas|plus)|de ne rien)\b`);
/** 'immobilisé sur décision de l'ARS', 'closed by order of the Ministry'. */
const stoppedByDecision = new RegExp(String.raw`\b(immobilise\w*|ferme\w*|suspendu\w*|interdit\w*|bloque\w*|gele\w*|suspended|closed|grounded|frozen|halted|blocked|sealed|barred)\b[^.;]{0,30}?\b(sur|par|by|on|under) (la |une |the |an? )?(decision|ordre|injonction|arrete|order|instruction|directive)s? (de |du |d'|des |of )(la |le |l'|the )?${regulatorName}\b`);
const reopened = /\b(reopened|rouvert\w*|lifted|levee?s?|remis en service|returned to service|since resumed|a repris)\b/;
/** 'a fine of MZN 450,000 is payable within 30 days', 'une amende de 2 M FCFA a été infligée'. */
const finePayable = /\b(a|the|an|une|l') (fine|administrative penalty|amende)\b[^.;]{1,40}?\b(is|are|was|has been|shall be|est|a ete) (payable|imposed|levied|due|exigible|infligee|prononcee|a (payer|regler))\b/;

/** A measure in force, an order not to do something, an activity stopped by decision or a fine due: the sentence, or null. */
export function standingMeasure<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    if (suspensionStillInForce(written, i) || assertedMatch(s.lower, directedNotTo)) return s;
    const stopped = assertedMatch(s.lower, stoppedByDecision);
    if (stopped && !reopened.test(s.lower.slice(stopped.index))) return s;
    if (assertedMatch(s.lower, finePayable) && written.slice(Math.max(0, i - 3), i + 1).some((near) => namesRegulator.test(near.lower))) return s;
  }
  return null;
}

const ruleNoun = String.raw`(rules?|regulations?|law|bill|decree|circular|directive|guidelines|code|instruction|framework|aviso|regles?|reglementation|reglement|loi|decret|circulaire|arrete|texte|cadre)`;
/** A rule in the making: a draft, a rule announced, a regulator preparing one. */
const ruleInMaking = new RegExp(
  String.raw`\b${ruleNoun}\b[^.;]{0,40}?\b((are|is) (still )?(in draft|in preparation|being (drafted|prepared))|(est|sont) (encore |toujours )?(en preparation|en projet|annoncee?s?|a l'etude|en cours d'elaboration)|(has been|have been|was|were) announced)\b` +
  String.raw`|\b(draft|proposed|projet de|avant-projet de) (\w+ ){0,2}?${ruleNoun}\b` +
  String.raw`|\bnouve(au|l|lle)s? ${ruleNoun}\b[^.;]{0,40}?\b(annoncee?s?|attendue?s?|prevue?s?|en preparation)\b|\bnew ${ruleNoun}\b[^.;]{0,40}?\b(announced|expected|planned|in preparation)\b` +
  String.raw`|\b${regulatorName}\b${noDenial}{0,40}?\b(prepare|prepares|is preparing|is drafting|redige|elabore|published|issued|a publie|a diffuse) (une |un |le |la |a |an |the |its |sa |son )?(new |nouvelle? )?(draft|projet|${ruleNoun})\b`,
);
/** Its content, date or reach said not known, in words of the writer or of someone asked. */
const reachUnknown = /\b((cannot|can't|can not|could not|couldn't) (yet )?(tell|say|know|assess|predict)|(do|does|did) not (yet )?know|don't (yet )?know|(nobody|no one) (knows|can (yet )?(tell|say))|(is|are|remains?) (not (yet )?(known|clear|settled|decided)|unknown|unclear|open)|(has|have) not (yet )?been (settled|decided|determined|clarified|published)|ne (savons|sait|savent|pouvons|peut) pas( encore)?( aujourd'hui)? (dire |savoir )?(si|quand|comment|quel\w*|dans quel)|ne (sont|est) (pas )?(encore )?(connue?s?|fixee?s?|publiee?s?)|n'(a|ont) (encore |toujours )?(pas )?(encore )?ete (publiee?s?|fixee?s?|precisee?s?)|(reste|restent) (inconnue?s?|a (determiner|preciser))|inconnue?s?|ne peut pas (encore )?etre (evaluee?|estimee?|mesuree?))\b/;
const reachKnown = /\b(exempts? us|does not (apply|affect)|ne (nous )?concerne pas|ne s'applique pas)\b/;

/** A rule in preparation whose content, date or reach the same sentence or one of the two after says is not known: the sentence that says it, or null. */
export function draftRuleReachUnknown<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const draft = assertedMatch(s.lower, ruleInMaking);
    if (!draft || /\b(if|si|whether)\b[^.;]{0,30}$/.test(s.lower.slice(0, draft.index))) continue;
    for (const later of written.slice(i, i + 3)) {
      const from = later === s ? draft.index : 0;
      const unknown = reachUnknown.exec(later.lower.slice(from));
      if (unknown && !isHedgedAt(later.lower, from + unknown.index) && !reachKnown.test(later.lower)) return later;
    }
  }
  return null;
}
