import { AlertTriangle, FileSearch, Gauge, Scale } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

const insights = [
  { icon: FileSearch, title: 'AI deck-quality analysis', text: 'Coverage of problem, market, traction, team and ask, with the evidence behind every score.' },
  { icon: Gauge, title: 'Financial model validation', text: 'Cap table health, valuation consistency and burn rate, checked against the numbers you enter.' },
  { icon: AlertTriangle, title: 'Red-flag detection', text: 'Customer concentration, burn above revenue, litigation and more, each flag quoting its source sentence.' },
  { icon: Scale, title: 'AI valuation benchmarking', text: 'See where a raise sits against comparable startups by sector, stage and region.' },
] as const;

export function AiInsights() {
  const t = useT('marketing');
  return (
    <section className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={t('AI insights')} title={t('Analysis you can explain to your partners')} description={t('Deterministic, explainable scoring over real data: every number shows where it came from.')} />
        <div className="grid gap-4 md:grid-cols-2">
          {insights.map(({ icon: Icon, title, text }) => (
            <article key={title} className="flex gap-4 rounded-xl border border-stone-200 p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-stone-600">{t(text)}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
