import type { AdvancedMatchResult } from '@baobab/contracts/insights';
import { investorTypeLabels } from '@baobab/contracts/investors';
import { EvidenceDetails, EvidenceTable } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { BulletList, ScoreBar } from './score-bar';

const filterBadge = { pass: 'default', fail: 'destructive', unknown: 'secondary' } as const;

/** One advanced match (the spec's match entity) with the filters, weights and evidence behind it. */
export function MatchCard({ match }: { match: AdvancedMatchResult }) {
  const { aiAnalysis, predictedSuccess } = match;
  return (
    <Card>
      <CardHeader layout="row">
        <div>
          <CardTitle>
            <a className="hover:underline" href={`/investors/${match.investor.id}`}>
              {match.investor.name}
            </a>
          </CardTitle>
          <p className="text-sm text-stone-600">{investorTypeLabels[match.investor.type]}</p>
        </div>
        <div className="flex gap-4 text-right">
          <div>
            <p className="text-2xl font-bold text-brand-800">{match.score}%</p>
            <p className="text-xs text-stone-600">Match score</p>
          </div>
          <div>
            <p className="text-2xl font-bold text-stone-800">{formatPercent(match.confidence)}</p>
            <p className="text-xs text-stone-600">Confidence</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2" aria-label="Hard filters">
          {match.filters.map((f) => (
            <Badge key={f.filter} variant={filterBadge[f.status]} title={f.reason}>
              {f.filter}: {f.status}
            </Badge>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <ScoreBar label="Market fit" score={aiAnalysis.marketFit} />
          <ScoreBar label="Team strength" score={aiAnalysis.teamStrength} />
          <ScoreBar label="Technology viability" score={aiAnalysis.technologyViability} />
          <ScoreBar label="Financial projections" score={aiAnalysis.financialProjections} />
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-900">
            Success prediction: {formatPercent(predictedSuccess.probability)} within {predictedSuccess.timeframe}
          </p>
          <BulletList title="Key milestones" items={predictedSuccess.keyMilestones} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <BulletList title="Opportunities" items={match.opportunities} />
          <BulletList title="Risk factors" items={match.riskFactors} />
        </div>
        <EvidenceDetails summary="How these numbers were computed">
          <ul className="list-disc pl-5 text-xs">
            {match.filters.map((f) => (
              <li key={f.filter}>
                {f.filter} filter ({f.status}): {f.reason}
              </li>
            ))}
          </ul>
          <p className="text-xs">
            Match weights: {Object.entries(match.weights.match).map(([k, w]) => `${k} ${w}`).join(', ')}. The probability is a heuristic index (base{' '}
            {match.weights.probability.base} + {match.weights.probability.scale} × blend of match score and analysis mean, {match.weights.probability.perHighFlag} per high-severity red flag), not a calibrated forecast.
          </p>
          <EvidenceTable rows={match.evidence} caption={`Evidence for ${match.investor.name}`} />
        </EvidenceDetails>
      </CardContent>
    </Card>
  );
}
