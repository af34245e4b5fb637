import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

/** Sample previews (the spec calls them marketing filler, not data), labelled as samples. */
const previews = [
  { title: 'Deck quality', score: '85/100', note: 'Strong traction and team sections; add a competition slide.' },
  { title: 'Investor match', score: '92', note: 'Seed-stage FinTech, West Africa, ticket fits the raise.' },
  { title: 'Due diligence', score: '87/100', note: 'Low risk: clean cap table, audited financials.' },
] as const;

export function DashboardPreview() {
  const t = useT('marketing');
  return (
    <section className="bg-stone-100 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={t('Dashboard preview')} title={t('Your raise at a glance')} description={t('Sample previews for illustration.')} />
        <div className="grid gap-4 md:grid-cols-3">
          {previews.map((preview) => (
            <figure key={preview.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <figcaption className="text-sm font-medium text-stone-600">{t('{{title}} · sample', { title: t(preview.title) })}</figcaption>
              <p className="mt-2 text-4xl font-bold text-brand-800">{preview.score}</p>
              <p className="mt-3 text-sm text-stone-600">{t(preview.note)}</p>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
