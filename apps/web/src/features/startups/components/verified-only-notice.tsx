import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { startupTrustMessages as m } from '@baobab/contracts/startup-trust-texts';
import { useT } from '@/lib/i18n/use-t';

/**
 * Told before trying: this startup's founder accepts intro and data-room requests from verified
 * investors only. A visitor who is not one is pointed to verification; the server refuses their
 * request anyway, with the same reason.
 */
export function VerifiedOnlyNotice({ viewerIsVerifiedInvestor }: { viewerIsVerifiedInvestor: boolean }) {
  const t = useT('startups');
  return (
    <p role="note" className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
      <ShieldCheck className="size-4 shrink-0 text-stone-600" aria-hidden="true" />
      <span>{t(m.verifiedOnlyNotice)}</span>
      {viewerIsVerifiedInvestor ? (
        <span>{t(m.verifiedOnlyNoticeVerified)}</span>
      ) : (
        <Link href="/verification" className="font-medium text-brand-700 underline">
          {t(m.getVerifiedLink)}
        </Link>
      )}
    </p>
  );
}
