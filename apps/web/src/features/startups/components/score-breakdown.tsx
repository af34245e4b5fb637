import type { ScoreBreakdown as Breakdown } from '@baobab/contracts/startups';
import { Progress } from '@/components/ui/progress';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** An explainable score: the total and, for each factor, its points, maximum and evidence. */
export function ScoreBreakdown({ breakdown, title }: { breakdown: Breakdown; title: string }) {
  const t = useT('startups');
  // Factor labels and fixed evidence sentences arrive from the scoring engine in English.
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-800">{breakdown.total}</span>
        <span className="text-stone-600">/ 100 {title}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {breakdown.factors.map((factor) => (
          <li key={factor.key} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{translate(factor.label)}</span>
              <span className="text-stone-600">
                {factor.points} / {factor.max}
              </span>
            </div>
            <Progress value={(factor.points / factor.max) * 100} label={t('{{label}}: {{points}} of {{max}}', { label: translate(factor.label), points: factor.points, max: factor.max })} />
            <p className="text-xs text-stone-600">{translate(factor.evidence)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
