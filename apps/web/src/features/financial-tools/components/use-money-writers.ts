import { formatAmount, formatCompactAmount } from '@baobab/contracts/money-display';
import { getLocale } from '@/lib/i18n/locale';
import { useCompanyCurrency } from './company-currency';

const compactScales = [['B', 1e9], ['M', 1e6], ['K', 1e3]] as const;

/** Writers in the company's currency and the reader's language (the one writer, money-display.ts). */
export function useMoneyWriters() {
  const currency = useCompanyCurrency();
  const locale = getLocale();
  return {
    currency,
    /** A sum, whole or to the cent ('XOF 500,000,000', '$1,234.50'). */
    amount: (value: number, fractionDigits = 0) => formatAmount(value, currency, { fractionDigits, locale }),
    /** A chart's axis figure, at most one decimal of its scale ('XOF 20M', '$1.5K'). */
    compact: (value: number) => {
      const scale = compactScales.find(([, size]) => Math.abs(value) >= size);
      const figure = Math.round((value / (scale?.[1] ?? 1)) * 10) / 10;
      return formatCompactAmount(figure, scale?.[0] ?? null, currency, { fractionDigits: Number.isInteger(figure) ? 0 : 1, locale });
    },
    /** A price per share as the engine states it, to 0.0001 as financing documents do (decision 0006): 'XOF 0.0475', '$0.4370'; never to cents. */
    price: (value: number) => formatAmount(value, currency, { fractionDigits: 4, locale }),
  };
}
