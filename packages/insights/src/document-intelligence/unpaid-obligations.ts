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
/** Repayments stopped: 'les remboursements ... sont suspendus', 'repayments have been halted'. */
const repaymentsStopped = /\b(remboursements?|echeances?( de remboursement)?|repayments?|loan (payments|instalments|installments)|debt service|service de la dette)\b[^.;]{0,80}?\b(sont|est|ont ete|a ete|are|is|were|was|have been|has been) (suspendue?s?|suspended|halted|stopped|interrompue?s?|arretee?s?|en souffrance)\b/;

/** The match of a tax, payroll deduction or loan repayment left unpaid, asserted; null when none. */
export const unpaidObligation = (lower: string): RegExpExecArray | null => assertedMatch(lower, notPaidOver) ?? assertedMatch(lower, repaymentsStopped);
