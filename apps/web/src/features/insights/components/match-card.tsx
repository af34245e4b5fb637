import type { AdvancedMatchResult } from '@baobab/contracts/insights';
import { investorTypeLabels } from '@baobab/contracts/investors-texts';
import { EvidenceDetails, EvidenceTable } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { BulletList, ScoreBar } from './score-bar';

const filterBadge = { pass: 'default', fail: 'destructive', unknown: 'secondary' } as const;

/** One advanced match (the spec's match entity) with the filters, weights and evidence behind it. */
export function MatchCard({ match }: { match: AdvancedMatchResult }) {
  const t = useT('insights');
  const translate = useTranslateMessage();
  const { aiAnalysis, predictedSuccess } = match;
  return (
    <Card>
      <CardHeader layout="row">
        <div>
          <CardTitle>
            <a dir="auto" className="hover:underline" href={'/investors/' + match.investor.id}>
              {match.investor.name}
            </a>
          </CardTitle>
          <p className="text-sm text-stone-600">{translate(investorTypeLabels[match.investor.type])}</p>
        </div>
        <div className="flex gap-4 text-end">
          <div>
            <p className="text-2xl font-bold text-brand-800">{match.score}%</p>
            <p className="text-xs text-stone-600">{t('Match score')}</p>
          </div>
          <div>
            <p className="text-2xl font-bold text-stone-800">{formatPercent(match.confidence)}</p>
            <p className="text-xs text-stone-600">{t('Confidence')}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2" aria-label={t('Hard filters')}>
          {match.filters.map((f) => (
            <Badge key={f.filter} variant={filterBadge[f.status]} title={translate(f.reason)}>
              {t('{{filter}}: {{status}}', { filter: f.filter, status: t(f.status) })}
            </Badge>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <ScoreBar label={t('Market fit')} score={aiAnalysis.marketFit} />
          <ScoreBar label={t('Team strength')} score={aiAnalysis.teamStrength} />
          <ScoreBar label={t('Technology viability')} score={aiAnalysis.technologyViability} />
          <ScoreBar label={t('Financial projections')} score={aiAnalysis.financialProjections} />
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <SuccessOutlook outlook={predictedSuccess} />
          <BulletList title={t('Key milestones')} items={predictedSuccess.keyMilestones.map((m) => translate(m))} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <BulletList title={t('Opportunities')} items={match.opportunities.map((o) => translate(o))} />
          <BulletList title={t('Risk factors')} items={match.riskFactors.map((r) => translate(r))} />
        </div>
        <EvidenceDetails summary={t('How these numbers were computed')}>
          <ul className="list-disc ps-5 text-xs">
            {match.filters.map((f) => (
              <li key={f.filter}>{t('{{filter}} filter ({{status}}): {{reason}}', { filter: f.filter, status: t(f.status), reason: translate(f.reason) })}</li>
            ))}
          </ul>
          <p className="text-xs">{t('Match weights: {{weights}}.', { weights: Object.entries(match.weights.match).map(([k, w]) => k + ' ' + w).join(', ') })}</p>
          <EvidenceTable rows={match.evidence} caption={t('Evidence for {{name}}', { name: match.investor.name })} />

        </EvidenceDetails>
      </CardContent>
    </Card>
  );
}

/**
 * The success outlook (decision 0038): the range the published base rate moves to with this startup's
 * assessment, how it got there and its source; or, with no published study for the case, says so.
 */
function SuccessOutlook({ outlook }: { outlook: AdvancedMatchResult['predictedSuccess'] }) {
  const t = useT('insights');
  const translate = useTranslateMessage();
  const { probability, range, source } = outlook;
  // To a tenth of a point, as the engine's own sentences write it, so the heading and the lines agree.
  const percent = (p: number) => formatPercent(p, 1);
  const figure = range && range.low !== range.high ? `${percent(range.low)}–${percent(range.high)}` : probability !== null ? percent(probability) : null;
  return (
    <div className="mb-2 flex flex-col gap-1">
      <p className="text-sm font-semibold text-brand-900">
        {figure ? t('Success prediction: {{probability}} within {{timeframe}}', { probability: figure, timeframe: translate(outlook.timeframe) }) : t('Success prediction: no defensible number')}
      </p>
      <ul className="flex flex-col gap-0.5 text-xs text-brand-900">
        {outlook.explanation.map((line) => (
          <li key={line}>{translate(line)}</li>
        ))}
      </ul>
      {source ? (
        <p className="text-xs">
          <a className="underline" href={source.url} rel="noreferrer" target="_blank">
            {t('Source: {{publisher}}, {{title}} ({{year}})', { publisher: source.publisher, title: source.title, year: source.year })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
