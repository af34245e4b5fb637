import { convertedParts, formatMinorAmount, moneyDisplayText as text } from '@baobab/contracts/money-display';
import type { StartupSummary } from '@baobab/contracts/startups';
import { useLocale } from '@/lib/i18n/locale';
import { useTranslateMessage } from '@/lib/i18n/use-t';

type Props = { startup: Pick<StartupSummary, 'raise' | 'raisingAmount'>; layout?: 'stacked' | 'inline' };

/**
 * A raise in its own currency and, when the server converted it into the reader's display currency,
 * the converted figure with its rate's date ('XOF 500,000,000 · ≈ €764,337 (rate of 30 Jun 2025)';
 * '500 000 000 XOF · ≈ 764 337 € (taux du 30 juin 2025)' in French). The conversion is the server's;
 * this only formats. A raise that is not money shows the founder's words. Each part keeps to one line,
 * so a narrow column breaks between the parts, never inside a figure or date.
 */
export function RaiseAmount({ startup, layout = 'inline' }: Props) {
  const locale = useLocale();
  const translate = useTranslateMessage();
  const { raise } = startup;
  if (!raise) return <>{startup.raisingAmount}</>;
  const own = formatMinorAmount(raise.amountMinor, raise.currency, { locale });
  const { converted } = raise;
  if (!converted) return <>{own}</>;
  const { amount, rateDate } = convertedParts(converted, locale);
  const rate = `(${translate(text.rateOf, { date: rateDate })})`;
  const title = translate(text.convertedTitle, { date: rateDate, source: converted.source });
  if (layout === 'stacked') {
    return (
      <>
        <span className="block">{own}</span>
        <span className="block text-xs font-normal text-stone-500" title={title}>
          <span className="whitespace-nowrap">{amount}</span> <span className="whitespace-nowrap">{rate}</span>
        </span>
      </>
    );
  }
  return (
    <>
      <span className="whitespace-nowrap">{own}</span>{' '}
      <span className="font-normal text-stone-600" title={title}>
        <span className="whitespace-nowrap">· {amount}</span> <span className="whitespace-nowrap">{rate}</span>
      </span>
    </>
  );
}
