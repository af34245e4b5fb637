import { Link } from 'wouter';
import { dueDiligenceCategories, dueDiligenceCategoryLabels as categoryLabels, dueDiligenceFactLabels } from '@baobab/contracts/insights';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useGenerateDueDiligence } from '../api/generate-due-diligence';
import { BulletList, ScoreBar } from './score-bar';

/** A signed effect on the overall score, e.g. '+4.5' or '−1.5'. */
const effect = (points: number) => `${points < 0 ? '−' : '+'}${Math.abs(points)}`;

function Source({ text, href }: { text: string; href: string | null }) {
  return href ? (
    <Link href={href} className="text-brand-700 underline">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** Spec: Low and Medium have their own style; any other level uses the high-risk style. */
const riskVariant = (level: string) => (level === 'Low' ? 'default' : level === 'Medium' ? 'accent' : 'destructive');

export function DueDiligenceTab({ startupId }: { startupId: number | null }) {
  const report = useGenerateDueDiligence();
  const run = () => {
    if (startupId === null) return;
    report.mutate(startupId, {
      onSuccess: () => toast({ title: toastMessages.dueDiligenceGenerated }),
      onError: (error) => toast({ title: toastMessages.dueDiligenceFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };
  const data = report.data?.startupId === startupId ? report.data : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">Seven categories scored from what Baobab knows about the startup and you may see: profile, analysed documents, cap table, financial model, valuation, funding tracker and data room.</p>
        <Button onClick={run} disabled={startupId === null || report.isPending}>
          {report.isPending ? pendingLabels.generating : 'Generate Report'}
        </Button>
      </div>
      {data ? (
        <>
          <Card>
            <CardContent inset="alone" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex items-baseline gap-2">
                <span className="text-4xl font-bold text-brand-800">{data.overallScore}</span>
                <span className="text-stone-600">/ 100 overall score</span>
              </div>
              <Badge variant={riskVariant(data.riskLevel)} className="self-start">
                {data.riskLevel} Risk
              </Badge>
            </CardContent>
            <CardContent className="flex flex-col gap-2">
              <p className="font-medium">{data.investmentRecommendation}</p>
              {data.narrative ? <p className="text-sm text-stone-700">Summary by the configured language model, from the figures above: {data.narrative}</p> : null}
              <EvidenceDetails summary="How the overall score and risk level were computed">
                <p className="text-xs">
                  Overall = Σ weight × category score, with weights {dueDiligenceCategories.map((c) => `${categoryLabels[c]} ${Math.round(data.weights[c] * 100)}%`).join(', ')}. Each red flag takes {data.redFlagPenalties.high} (high), {data.redFlagPenalties.medium} (medium) or {data.redFlagPenalties.low} (low) points off its category. High risk below {data.riskThresholds.highBelow} or with any critical issue; medium below {data.riskThresholds.mediumBelow}.
                </p>
                <BulletList title="Based on" items={[`${data.documentsUsed} analysed document${data.documentsUsed === 1 ? '' : 's'}`, ...data.notes]} />
              </EvidenceDetails>
            </CardContent>
          </Card>
          {data.criticalIssues.length > 0 ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
              <h3 className="font-semibold text-red-900">Critical issues</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
                {data.criticalIssues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {dueDiligenceCategories.map((name) => {
              const category = data.categories[name];
              return (
                <Card key={name}>
                  <CardHeader>
                    <CardTitle className="sr-only">{categoryLabels[name]}</CardTitle>
                    <ScoreBar label={category.weight === 0 ? `${categoryLabels[name]} (not scored)` : categoryLabels[name]} score={category.score} />
                  </CardHeader>
                  <CardContent className="flex flex-col gap-3">
                    {category.notShared.length > 0 ? (
                      <p className="rounded-lg bg-ochre-100 p-2 text-sm text-stone-700">
                        Not shared with you, so not scored: {category.notShared.map((f) => dueDiligenceFactLabels[f]).join(', ')}.
                      </p>
                    ) : null}
                    <BulletList title="Issues" items={category.issues} empty="No issues found." />
                    <BulletList title="Recommendations" items={category.recommendations} empty="Nothing to add." />
                    <EvidenceDetails summary={`Checks behind this score (weight ${Math.round(category.weight * 100)}%)`}>
                      <ul className="flex flex-col gap-1 text-xs">
                        {category.evidence.map((e) => (
                          <li key={e.check}>
                            <span className="font-medium">{e.check}</span>: {e.earned}/{e.points} points, {effect(e.effect)} overall. {dueDiligenceFactLabels[e.fact]}: <Source text={e.source} href={e.href} />
                          </li>
                        ))}
                        {category.redFlags.map((f) => (
                          <li key={f.title} className="text-red-800">
                            <span className="font-medium">Red flag ({f.severity}): {f.title}</span>: −{f.penalty} points, {effect(f.effect)} overall. <Source text={f.source} href={f.href} />
                          </li>
                        ))}
                      </ul>
                    </EvidenceDetails>
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
