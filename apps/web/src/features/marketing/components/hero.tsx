import { Link } from 'wouter';
import { ArrowRight, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

/** The spec's marketing figures: filler, not data. */
const marketingFigures = [
  { value: '500+', label: 'Startups' },
  { value: '150+', label: 'Investors' },
  { value: '$50M+', label: 'Deals matched' },
] as const;

export function Hero() {
  const t = useT('marketing');
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div className="pointer-events-none absolute -inset-e-24 -top-24 size-96 rounded-full bg-brand-700/40 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col gap-6">
          <Badge variant="accent" className="w-fit">{t('Startup intelligence for emerging markets')}</Badge>
          <h1 className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {t("Where Africa's boldest startups meet")} <span className="text-ochre-400">{t('global capital')}</span>
          </h1>
          <p className="max-w-xl text-lg text-brand-100">
            {t('Baobab matches founders with investors by stage, sector and geography, screens deals with explainable analysis, and keeps every document in a secure data room.')}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="/api/login">
                {t('Launch Your Startup')} <ArrowRight className="rtl:-scale-x-100" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outlineOnDark">
              <Link href="/startups">
                <Search /> {t('Discover Deals')}
              </Link>
            </Button>
          </div>
          <p className="text-sm text-brand-200">{t('Free to start · Enterprise security · Set up in about 5 minutes')}</p>
        </div>
        <dl className="grid grid-cols-3 gap-3 rounded-2xl border border-brand-700 bg-brand-800/60 p-6">
          {marketingFigures.map((figure) => (
            <div key={figure.label} className="text-center">
              <dt className="text-xs uppercase tracking-wide text-brand-200">{t(figure.label)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ochre-400 sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
