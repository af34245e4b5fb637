import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { defaultReferenceValuation, specCapTable } from '@baobab/finance/spec-cap-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { WhenVisible } from '@/components/ui/when-visible';
import { formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMoneyWriters } from './use-money-writers';
import { refusalText } from '@baobab/finance/engine-errors';
import { englishRemembered } from '@/lib/i18n/english-remembered';

const PayoutChart = lazy(() => import('./payout-chart'));

/** Points on the payout chart: enough for the preference and conversion kinks to show. */
const chartPoints = 41;

type Props = { input: CreateCapTableInput | null; problems: string[] };

function run(input: CreateCapTableInput, exitValues: number[]) {
  try {
    return { scenarios: specCapTable({ ...input, exitValues }).scenarios, error: null };
  } catch (error) {
    if (error instanceof RangeError) return { scenarios: [], error: englishRemembered(refusalText(error)) };
    throw error;
  }
}

/** The payout curve (41 runs of the engine) and its chart, computed only once the chart is near the viewport. */
function PayoutCurve({ input, max, holders, exitValue }: { input: CreateCapTableInput; max: number; holders: string[]; exitValue: number }) {
  const deferredInput = useDeferredValue(input);
  const curve = useMemo(() => {
    const values = Array.from({ length: chartPoints }, (_, i) => Math.round((max * i) / (chartPoints - 1)));
    const { scenarios } = run(deferredInput, values);
    return scenarios.map((s) => ({ exitValue: s.exitValue, ...Object.fromEntries(s.distribution.map((d) => [d.shareholder, d.payout])) }));
  }, [deferredInput, max]);
  if (curve.length === 0) return null;
  return (
    <Suspense fallback={<div className="flex h-72 items-center justify-center"><Spinner /></div>}>
      <PayoutChart points={curve} holders={holders} exitValue={exitValue} />
    </Suspense>
  );
}

/**
 * What-if exits on the table being edited, computed in the browser by the same finance
 * engine the server uses (packages/finance), so the slider answers instantly and nothing
 * is saved. The slider runs from 0 to 10x the reference valuation the spec's scenarios use.
 */
export function ExitWaterfall({ input, problems }: Props) {
  const money = useMoneyWriters();
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const reference = input?.latestPostMoneyValuation ?? defaultReferenceValuation;
  const max = reference * 10;
  const [exitValue, setExitValue] = useState(reference);
  const shownExit = Math.min(exitValue, max);
  const at = useMemo(() => (input ? run(input, [shownExit]) : null), [input, shownExit]);
  const distribution = at?.scenarios[0]?.distribution ?? [];
  const holders = distribution.map((d) => d.shareholder);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Exit waterfall')}</CardTitle>
        <CardDescription>{t('Move the exit value to see who is paid what, on the table above; nothing is saved.')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Label htmlFor="exit-value">{t('Exit value')}</Label>
            <output htmlFor="exit-value" className="text-lg font-semibold tabular-nums">
              {money.amount(shownExit)}
            </output>
          </div>
          <input
            id="exit-value"
            type="range"
            min={0}
            max={max}
            step={max / 1000}
            value={shownExit}
            onChange={(e) => setExitValue(Number(e.target.value))}
            className="w-full accent-brand-700"
          />
        </div>
        {problems.length > 0 ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t('Fix the cap table to see the waterfall:')}</p>
            <ul className="mt-1 list-disc ps-5">
              {problems.map((p) => (
                <li key={p}>{translate(p)}</li>
              ))}
            </ul>
          </div>
        ) : at?.error ? (
          <p role="alert" className="text-sm text-red-700">{at.error}</p>
        ) : (
          <table className="w-full text-sm" aria-label={t('Payouts at this exit value')}>
            <thead className="text-start text-stone-600">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pe-3 font-medium">{t('Shareholder')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Payout')}</th>
                <th scope="col" className="py-2 text-end font-medium">{t('Share of exit')}</th>
              </tr>
            </thead>
            <tbody>
              {distribution.map((d) => (
                <tr key={d.shareholder} className="border-b border-stone-100 last:border-0">
                  <td className="py-2 pe-3">{d.shareholder}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{money.amount(d.payout)}</td>
                  <td className="py-2 text-end tabular-nums">{shownExit > 0 ? formatPercent(d.payout / shownExit, 1) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {input && problems.length === 0 && !at?.error ? (
          // The chart is h-72; below the fold on a phone, it loads when scrolled near.
          <WhenVisible className="h-72">
            <PayoutCurve input={input} max={max} holders={holders} exitValue={shownExit} />
          </WhenVisible>
        ) : null}
      </CardContent>
    </Card>
  );
}
