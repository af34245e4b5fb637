/**
 * A going-concern doubt said without the words 'going concern' or 'incertitude': a board, a director or an auditor
 * writing that the business cannot be assured of carrying on ('la poursuite de l'exploitation ne peut être assurée
 * au-delà de l'exercice', 'des faits de nature à compromettre la continuité de l'exploitation', 'la société pourrait
 * ne pas être en mesure de poursuivre son activité', 'the company may not be able to continue trading', 'continued
 * operation cannot be assured', 'la continuité d'exploitation n'est pas assurée'). A denial ('n'est pas menacée', 'nothing suggests') is no doubt.
 */
import { assertedMatch } from './assertion';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const carryOn = String.raw`(poursuivre|continuer|maintenir) (son|ses|leur|leurs|l') ?(activite|exploitation|operations?)s?`;
const doubtSaid = new RegExp([
  String.raw`\b(poursuite|continuite) (de l'exploitation|de l'activite|des activites|de ses activites|d'exploitation)\b[^.;]{0,30}\bne (peut|pourra|pourrait|peuvent) (pas |plus )?etre (assuree|garantie)`,
  // 'la continuité d'exploitation de la société n'est pas assurée': the doubt said in the present, not as a possibility.
  String.raw`\b(poursuite|continuite) (de l'exploitation|de l'activite|des activites|de ses activites|d'exploitation)\b[^.;]{0,30}\bn'(est|etait|sera|serait) (pas|plus) (assuree|garantie)`,
  String.raw`\bde nature a (compromettre|menacer) la (continuite|poursuite) (de l'exploitation|d'exploitation|de l'activite)`,
  String.raw`\b(pourrait|pourraient|risque de) ne (pas|plus) (etre en mesure de |pouvoir )${carryOn}`,
  String.raw`\bne (sera|serait|sont|est) (pas|plus) en mesure de ${carryOn}`,
  String.raw`\b(may|might|could|would|will) (not|no longer) be able to (continue|keep) (trading|operating|in business|its operations|operations)\b`,
  String.raw`\b(continuation|continued operation|continuity) of (the |its |our )?(company|business|operations)\b[^.;]{0,30}\b(cannot be|is not|is no longer) (assured|guaranteed)`,
  String.raw`\blikely to (jeopardi[sz]e|threaten|compromise) the (continuity|continuation) of (the |its )?(company|business|operations)`,
  // The directors unable to conclude that the company will carry on: 'cannot today conclude that the company will be able to
  // continue in operation', 'ne sont pas en mesure de conclure que la société pourra faire face à ses engagements'.
  String.raw`\b(cannot|can not|could not|(are|is|were|was) (not able|unable))( [a-z]+){0,4} conclude that the (company|group|business|entity)\b[^.;]{0,40}\b(will|would|can|could) be able to (continue|carry on|keep trading|meet its (obligations|liabilities|debts)|pay its debts)`,
  String.raw`\bne (peuvent|peut|pouvaient|pouvait|sont|est) pas( en mesure de)?( [a-z]+){0,3} conclure que la (societe|entreprise|groupe)\b[^.;]{0,40}\b(pourra|sera en mesure de|pourrait) (poursuivre|continuer|faire face a ses (engagements|obligations|dettes))`,
  // 'there is significant doubt whether the company can keep trading': the doubt said of carrying on, without 'going concern'.
  String.raw`\b(significant|substantial|serious|material|considerable) (doubt|uncertainty) (about |as to |over )?whether (the |our )?(company|business|group|entity|we|it)\b[^.;]{0,30}\b(can|will|could|would|is able to|are able to|be able to) (keep|continue|carry on|remain) (trading|operating|in business|in operation|(its|our) (operations|activities|business))`,
].join('|'));
const denied = /\b(n'est|ne sont) (pas|nullement) (menacee|compromise)|\b(nothing|rien|aucun \w+) (suggests?|n'indique|ne laisse)/;

/**
 * The doubt as a scan's text recognition cuts its words ('un dou te impor tant sur la capa cité de la so ciété à pour
 * sui vre son exploi ta tion', 'significant doubt about the Com pany's abi lity to con tinue as a going con cern'): read
 * with the spaces removed, so a word cut in two reads whole (as unaudited-wording.ts reads 'non au dités'). The words
 * are long enough not to occur by chance; a denial or a hedge just before ('pas de doute', 'could cast doubt') is none.
 */
