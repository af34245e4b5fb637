import { AssessmentRange } from '@/components/shared/assessment-range';
import { Link } from 'wouter';
import { dueDiligenceCategories, dueDiligenceCategoryLabels as categoryLabels, dueDiligenceFactLabels } from '@baobab/contracts/insights-texts';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useGenerateDueDiligence } from '../api/generate-due-diligence';
import { BulletList, ScoreBar } from './score-bar';

/** A signed effect on the overall score, e.g. '+4.5' or '−1.5'. */
const effect = (points: number) => (points < 0 ? '−' : '+') + Math.abs(points);

function Source({ text, href }: { text: string; href: string | null }) {
  return href ? (
    <Link href={href} className="text-brand-700 underline">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** A critical red flag quotes the document's sentence ('Team red flag: A founder … ("Our CTO left.")'). */
const quotedFlag = /^(.+?) red flag: ([\s\S]+?) \("([\s\S]*)"\)$/;

/** Spec: Low and Medium have their own style; any other level uses the high-risk style. */
const riskVariant = (level: string) => (level === 'Low' ? 'default' : level === 'Medium' ? 'accent' : 'destructive');

export function DueDiligenceTab({ startupId }: { startupId: number | null }) {
  const t = useT('insights');
  const translate = useTranslateMessage();
  const report = useGenerateDueDiligence();
  const run = () => {
    if (startupId === null) return;
    report.mutate(startupId, {
      onSuccess: () => toast({ title: toastMessages.dueDiligenceGenerated }),
      onError: (error) => toast({ title: toastMessages.dueDiligenceFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };
  const data = report.data?.startupId === startupId ? report.data : undefined;
  // The quoted sentence is shown as the document wrote it: only the label and the flag's title are translated.
  const criticalIssue = (issue: string) => {
    const quoted = quotedFlag.exec(issue);
    return quoted
      ? t('{{category}} red flag: {{title}}', { category: translate(quoted[1]!), title: t('{{title}} ("{{evidence}}")', { title: translate(quoted[2]!), evidence: quoted[3]! }) })
      : translate(issue);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          {t('Seven categories scored from what Baobab knows about the startup and you may see: profile, analysed documents, cap table, financial model, valuation, funding tracker and data room.')}
        </p>
        <Button onClick={run} disabled={startupId === null || report.isPending}>
          {report.isPending ? t(pendingLabels.generating) : t('Generate Report')}
        </Button>
      </div>
      {data ? (
        <>
          <Card>
            <CardContent inset="alone" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <div className="flex items-baseline gap-2">
                  <span className="text-4xl font-bold text-brand-800">{data.overallScore}</span>
                  <span className="text-stone-600">{t('/ 100 overall score')}</span>
                </div>
                {/* The critical issues below are the assessment's critical findings. */}
                <AssessmentRange assessment={data.assessment} showFindings={false} />
              </div>
              <Badge variant={riskVariant(data.riskLevel)} className="self-start">
                {t('{{level}} Risk', { level: t(data.riskLevel) })}
              </Badge>
            </CardContent>
            <CardContent className="flex flex-col gap-2">
              <p className="font-medium">{translate(data.investmentRecommendation)}</p>
              {data.narrative ? <p className="text-sm text-stone-700">{t('Summary by the configured language model, from the figures above: {{narrative}}', { narrative: data.narrative })}</p> : null}
              <EvidenceDetails summary={t('How the overall score and risk level were computed')}>
                <p className="text-xs">
                  {t(
                    'Overall = Σ weight × category score, with weights {{weights}}. Each red flag takes {{high}} (high), {{medium}} (medium) or {{low}} (low) points off its category. High risk below {{highBelow}} or with any critical issue; medium below {{mediumBelow}}.',
                    {
                      weights: dueDiligenceCategories.map((c) => t(categoryLabels[c]) + ' ' + formatPercent(data.weights[c])).join(', '),
                      high: data.redFlagPenalties.high,
                      medium: data.redFlagPenalties.medium,
                      low: data.redFlagPenalties.low,
                      highBelow: data.riskThresholds.highBelow,
                      mediumBelow: data.riskThresholds.mediumBelow,
                    },
                  )}
                </p>
                <BulletList title={t('Based on')} items={[t('{{count}} analysed documents', { count: data.documentsUsed }), ...data.notes.map((text) => translate(text))]} />
              </EvidenceDetails>
            </CardContent>
          </Card>
          {data.criticalIssues.length > 0 ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
              <h3 className="font-semibold text-red-900">{t('Critical issues')}</h3>
              <ul className="mt-1 list-disc ps-5 text-sm text-red-800">
                {data.criticalIssues.map((issue) => (
                  <li key={issue}>{criticalIssue(issue)}</li>
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
                    <CardTitle className="sr-only">{t(categoryLabels[name])}</CardTitle>
                    <ScoreBar label={category.weight === 0 ? t('{{category}} (not scored)', { category: t(categoryLabels[name]) }) : t(categoryLabels[name])} score={category.score} />
                  </CardHeader>
                  <CardContent className="flex flex-col gap-3">
                    {category.notShared.length > 0 ? (
                      <p className="rounded-lg bg-ochre-100 p-2 text-sm text-stone-700">
                        {t('Not shared with you, so not scored: {{facts}}.', { facts: category.notShared.map((f) => t(dueDiligenceFactLabels[f])).join(', ') })}
                      </p>
                    ) : null}
                    <BulletList title={t('Issues')} items={category.issues.map((text) => translate(text))} empty={t('No issues found.')} />
                    <BulletList title={t('Recommendations')} items={category.recommendations.map((text) => translate(text))} empty={t('Nothing to add.')} />
                    <EvidenceDetails summary={t('Checks behind this score (weight {{weight}})', { weight: formatPercent(category.weight) })}>
                      <ul className="flex flex-col gap-1 text-xs">
                        {category.evidence.map((e) => (
                          <li key={e.check}>
                            <span className="font-medium">{translate(e.check)}</span>
                            {t(': {{earned}}/{{points}} points, {{effect}} overall. {{fact}}: ', { earned: e.earned, points: e.points, effect: effect(e.effect), fact: t(dueDiligenceFactLabels[e.fact]) })}
                            <Source text={translate(e.source)} href={e.href} />
                          </li>
                        ))}
                        {category.redFlags.map((f) => (
                          <li key={f.title} className="text-red-800">
                            <span className="font-medium">{t('Red flag ({{severity}}): {{title}}', { severity: t(f.severity), title: translate(f.title) })}</span>
                            {t(': −{{penalty}} points, {{effect}} overall. ', { penalty: f.penalty, effect: effect(f.effect) })}
                            <Source text={translate(f.source)} href={f.href} />

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
