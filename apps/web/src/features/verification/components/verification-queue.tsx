import { useState } from 'react';
import { Link } from 'wouter';
import { CheckCircle2, ExternalLink, FileText, Search, XCircle } from 'lucide-react';
import { verificationMessages, verificationTemplates } from '@baobab/contracts/verification-texts';
import type { PendingVerification, VerifiedInvestor } from '@baobab/contracts/verification';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { VerificationDecision } from '../api/decide-verification';
import { usePendingVerifications, useVerifiedInvestors } from '../api/get-verification';
import { DecisionDialog } from './decision-dialog';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

type Deciding = { id: number; name: string; decision: VerificationDecision };
const nameOf = (investor: PendingVerification['investor']) => investor.firstName + ' ' + investor.lastName;

/** The admin console's verification tab: the pending queue with its evidence, and verified investors to withdraw. */
export function VerificationQueue() {
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <PendingQueue onDecide={setDeciding} />
      <VerifiedList onDecide={setDeciding} />
      {deciding ? <DecisionDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}

function PendingQueue({ onDecide }: { onDecide: (deciding: Deciding) => void }) {
  const t = useT('verification');
  const translate = useTranslateMessage();
  const pending = usePendingVerifications();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="pending-verifications">
      <h2 id="pending-verifications" className="text-lg font-semibold">
        {t(verificationMessages.queueTitle)}
      </h2>
      {pending.isPending ? (
        <Spinner label={t('Loading applications')} />
      ) : pending.isError ? (
        <p role="alert" className="text-sm text-red-800">{translate(errorMessage(pending.error))}</p>
      ) : pending.data.length === 0 ? (
        <EmptyState icon={CheckCircle2} title={t(verificationMessages.queueEmpty)} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t(verificationMessages.queueTitle)}>
          {pending.data.map((application) => (
            <PendingItem key={application.id} application={application} onDecide={onDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ExternalLinkText({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all text-brand-700 underline underline-offset-2">
      {children}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
    </a>
  );
}

function PendingItem({ application, onDecide }: { application: PendingVerification; onDecide: (deciding: Deciding) => void }) {
  const t = useT('verification');
  const { investor } = application;
  const name = nameOf(investor);
  return (
    <li aria-label={t('Application from {{name}}', { name })} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold">
            {investor.investorId ? (
              <Link href={'/investors/' + investor.investorId} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
          <p className="break-all text-sm text-stone-600">{investor.email}</p>
        </div>
        <p className="text-xs text-stone-500">{t(verificationTemplates.appliedOn, { date: formatDate(application.createdAt) })}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant={investor.emailVerified ? 'default' : 'destructive'}>{investor.emailVerified ? t(verificationMessages.emailVerified) : t(verificationMessages.emailUnverified)}</Badge>
        <Badge variant={application.domainsMatch ? 'default' : 'secondary'}>{application.domainsMatch ? t(verificationMessages.domainsMatch) : t(verificationMessages.domainsDiffer)}</Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-stone-500">{t(verificationMessages.website)}</dt>
        <dd>
          <ExternalLinkText href={application.website}>{application.website}</ExternalLinkText>
        </dd>
        {application.linkedinUrl ? (
          <>
            <dt className="text-stone-500">{t(verificationMessages.linkedin)}</dt>
            <dd>
              <ExternalLinkText href={application.linkedinUrl}>{application.linkedinUrl}</ExternalLinkText>
            </dd>
          </>
        ) : null}
        {application.documentUrl ? (
          <>
            <dt className="text-stone-500">{t(verificationMessages.document)}</dt>
            <dd>
              <a href={application.documentUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 break-all text-brand-700 underline underline-offset-2">
                <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                {application.documentName}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide({ id: application.id, name, decision: 'approve' })} aria-label={t(verificationMessages.approve) + ' ' + name}>
          <CheckCircle2 /> {t(verificationMessages.approve)}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDecide({ id: application.id, name, decision: 'decline' })} aria-label={t(verificationMessages.decline) + ' ' + name}>
          <XCircle /> {t(verificationMessages.decline)}
        </Button>
      </div>
    </li>
  );
}

function VerifiedList({ onDecide }: { onDecide: (deciding: Deciding) => void }) {
  const t = useT('verification');
  const translate = useTranslateMessage();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const verified = useVerifiedInvestors(q);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="verified-investors">
      <h2 id="verified-investors" className="text-lg font-semibold">
        {t(verificationMessages.verifiedTitle)}
      </h2>
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor="verified-search">{t(verificationMessages.verifiedSearch)}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="verified-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Name or e-mail…')} className="ps-9" />
        </div>
      </div>
      {verified.isPending ? (
        <Spinner label={t('Loading verified investors')} />
      ) : verified.isError ? (
        <p role="alert" className="text-sm text-red-800">{translate(errorMessage(verified.error))}</p>
      ) : verified.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t(verificationMessages.verifiedEmpty)}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" aria-label={t(verificationMessages.verifiedTitle)}>
          {verified.data.map((entry) => (
            <VerifiedItem key={entry.id} entry={entry} onDecide={onDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VerifiedItem({ entry, onDecide }: { entry: VerifiedInvestor; onDecide: (deciding: Deciding) => void }) {
  const t = useT('verification');
  const name = nameOf(entry.investor);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p dir="auto" className="font-medium">{name}</p>
        <p className="break-all text-sm text-stone-600">{entry.investor.email}</p>
        <p className="break-all text-sm text-stone-600">{entry.website}</p>
        <p className="text-xs text-stone-500">{t(verificationTemplates.verifiedSince, { date: formatDate(entry.verifiedAt) })}</p>
      </div>
      <Button size="sm" variant="outline" className="self-start sm:self-auto" onClick={() => onDecide({ id: entry.id, name, decision: 'withdraw' })} aria-label={t(verificationMessages.withdraw) + ': ' + name}>
        {t(verificationMessages.withdraw)}
      </Button>
    </li>
  );
}
