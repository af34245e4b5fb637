import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-lg',
  xl: 'size-14 text-lg',
  '2xl': 'size-20 text-2xl',
} as const;

/** A startup's logo, or its initials on a tinted square when it has none or the image fails to load. */
export function StartupLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: keyof typeof sizes }) {
  // Remembers which address failed, so a new logo address is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && logoUrl !== failedUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        onError={() => setFailedUrl(logoUrl)}
        className={cn('shrink-0 rounded-lg border border-stone-200 bg-white object-cover', sizes[size])}
        loading="lazy"
      />
    );
  }
  const initialsText = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-800', sizes[size])}>
      {initialsText || '?'}
    </span>
  );
}
