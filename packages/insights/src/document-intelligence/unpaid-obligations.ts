/**
 * Arrears said by what was not paid rather than by the words 'default' or 'arrears' (debt-words.ts): taxes and payroll
 * deductions withheld and not handed over ('PAYE deductions ... were withheld from salaries but not remitted', 'les
 * cotisations CNSS retenues n'ont pas été reversées', 'les trois mois de TVA sont toujours pas réglés'), and loan
 * repayments stopped ('les remboursements de l'emprunt sont suspendus depuis août', 'loan repayments have been halted
 * since March'). Reads folded text; a denied or hedged one ('if the VAT is not paid') is none.
 */
import { assertedMatch } from './assertion';

const taxOrPayroll = String.raw`(deductions?|paye|nssf|nhif|withholding tax|vat|taxes|tax|social security|pension contributions?|contributions?|cotisations?|retenues?|impots?|tva|cnss|ipres|cnps|taxe)`;
/** Withheld or due, and not paid over: 'not remitted', 'non reversées', 'toujours pas réglés'. */
const notPaidOver = new RegExp(String.raw`\b${taxOrPayroll}\b[^.;]{0,80}?\b(not|never|pas|non|jamais) (yet |encore )?(been |ete )?(remitted|paid over|paid|settled|reversee?s?|versee?s?|payee?s?|reglee?s?|acquittee?s?)\b`);
/**
 * Sums said to remain unpaid, what they are told by the tax account they stand on or by the list after the colon: 'il
 * ressort de votre compte fiscal que les montants suivants restent impayés : TVA de janvier ... ; cotisations ...', 'the following amounts remain unpaid: VAT for March ..., PAYE for April ...'.
 */
const unpaidState = String.raw`(restent|reste|demeurent|demeure|remain|remains|are still|is still|sont toujours|est toujours) (impayee?s?|unpaid|outstanding|dues?|en souffrance)`;
const sumsUnpaid = new RegExp(String.raw`\b(compte fiscal|dette fiscale|arrieres? fiscaux|tax account)\b[^.;]{0,80}?\b${unpaidState}\b|\b${unpaidState}\b[^.;:]{0,30}:\W{0,4}(the |la |le |les |l')?${taxOrPayroll}\b`);
/** Repayments stopped: 'les remboursements ... sont suspendus', 'repayments have been halted'. */
const repaymentsStopped = /\b(remboursements?|echeances?( de remboursement)?|repayments?|loan (payments|instalments|installments)|debt service|service de la dette)\b[^.;]{0,80}?\b(sont|est|ont ete|a ete|are|is|were|was|have been|has been) (suspendue?s?|suspended|halted|stopped|interrompue?s?|arretee?s?|en souffrance)\b/;

/**
 * A lender's default notice as a scan's text recognition cuts its words ('les échéan ces de mai ... demeu rent impa
 * yées', 'nous pro non çons la dé chéance du terme', 'Défaut de paie ment'): read with the spaces removed, as
 * unaudited-wording.ts reads 'non au dités'. A denial or a hedge just before ('aucun défaut de paiement', 'afin
 * d'éviter la déchéance du terme') is none. The match's index is the compacted text's, at or before the written one.
 */
const compactedDefault = /decheanceduterme|defautdepaiement|(echeances?|mensualites?|remboursements?)[^.;]{0,60}(demeurent|demeure|restent|reste)impayee?s?/;
const compactedDenialOrHedge = /(pas|aucun|aucune|sans|eviter|evite|risque|cas|case|pourrai\w*|serai\w*|si|no|not|never)[a-z']{0,6}$/;
// Written whole, the words are the other readers' to weigh ('en cas de défaut de paiement' is a clause, not a default).
const writtenWhole = /\b(decheance du terme|defaut de paiement|(demeurent|demeure|restent|reste) impayee?s?)\b/;
function defaultCompacted(lower: string): RegExpExecArray | null {
  if (writtenWhole.test(lower)) return null;
  const compact = lower.replace(/\s+/g, '');
  const m = compactedDefault.exec(compact);
  return m && !compactedDenialOrHedge.test(compact.slice(Math.max(0, m.index - 20), m.index)) ? m : null;
}

/** The match of a tax, payroll deduction or loan repayment left unpaid, asserted; null when none. */
export const unpaidObligation = (lower: string): RegExpExecArray | null => assertedMatch(lower, notPaidOver) ?? assertedMatch(lower, sumsUnpaid) ?? assertedMatch(lower, repaymentsStopped) ?? defaultCompacted(lower);
