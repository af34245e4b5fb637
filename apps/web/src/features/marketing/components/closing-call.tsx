import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

export function ClosingCall() {
  const t = useT('marketing');
  return (
    <section className="bg-brand-800 py-16 text-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">{t('Ready to raise, or ready to invest?')}</h2>
        <p className="text-brand-100">{t('Free to start, enterprise security, and about 5 minutes to set up.')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <a href="/api/login">{t('Start as Founder')}</a>
          </Button>
          <Button asChild size="lg" variant="outlineOnDark">
            <a href="/api/login">{t('Browse as Investor')}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
