import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = { md: 'size-12 text-lg', lg: 'size-20 text-2xl' } as const;

/** The startup's logo, or its initial when there is none or the image fails to load. */
export function StartupLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return <img src={logoUrl} alt="" onError={() => setFailed(true)} className={cn('shrink-0 rounded-xl border border-stone-200 bg-white object-cover', sizes[size])} />;
  }
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-xl bg-brand-100 font-bold text-brand-800', sizes[size])}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
