import { Link } from 'wouter';
import { useT } from '@/lib/i18n/use-t';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#14532d" />
      <path d="M16 27v-9m0 0c-3 0-6-2-7-5 3 0 5 1 7 3 2-2 4-3 7-3-1 3-4 5-7 5Zm0-4V8m-5 3c1-3 3-4 5-4s4 1 5 4" stroke="#fbbf24" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function HomeLink() {
  const t = useT('common');
  return (
    <Link href="/" className="flex items-center gap-2 rounded-lg font-bold text-brand-900" aria-label={t('Baobab home')}>
      <BrandMark />
      <span className="text-lg tracking-tight">{t('Baobab')}</span>
    </Link>
  );
}
