import { Link } from 'wouter';
import { pageText } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">{pageText.notFound}</h1>
      <p className="text-stone-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Back to home</Link>
      </Button>
    </section>
  );
}
