import { dueDiligenceCategories } from '@baobab/contracts/insights';
import { pendingLabels, toastMessages } from '@baobab/contracts/messages';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useGenerateDueDiligence } from '../api/generate-due-diligence';
import { BulletList, ScoreBar } from './score-bar';

const categoryLabels = { team: 'Team', market: 'Market', product: 'Product', traction: 'Traction', financials: 'Financials', legal: 'Legal', capTable: 'Cap table' } as const;

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
        <p className="text-sm text-stone-600">Seven categories scored from the startup's profile, its market and, for its founder, its analysed documents.</p>
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
                  Overall = Σ weight × category score, with weights {dueDiligenceCategories.map((c) => `${categoryLabels[c]} ${data.weights[c]}`).join(', ')}. High risk below {data.riskThresholds.highBelow} or with any critical issue; medium below {data.riskThresholds.mediumBelow}.
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
                    <ScoreBar label={categoryLabels[name]} score={category.score} />
                  </CardHeader>
                  <CardContent className="flex flex-col gap-3">
                    <BulletList title="Issues" items={category.issues} empty="No issues found." />
                    <BulletList title="Recommendations" items={category.recommendations} empty="Nothing to add." />
                    <EvidenceDetails summary="Checks behind this score">
                      <ul className="flex flex-col gap-1 text-xs">
                        {category.evidence.map((e) => (
                          <li key={e.check}>
                            <span className="font-medium">{e.check}</span>: {e.earned}/{e.points} points. {e.source}
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
