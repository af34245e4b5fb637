import { latestRecordableMonth } from '@baobab/contracts/metrics-texts';
import { addMonths } from '@baobab/finance/company-metrics';
import { getLocale } from '@/lib/i18n/locale';
import { monthLabel, monthNames as names } from '@/lib/month-label';
/** fr-FR's own short month names (Intl's month: 'short'). */
const frenchShort = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

const parts = (month: string) => ({ year: month.slice(0, 4), index: Number(month.slice(5, 7)) - 1 });

export { monthLabel };

/** '2026-03' → 'Mar 26' ('mars 26' in French), for chart ticks on a phone. */
export function shortMonthLabel(month: string): string {
  const { year, index } = parts(month);
  const locale = getLocale();
  const name = locale === 'fr' ? frenchShort[index] : locale === 'ar' ? names.ar[index] : names.en[index]!.slice(0, 3);
  return `${name} ${year.slice(2)}`;
}

/** The month a founder most likely records: the one that just ended, in their own time zone. */
export function defaultEntryMonth(now: Date = new Date()): string {
  const current = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return addMonths(current, -1);
}

/** The latest month the server accepts (the current month somewhere on Earth). */
export const latestMonth = () => latestRecordableMonth();

export { addMonths };
