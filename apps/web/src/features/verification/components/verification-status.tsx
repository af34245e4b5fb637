import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { verificationRoutes } from '@baobab/contracts/verification-routes';
import { verificationMessages, verificationTemplates } from '@baobab/contracts/verification-texts';
import type { MyVerification } from '@baobab/contracts/verification';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** Where the investor stands: not applied, pending, verified (since when), declined or withdrawn (with the admin's reason). */
export function VerificationStatus({ status }: { status: MyVerification }) {
  const t = useT('verification');
  const colon = t(': ');
  const latest = status.latest;
  if (status.verifiedAt) {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <VerifiedBadge className="self-start" />
        <p className="text-stone-800">{t(verificationTemplates.statusVerified, { date: formatDate(status.verifiedAt) })}</p>
      </div>
    );
  }
  if (!latest) return <p className="text-stone-700">{t(verificationMessages.statusNone)}</p>;
  if (latest.status === 'pending') {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
        <p className="flex items-center gap-2 font-medium text-stone-800">
          <Clock className="size-4" aria-hidden="true" /> {t(verificationMessages.statusPending)}
        </p>
        <Evidence status={status} />
      </div>
    );
  }
  const declined = latest.status === 'declined';
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="flex items-center gap-2 font-medium text-red-900">
        {declined ? <XCircle className="size-4" aria-hidden="true" /> : <BadgeCheck className="size-4" aria-hidden="true" />}
        {declined ? t(verificationMessages.statusDeclined) : t(verificationMessages.statusWithdrawn)}
      </p>
      {latest.decisionReason ? (
        <p className="text-sm text-stone-800">
          <span className="font-medium">{t(verificationMessages.reasonLabel) + colon}</span> {latest.decisionReason}
        </p>
      ) : null}
      <p className="text-sm text-stone-700">{t(verificationMessages.applyAgain)}</p>
    </div>
  );
}

function Evidence({ status }: { status: MyVerification }) {
  const t = useT('verification');
  const latest = status.latest!;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="text-stone-500">{t(verificationMessages.website)}</dt>
      <dd className="break-all">{latest.website}</dd>
      {latest.linkedinUrl ? (
        <>
          <dt className="text-stone-500">{t(verificationMessages.linkedin)}</dt>
          <dd className="break-all">{latest.linkedinUrl}</dd>
        </>
      ) : null}
      {latest.documentName ? (
        <>
          <dt className="text-stone-500">{t(verificationMessages.document)}</dt>
          <dd>
            <a href={verificationRoutes.myDocument.path} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
              {latest.documentName}
            </a>
          </dd>
        </>
      ) : null}
      <dt className="text-stone-500">{t(verificationMessages.applied)}</dt>
      <dd>{formatDate(latest.createdAt)}</dd>
    </dl>
  );
}