const compactedDoubt = /(doute|incertitude)(important|importante|significatif|significative|serieux|serieuse|majeur|majeure)(sur|quant|concernant|relative)[a-z']{0,12}capacitede(la|l')[a-z]{0,12}a(poursuivre|continuer)(son|ses|l')(exploitation|activite)|significantdoubt(about|on|asto|over)the[a-z']{0,12}abilitytocontinueasagoingconcern/;
const compactedDenialOrHedge = /(pas|aucun|aucune|sans|nul|never|could|might|may|would|pourrai\w*|serai\w*)[a-z']{0,8}$/;
/**
 * 'a material uncertainty exists that may cast significant doubt': the auditor's standard words state the uncertainty,
 * the 'may' is the doubt's own (as the going-concern rule's 'dated' scope reads it written whole), no hedge.
 */
const uncertaintyStated = /(materialuncertainty|incertitudesignificative)(exists?|existe)|(existence|exists?)[a-z']{0,12}(materialuncertainty|incertitudesignificative)/;
/** The note's heading as a scan cuts it: 'Mate rial Uncer tainty Re lated to Going Con cern', 'Incer titude signi fica tive liée à la conti nuité d'ex ploi tation'. */
const compactedHeading = /^\W*(materialuncertainty(related|relating)to(the)?goingconcern|incertitudesignificative(liee|relative)ala(continuite|poursuite)(de|d')l?'?exploitation)\W*$/;

// Written whole, the words are the other readers' to weigh ('aucun élément de nature à jeter un doute important sur ...').
const writtenWhole = /\b(doute|incertitude) (important|importante|significatif|significative|serieux|serieuse|majeur|majeure)\b|\bsignificant doubt\b/;
function doubtCompacted(lower: string): boolean {
  if (writtenWhole.test(lower)) return false;
  const compact = lower.replace(/\s+/g, '');
  if (compactedHeading.test(compact)) return true;
  const m = compactedDoubt.exec(compact);
  return m !== null && (uncertaintyStated.test(compact) || !compactedDenialOrHedge.test(compact.slice(Math.max(0, m.index - 24), m.index)));
}

/**
 * The question asked in one sentence and the conclusion withheld in the next, by a pronoun: 'The directors discussed
 * whether the company will be able to meet its obligations as they fall due. ... the board could not reasonably conclude
 * that it will.', 'Le conseil s'est demandé si la société pourra faire face à ses engagements. Il ne peut conclure qu'elle le
 * pourra.' A conclusion reached ('concluded that it will') is no doubt.
 */
const carryOnAsked = /\b(whether|if) (the |our )?(company|business|group|entity|we|it) (will|would|can|could) be able to (continue|carry on|keep trading|meet (its|our) (obligations|liabilities|debts)|pay (its|our) debts)|\bsi la (societe|entreprise) (pourra|sera en mesure de) (faire face a ses (engagements|obligations|dettes)|poursuivre|continuer)/;
const conclusionWithheld = /\b(cannot|can not|could not|(are|is|were|was) (not able|unable) to)( [a-z]+){0,2} conclude that (it|they|we) (will|would|can|could)( do so)?\s*\W*$|\bne (peut|pouvait|peuvent|pouvaient|pourrait)( pas)?( [a-z]+){0,2} conclure qu'(elle|il|ils) (le )?(pourra|pourrait|sera en mesure)\s*\W*$/;
function conclusionWithheldOnQuestion(sentences: readonly SentenceFacts[]): SentenceFacts | undefined {
  return sentences.find((s, i) => i > 0 && !s.projected && conclusionWithheld.test(s.lower) && carryOnAsked.test(sentences[i - 1]?.lower ?? ''));
}

export function goingConcernSaid(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const said = sentences.find((s) => !s.projected && !denied.test(s.lower) && (assertedMatch(s.lower, doubtSaid, false) || doubtCompacted(s.lower))) ?? conclusionWithheldOnQuestion(sentences);
  return said ? {
    ruleId: 'going-concern', category: 'financial-health', title: 'Going-concern doubt', severity: 'high', evidence: excerpt(said.text), occurrences: 1,
    recommendation: 'Explain the auditor\'s going-concern note and the funding that resolves it.',
  } : null;
}
