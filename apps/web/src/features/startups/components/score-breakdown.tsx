import type { ScoreBreakdown as Breakdown } from '@baobab/contracts/startups';
import { Progress } from '@/components/ui/progress';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * The fixed texts the scoring engines (packages/insights: startup-score.ts, readiness-score.ts) put
 * in a factor, typed so each has French; evidence with figures in it is traced back to its template
 * (startupScoreTemplates) and shown in French by the message translator.
 */
const engineTexts = [
  'Profile completeness', 'User traction', 'Revenue', 'Team', 'Clear raise', 'Raise fits the stage',
  'Founder profile', 'Startup profile published', 'Startup score',
  'Description, logo and website are all present.', 'No user figure given.', 'No revenue figure given.',
  'The raising amount could not be read as a sum of money (try "$500K").', 'Needs a readable raise to compare with the stage.',
  'No founder profile yet.', 'Complete, with previous exits.', 'Complete.', 'Create your startup profile.', 'Scored once a startup profile exists.',
] as const;
type EngineText = (typeof engineTexts)[number];
const isEngineText = (text: string): text is EngineText => (engineTexts as readonly string[]).includes(text);

/** An explainable score: the total and, for each factor, its points, maximum and evidence. */
export function ScoreBreakdown({ breakdown, title }: { breakdown: Breakdown; title: string }) {
  const t = useT('startups');
  const tm = useTranslateMessage();
  const translate = (text: string) => (isEngineText(text) ? t(text) : tm(text));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-800">{breakdown.total}</span>
        <span className="text-stone-600">{t('/ 100 {{title}}', { title })}</span>
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
