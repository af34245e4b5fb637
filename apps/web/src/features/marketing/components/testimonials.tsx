import { Star } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

/** Sample testimonials (the spec calls them marketing filler, with rating 5). */
const testimonials = [
  { quote: 'We met our lead investor in three weeks. The match reasons made the first call easy.', name: 'Amara N.', role: 'Founder, FinTech, Lagos' },
  { quote: 'The red-flag report saved our team a week of diligence on every deal.', name: 'David K.', role: 'Partner, Seed fund, Nairobi' },
  { quote: 'Our data room and cap table finally live in one place our investors trust.', name: 'Lerato M.', role: 'CEO, HealthTech, Cape Town' },
] as const;

export function Testimonials() {
  const t = useT('marketing');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow={t('Testimonials')} title={t('Founders and investors on Baobab')} description={t('Sample testimonials.')} />
      <div className="grid gap-4 md:grid-cols-3">
        {testimonials.map((item) => (
          <figure key={item.name} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <div className="flex gap-0.5 text-ochre-500" role="img" aria-label={t('Rated 5 out of 5')}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </div>
            <blockquote className="text-stone-700">{t('“{{quote}}”', { quote: t(item.quote) })}</blockquote>
            {/* Name above role, no separator to order: the landing page loads no shared UI chunk for one (bundle budget of /). */}
            <figcaption className="flex flex-col text-sm">
              <span dir="auto" className="font-semibold">{item.name}</span>
              <span className="text-stone-600">{t(item.role)}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
