import { FileText, Handshake, Lock, MapPin, MessageSquare, Target } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

const features = [
  { icon: Target, title: 'Investor matching', text: 'Ranked by stage, sector and geography, with the reasons shown.' },
  { icon: Lock, title: 'Secure data rooms', text: 'Versions, permissions, expiry and an audit trail of every view.' },
  { icon: MessageSquare, title: 'Messaging with intro requests', text: 'Nobody is messaged without mutual acceptance.' },
  { icon: FileText, title: 'Auto-generated PDF deal summaries', text: 'One-click summaries from live data for your investment committee.' },
  { icon: MapPin, title: 'Advanced search', text: 'Filter by location, sector, stage, traction tier and AI score.' },
  { icon: Handshake, title: 'Deal flow and portfolio', text: 'A pipeline from sourced to closed, and a portfolio that updates itself.' },
] as const;

export function FeaturesGrid() {
  const t = useT('marketing');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow={t('Everything in one place')} title={t('From first intro to closed round')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <Icon className="size-6 text-ochre-700" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{t(title)}</h3>
            <p className="mt-1 text-sm text-stone-600">{t(text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
