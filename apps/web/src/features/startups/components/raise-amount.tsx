import { convertedParts, formatMinorAmount, moneyDisplayText } from '@baobab/contracts/money-display';
import type { StartupSummary } from '@baobab/contracts/startups';

type Props = { startup: Pick<StartupSummary, 'raise' | 'raisingAmount'>; layout?: 'stacked' | 'inline' };

/**
 * A raise in its own currency and, when the server converted it into the reader's display currency,
 * the converted figure with its rate's date ('XOF 500,000,000 · ≈ €764,337 (rate of 30 Jun 2025)').
 * The conversion is the server's; this only formats. A raise that is not money shows the founder's words.
 * Each part keeps to one line, so a narrow column breaks between the parts, never inside a figure or date.
 */
export function RaiseAmount({ startup, layout = 'inline' }: Props) {
  const { raise } = startup;
  if (!raise) return <>{startup.raisingAmount}</>;
  const own = formatMinorAmount(raise.amountMinor, raise.currency);
  const { converted } = raise;
  if (!converted) return <>{own}</>;
  const { amount, rate } = convertedParts(converted);
  const title = moneyDisplayText.convertedTitle(converted.source, converted.rateDate);
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
