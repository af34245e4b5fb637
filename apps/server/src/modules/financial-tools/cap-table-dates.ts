import { type CreateCapTableInput, financialToolsMessages as m } from '@baobab/contracts/financial-tools';
import { badRequest, type Issue } from '../../lib/errors';

/**
 * A note cannot be issued, nor a round close, before the company existed. The engine does not
 * know when that was; the startup profile states the year it was founded, so a date before
 * 1 January of that year is refused with the field's path, as the contract's own checks are.
 */
export function assertDatesAfterFounding(input: CreateCapTableInput, foundedYear: number | null, prefix = ''): void {
  if (foundedYear === null) return;
  const founded = `${String(foundedYear).padStart(4, '0')}-01-01`;
  const issues: Issue[] = [];
  input.notes?.forEach((note, i) => {
    if (note.issueDate < founded) issues.push({ path: `${prefix}notes.${i}.issueDate`, message: m.noteIssuedBeforeFounding(foundedYear) });
  });
  if (input.pricedRound && input.pricedRound.closingDate < founded) issues.push({ path: `${prefix}pricedRound.closingDate`, message: m.closingBeforeFounding(foundedYear) });
  const first = issues[0];
  if (first) throw badRequest(first.message, issues);
}
