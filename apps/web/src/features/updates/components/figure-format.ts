import { figureChange, formatFigureValue, formatPeriod, updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { intlLocales } from '@baobab/i18n/locales';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const frenchDecimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

/**
 * Figures, changes and months in the reader's language. English is the contracts' own text (the same
 * as the e-mail's); French writes the same figures with fr-FR separators, "12,5 %" and "mars 2026".
 */
export function useFigureFormat() {
  const t = useT('updates');
  const locale = useLocale();
  const isEnglish = locale === 'en';
  const tag = intlLocales[locale];
  const value = (figure: Pick<UpdateFigure, 'unit' | 'currency'>, raw: string | null): string => {
    if (isEnglish) return formatFigureValue(figure, raw);
    if (raw === null) return t(m.notRecorded);
    const amount = Number(raw);
    if (!Number.isFinite(amount)) return raw;
    switch (figure.unit) {
      case 'money':
        return /^-?\d+$/.test(raw) ? formatMinorAmount(raw, figure.currency ?? 'USD', { whole: true, locale }) : raw;
      case 'percent':
        return `${frenchDecimal(amount)}\u00a0%`;
      case 'months':
        return t('{{value}} months', { value: frenchDecimal(amount) });
      default:
        return new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(amount);
    }
  };
  const change = (figure: Pick<UpdateFigure, 'value' | 'previous'>): string | null => {
    const text = figureChange(figure);
    return text === null || isEnglish ? text : `${text.slice(0, -1).replace('.', ',')}\u00a0%`;
  };
  const period = (month: string): string => {
    if (isEnglish) return formatPeriod(month);
    const [year, index] = month.split('-').map(Number);
    return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year ?? 2000, (index ?? 1) - 1, 1));
  };
  /** "Mar 26": a chart's month label. */
  const shortMonth = (month: string): string => {
    const index = Number(month.slice(5, 7)) - 1;
    const name = isEnglish
      ? (englishMonths[index] ?? '')
      : new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)).replace(/\.$/, '');
    return `${name} ${month.slice(2, 4)}`;
  };
  return { value, change, period, shortMonth };
}
