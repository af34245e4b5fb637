import { Link } from 'wouter';
import { pageText } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

export default function NotFound() {
  const t = useT('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">{t(pageText.notFound)}</h1>
      <p className="text-stone-600">{t('The page you are looking for does not exist or has moved.')}</p>
      <Button asChild>
        <Link href="/">{t('Back to home')}</Link>
      </Button>
    </section>
  );
}
