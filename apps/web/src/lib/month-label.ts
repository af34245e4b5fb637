import { getLocale } from './i18n/locale';

/** Month names written out without Intl (lib/format.ts: the first Intl use loads locale data in one long task). */
export const monthNames = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  // As Intl writes them for ar (one name, short or long).
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** '2026-03' → 'March 2026' ('mars 2026' in French). */
export function monthLabel(month: string): string {
  return `${monthNames[getLocale()][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
