import { BadgeCheck } from 'lucide-react';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/**
 * The verified-investor badge (the investor profile's verifiedAt): icon and words, or the icon alone
 * with the words as its accessible name where space is short.
 */
export function VerifiedBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useT('common');
  const badge = t(verificationMessages.badge);
  if (compact) {
    return (
      <span role="img" aria-label={badge} title={badge} className={cn('inline-flex shrink-0 text-brand-700', className)}>
        <BadgeCheck className="h-4 w-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800', className)}>
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {badge}
    </span>
  );
}
