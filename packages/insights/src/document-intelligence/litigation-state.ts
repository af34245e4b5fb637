/**
 * What the litigation words (litigation-words.ts) leave out of a dispute's state: a summons said with its plural
 * agreement ('Sanou Transports nous a assignés', 'ils ont assigné la société'); a dispute closed by a settlement the
 * board records ('prend acte de la clôture, par une transaction, du différend qui opposait la société à ...', 'the
 * dispute ... was brought to an end by a settlement'); court searches that found nothing ('searches of the registries
 * revealed no other pending proceedings', 'les recherches n'ont révélé aucune procédure'); and a question about a
 * lawsuit answered that it is over ('Q: What about the lawsuit?' then 'A: Settled in September.'). Reads folded text.
 */
import { assertedMatch } from './assertion';

/** 'X nous a assignés', 'ils ont assigné la société en paiement'. */
const summons = /\b(nous|la societe|l'entreprise|la start-?up) (a|ont) (fait )?assigne(e|s|es)?\b|\b(a|ont) assigne(e|s|es)? (la societe|l'entreprise|notre societe)\b/;
/** A dispute closed: 'la clôture ... du différend', 'par une transaction signée', 'le différend qui opposait' (a past state). */
const closedByDeal = /\b(cloture|extinction|fin) (definitive )?(,[^,]{0,60},\s)?(du|de la|de l'|des) ?(differend|litige|procedure|contentieux|instance)\b|\bpar (une |voie de )?transaction (signee|conclue|intervenue)\b|\b(differend|litige) qui (opposait|nous opposait)\b|\b(brought to an end|ended|closed|resolved) by (a |the )?settlement\b/;
/** Searches that found nothing: 'revealed no other pending proceedings', 'n'ont révélé aucune procédure'. */
const searchFoundNone = /\b(searches?|search results?|recherches?|verifications?|consultations?)\b[^.;]{0,140}\b(revealed|disclosed|showed|found|returned|identified|(n'ont|n'a) (revele|fait apparaitre|montre|identifie)) (no|aucune?|nothing)\b/;
/** A reply that opens with its marker and says the case is over: 'A: Settled in September.', 'R : Clos depuis juin.' */
const answeredOver = /^\W*(a|r|answer|reponse)\s?[:.)-]\s*(it was |it's |it is |c'est |il a ete |elle a ete )?(settled|withdrawn|dismissed|closed|resolved|over|done|dropped|regle|clos|close|classe|terminee?|retire|abandonne)\b/;

/** The company is summoned before a court. */
export const summonedToCourt = (lower: string): boolean => assertedMatch(lower, summons) !== null;
/** The sentence records a dispute's end, or searches that found none: no live dispute. */
export const disputeEndedOrAbsent = (lower: string): boolean => closedByDeal.test(lower) || searchFoundNone.test(lower);
/** A later reply says the case asked about is over. */
export const replySaysOver = (lower: string): boolean => answeredOver.test(lower);
