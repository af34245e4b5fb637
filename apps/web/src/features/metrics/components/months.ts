import { latestRecordableMonth } from '@baobab/contracts/metrics';
import { addMonths } from '@baobab/finance/company-metrics';

/** Month names written out without Intl (lib/format.ts: the first Intl use loads locale data in one long task). */
const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (month: string) => ({ year: month.slice(0, 4), index: Number(month.slice(5, 7)) - 1 });

/** '2026-03' → 'March 2026'. */
export function monthLabel(month: string): string {
  const { year, index } = parts(month);
  return `${names[index]} ${year}`;
}

/** '2026-03' → 'Mar 26', for chart ticks on a phone. */
export function shortMonthLabel(month: string): string {
  const { year, index } = parts(month);
  return `${names[index]!.slice(0, 3)} ${year.slice(2)}`;
}

/** The month a founder most likely records: the one that just ended, in their own time zone. */
export function defaultEntryMonth(now: Date = new Date()): string {
  const current = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return addMonths(current, -1);
}

/** The latest month the server accepts (the current month somewhere on Earth). */
export const latestMonth = () => latestRecordableMonth();

export { addMonths };
