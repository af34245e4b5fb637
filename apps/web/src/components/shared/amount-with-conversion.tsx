import type { MoneyAmount } from '@baobab/contracts/money-amount';
import { convertedParts, formatMinorAmount, moneyDisplayText as text } from '@baobab/contracts/money-display';
import { useLocale } from '@/lib/i18n/locale';
import { useTranslateMessage } from '@/lib/i18n/use-t';
import { FactLine } from '@/components/ui/fact-line';

type Props = { amount: MoneyAmount; layout?: 'stacked' | 'inline' };

/**
 * An amount in its own currency and, when the server converted it into the reader's display currency,
 * the converted figure with its rate's date ('XOF 500,000,000 · ≈ €764,337 (rate of 30 Jun 2025)';
 * '500 000 000 XOF · ≈ 764 337 € (taux du 30 juin 2025)' in French). The conversion is the server's;
 * this only formats. Each part keeps to one line, so a narrow column breaks between the parts, never
 * inside a figure or date.
 */
/** The converted figure and its rate's date as one line ('≈ €764,337 (rate of 30 Jun 2025)'), or null when there is none. */
export function useConvertedText(amount: MoneyAmount): string | null {
  const locale = useLocale();
  const translate = useTranslateMessage();
  if (!amount.converted) return null;
  const { amount: convertedAmount, rateDate } = convertedParts(amount.converted, locale);
  return `${convertedAmount} (${translate(text.rateOf, { date: rateDate })})`;
}

export function AmountWithConversion({ amount, layout = 'inline' }: Props) {
  const locale = useLocale();
  const translate = useTranslateMessage();
  const own = formatMinorAmount(amount.amountMinor, amount.currency, { locale });
  const { converted } = amount;
  if (!converted) return <>{own}</>;
  const { amount: convertedAmount, rateDate } = convertedParts(converted, locale);
  const rate = `(${translate(text.rateOf, { date: rateDate })})`;
  const title = translate(text.convertedTitle, { date: rateDate, source: converted.source });
  if (layout === 'stacked') {
    return (
      <>
        <span className="block">{own}</span>
        <span className="block text-xs font-normal text-stone-500" title={title}>
          <span className="whitespace-nowrap">{convertedAmount}</span> <span className="whitespace-nowrap">{rate}</span>
        </span>
      </>
    );
  }
  return (
    <FactLine
      facts={[
        <span className="whitespace-nowrap">{own}</span>,
        <span className="font-normal text-stone-600" title={title}>
          <span className="whitespace-nowrap">{convertedAmount}</span> <span className="whitespace-nowrap">{rate}</span>
        </span>,
      ]}
    />
  );
}
