import { cn } from '@/lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** A startup's logo, or its initials on a tinted square when it has none. */
export function StartupLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: keyof typeof sizes }) {
  const initialsText = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  if (logoUrl) {
    return <img src={logoUrl} alt="" className={cn('shrink-0 rounded-lg border border-stone-200 object-cover', sizes[size])} loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-800', sizes[size])}>
      {initialsText || '?'}
    </span>
  );
}
