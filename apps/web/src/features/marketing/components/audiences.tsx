import { Building2, Landmark, Rocket, UserRound } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

const audiences = [
  { icon: UserRound, title: 'Founders', text: 'Find investors whose thesis fits your stage, sector and geography, and raise with a ready data room.' },
  { icon: Landmark, title: 'Angel Investors', text: 'Discover vetted early-stage companies across Lagos, Nairobi, Cairo and beyond.' },
  { icon: Building2, title: 'VC Funds', text: 'Run your pipeline, screen decks with explainable analysis and track your portfolio.' },
  { icon: Rocket, title: 'Startups', text: 'Hire operators, find a co-founder and model your cap table and runway.' },
] as const;

export function Audiences() {
  const t = useT('marketing');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow={t('Built for the whole ecosystem')} title={t('One platform, four audiences')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon className="size-8 text-brand-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-sm text-stone-600">{t(text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
