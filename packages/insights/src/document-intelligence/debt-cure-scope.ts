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
