import type { StartupSummary } from '@baobab/contracts/startups';
import { AmountWithConversion } from '@/components/shared/amount-with-conversion';

type Props = { startup: Pick<StartupSummary, 'raise' | 'raisingAmount'>; layout?: 'stacked' | 'inline' };

/** A raise in its own currency with the reader's display currency beside it (AmountWithConversion); a raise that is not money shows the founder's words. */
export function RaiseAmount({ startup, layout = 'inline' }: Props) {
  if (!startup.raise) return <>{startup.raisingAmount}</>;
  return <AmountWithConversion amount={startup.raise} layout={layout} />;
}
