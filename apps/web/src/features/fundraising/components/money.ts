import { formatAmount } from '@baobab/contracts/money-display';
import { getLocale } from '@/lib/i18n/locale';

/** An amount of the round in its currency, written the one way the reader's language writes it. */
export const formatRaiseAmount = (amount: number, currency: string): string => formatAmount(amount, currency, { locale: getLocale() });
