/**
 * Arrears told in ways the patterns of debt-words.ts and unpaid-obligations.ts do not read (thirty-seventh round):
 * - a tax assessed, 'of which' a part is overdue ('GST of 1,240k assessed ..., of which 880k ... is overdue');
 * - what is owed said with a contraction ('VAT for March hasn't been paid');
 * - a regulator's fees left unpaid ('the annual licence fees for 2023 remain unpaid', 'les redevances ... restent impayées');
 * - a company behind in handing over what it owes ('accuse un retard dans le versement des cotisations', 'behind with
 *   remitting PAYE');
 * - a payment's deadline past and nothing paid (the denial read ahead, so the match itself names no 'no') ('le délai de paiement a expiré ; aucun règlement n'est intervenu');
 * - instalments counted late in French ('deux mensualités de retard');
 * - a lender agreeing to put instalments off ('la banque a accepté de reporter quatre mensualités', 'agreed to defer
 *   the June and July instalments'), a restructuring as the rule reads a moratorium;
 * - a waiver sought or granted of a ratio test ('a one-off waiver of the DSCR test'): the ratio was missed.
 * Reads folded text; a denied or hedged one ('if the VAT is not paid', 'no waiver was needed') is none.
 */
import { assertedMatch } from './assertion';

const taxWords = String.raw`(vat|gst|sales tax|income tax|taxes|tax|paye|withholding|contributions?|tva|tps|tvq|impots?|cotisations?|retenues?)`;
const notRefund = String.raw`(?![^.;]{0,60}\b(refunds?|rebates?|credits?|remboursements?|restitutions?)\b)`;

const arrearsWays = new RegExp([
  String.raw`\b${taxWords}\b${notRefund}[^.;]{0,100}\b(of which|dont)\b[^.;]{0,60}\b(is|are|was|were|est|sont|etait|etaient) (overdue|past due|in arrears|en retard|echue?s? et impayee?s?)\b`,
  String.raw`\b(${taxWords}|rent|salaries|wages|interest|instal?lments?|repayments?|loan)\b${notRefund}[^.;]{0,60}\b(hasn't|haven't|hadn't) (yet )?been (paid|remitted|settled|repaid|paid over)\b`,
  String.raw`\b(inspection|licen[cs]e|licensing|registration|annual|regulatory|permit|concession|statutory|supervisory) (fees?|levies|dues)\b[^.;]{0,80}\b(remains?|remained|are still|is still) (unpaid|overdue|in arrears)\b`,
  String.raw`\b(redevances?|frais (d'inspection|de licence|d'enregistrement|de supervision)|droits annuels)\b[^.;]{0,80}\b(restent|reste|demeurent|demeure|sont toujours|est toujours) (impayee?s?|dus|dues|en souffrance)\b`,
  String.raw`\b(accuse|accusent|accusons|a|ont|avons|est en|sont en|sommes en) (un |du )?retard (important |de [a-z0-9 ]{1,20} )?(dans|sur) (la |le |les |l')?(remise|versement|paiement|reversement|reglement|acquittement)s? (des|de la|du|de l'|de) [^.;]{0,30}?\b(retenues|tva|tps|tvq|taxes?|cotisations?|impots?|charges sociales|loyers?|salaires|echeances?|mensualites?)\b`,
  String.raw`\b(behind|late|in arrears) (with|on|in) (remitting|paying|the payment of|payment of|the remittance of) [^.;]{0,30}?\b(vat|gst|tax|taxes|paye|withholding|contributions?|rent|salaries|wages|instal?lments?)\b`,
  String.raw`\b(delai de paiement|date limite de paiement|payment deadline|deadline for payment|time to pay)\b[^.;]{0,50}\b(a expire|est expire|est depasse|est passe|expired|has expired|passed|has passed|lapsed)\b(?=[^.]{0,60}\b(aucun (reglement|paiement|versement) n'|no (payment|settlement) (has been|was|had been) (made|received)|nothing has been paid|(has|have) not been paid))`,
  String.raw`\b(\d+|une|deux|trois|quatre|cinq|six|plusieurs) (mensualites?|echeances?|traites?|loyers?) (de retard|en retard)\b`,
  String.raw`\b(a|ont|avons|has|have|had)? ?(accepte|agreed|consenti|accorde)\w* (de |to )(reporter|differer|decaler|suspendre|defer|postpone|suspend)\b[^.;]{0,40}\b(mensualites?|echeances?|remboursements?|instal?lments?|repayments?)\b`,
  String.raw`\bwaivers? (of|for|on) (the |a |our |its )?(one-off |temporary )?(dscr|icr|leverage|gearing|interest[- ]cover(age)?|debt[- ]service[- ]cover(age)?|current[- ]ratio|liquidity|net debt)( ratio)?( test| covenant)?\b`,
].join('|'));

/** The first way of telling arrears above that the sentence asserts, or null. */
export function arrearsTold(lower: string): RegExpExecArray | null {
  return assertedMatch(lower, arrearsWays);
}
