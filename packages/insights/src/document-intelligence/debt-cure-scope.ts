/**
 * When words of a debt cured (not-flag-readings.ts's debtCured: 'settled', 'ont été réglées') end the arrears, and when
 * they do not (thirty-seventh round): a part paid of a schedule leaves the rest owed ('un échéancier ..., dont les cinq
 * premières mensualités ont été réglées', 'the first two instalments of the plan have been paid'), and a lawsuit or
 * claim settled is a dispute closed, not the tax or loan paid ('the claim brought by a former employee was settled').
 */
import { debtCured } from './not-flag-readings';

const partOnly = /\b(premieres?|first|some of|part of|une partie|certaines?)\b/;
const claimSubject = /\b(claims?|case|dispute|lawsuit|suit|litigation|proceedings?|litiges?|proces|procedure|contentieux|instance|affaire)\b/;
const debtSubject = /\b(loans?|tax|taxes|vat|paye|arrears|instal|repayments?|debts?|overdraft|echeances?|mensualites?|pret|impots?|tva|cotisations?|dettes?|arrieres?)\b/;

/** The words of a cure in `lower` end the whole debt: not a part of a schedule, not a lawsuit settled. */
export function debtCuredWholly(lower: string): boolean {
  const cure = debtCured.exec(lower);
  if (!cure) return false;
  const before = lower.slice(Math.max(0, cure.index - 60), cure.index);
  if (partOnly.test(before)) return false;
  return !(claimSubject.test(before) && !debtSubject.test(before));
}

/**
 * A later line that names the breach or the default by a definite noun and says it is cured: 'The breach is cured', 'the
 * default has since been remedied', 'ce manquement a été régularisé'. It refers to the one told before, so it may stand a
 * line further than the cure words that name no debt (the rule's reach: a waiver and a later test may come between).
 */
const breachCured = /^\W*(the|this|that|le|la|ce|cette) (covenant )?(breach|default|arrears|shortfall|manquement|defaut|bris de covenant|non-respect|defaillance)( of (the |its |our )?([a-z-]+ ){0,2}covenants?)? (is|was|has been|have been|has since been|est|a ete|a depuis ete) (now |since |fully |desormais |entierement )?(cured|remedied|rectified|regularised|regularized|corrige|regularisee?|remediee?|levee?)\b/;
/** The debt told before is said over in a later line: its cure words within two lines, a definite 'the breach is cured' within three. */
export const debtOverLater = (lower: string, distance: number): boolean => (distance <= 2 && debtCuredWholly(lower)) || breachCured.test(lower);

/**
 * Late-payment penalties a counterparty claims, in a dispute over them ('Factures contestées et pénalités de retard
 * réclamées par le transporteur', 'late-payment interest claimed by the supplier, which we dispute'): a claim in
 * dispute, not arrears the company owes.
 */
const claimedBy = /^\s*(reclamee?s?|claimed|demandee?s?|sought|demanded|contestee?s?|disputed|pretendue?s?|alleged)\b/;
export const penaltyClaimedInDispute = (lower: string, index: number, text: string): boolean => /penalit|majoration|interets|penalt|late[- ]payment/.test(text) && claimedBy.test(lower.slice(index + text.length));
