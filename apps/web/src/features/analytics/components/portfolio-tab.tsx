import { comparablesMessages } from '@baobab/contracts/comparables-texts';
import { PeerValuations, ValuationSpread } from '@/components/shared/peer-valuations';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { usePortfolioAnalytics } from '../api/analytics';
import { UserText } from '@/components/ui/user-text';

/** Portfolio Analytics from the signed-in user's own data, or an honest empty state. */
export function PortfolioTab({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useT('analytics');
  const translate = useTranslateMessage();
  const portfolio = usePortfolioAnalytics(isSignedIn);
  if (!isSignedIn) return <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">{t('Sign in to see analytics of your own startups or pipeline.')}</p>;
  if (portfolio.isLoading) return <Spinner />;
  const data = portfolio.data;
  if (!data) return <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">{t('Portfolio analytics could not be loaded.')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {data.notes.map((note) => (
        <p key={note} className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {translate(note)}
        </p>
      ))}
      {data.startups.map((s) => {
        const { raise, valuation } = s.benchmark;
        return (
          <Card key={s.id}>
            <CardHeader layout="row">
              <CardTitle><UserText>{s.name}</UserText></CardTitle>
              <span className="text-sm text-stone-600">{t('Score {{score}}/100', { score: s.score ?? '—' })}</span>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {raise ? (
                <>
                  <p className="text-sm">{translate(raise.summary)}.</p>
                  {/* A strip from the peers' minimum to maximum, the middle half shaded, the startup's raise marked. */}
                  <div className="relative h-3 rounded-full bg-stone-200" aria-hidden="true">
                    <div className="absolute inset-y-0 rounded-full bg-brand-200" style={{ left: `${pos(raise.q1, raise)}%`, width: `${Math.max(1, pos(raise.q3, raise) - pos(raise.q1, raise))}%` }} />
                    {raise.value !== null ? <div className="absolute -top-1 h-5 w-1 rounded bg-ochre-500" style={{ left: `${pos(raise.value, raise)}%` }} /> : null}
                  </div>
                  <p className="text-xs text-stone-500">{t("Shaded: the middle half of peers' raises; mark: this startup's raise (log scale, peers' smallest to largest).")}</p>
                  <dl className="grid grid-cols-2 gap-2 text-xs text-stone-600 sm:grid-cols-4">
                    <div>
                      <dt>{t('Peers')}</dt>
                      <dd className="font-medium text-stone-900">{raise.sampleSize}</dd>
                    </div>
                    <div>
                      <dt>{t('Median raise')}</dt>
                      <dd className="font-medium text-stone-900">{formatUsd(raise.median)}</dd>
                    </div>
                    <div>
                      <dt>{t('Middle half')}</dt>
                      <dd className="font-medium text-stone-900">
                        {formatUsd(raise.q1)}–{formatUsd(raise.q3)}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('Percentile')}</dt>
                      <dd className="font-medium text-stone-900">{raise.percentile ?? '—'}</dd>
                    </div>
                  </dl>
                </>
              ) : null}
              {/* With too few recorded peers there is no number: the notes below say so. */}
              {valuation ? (
                <section className="flex flex-col gap-2" aria-label={t(comparablesMessages.valuationBenchmarkTitle)}>
                  <p className="text-sm">{translate(valuation.summary)}.</p>
                  <ValuationSpread valuation={valuation} />
                  <PeerValuations recorded={s.benchmark.recordedPeers} />
                </section>
              ) : null}
              {s.benchmark.notes.map((n) => (
                <p key={n} className="text-xs text-stone-500">
                  {translate(n)}

                </p>
              ))}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

/** Position of a figure on the peers' range, 0–100, on a log scale since raises span orders of magnitude. */
function pos(value: number, range: { min: number; max: number }): number {
  const lo = Math.log(Math.max(1, range.min));
  const hi = Math.log(Math.max(1, range.max));
  if (hi <= lo) return 50;
  return Math.min(100, Math.max(0, ((Math.log(Math.max(1, value)) - lo) / (hi - lo)) * 100));
}
