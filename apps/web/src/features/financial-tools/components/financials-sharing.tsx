import { lazy } from 'react';
import { Share2 } from 'lucide-react';
import { financialPartLabels, financialsShareStatusLabels, sharePermissionLabels, startupAccessMessages as m } from '@baobab/contracts/startup-access-texts';
import type { FinancialsShare } from '@baobab/contracts/startup-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Deferred } from '@/components/ui/deferred';
import { FactLine } from '@/components/ui/fact-line';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useFinancialsShares, useRevokeFinancialsShare } from '../api/financials-shares';

// The share dialog and its form load after the screen's first paint (Lighthouse, bench/README.md).
const ShareFinancialsDialog = lazy(() => import('./share-financials-dialog'));

/** The share button, inactive until its dialog loads (same size: nothing shifts). */
function SharePlaceholder() {
  const t = useT('financial-tools');
  return (
    <Button type="button" variant="outline" className="self-start" disabled>
      <Share2 aria-hidden="true" /> {t(m.shareButton)}
    </Button>
  );
}

function ShareRow({ startupId, share }: { startupId: number; share: FinancialsShare }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const revoke = useRevokeFinancialsShare(startupId);
  // A share names a person or a fund (decision 0055); a fund's reaches whoever is a member at each read.
  const name = share.grantee?.name ?? share.organisation?.name ?? '';
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">
          {name}
          {share.organisation ? (
            <Badge variant="secondary" className="ms-2 align-middle">
              {t('Fund')}
            </Badge>
          ) : null}
        </p>
        <p className="text-xs text-stone-500">
          <FactLine facts={[share.scopes.map((part) => translate(financialPartLabels[part])).join(', '), translate(sharePermissionLabels[share.permission])]} />
          {share.expiresAt ? t(' · until {{date}}', { date: formatDate(share.expiresAt) }) : ''}
        </p>
      </div>
      {share.status === 'active' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${t(m.revokeButton)} ${name}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(share.id, {
              onSuccess: () => toast({ title: m.shareRevoked }),
              onError: (e) => toast({ title: t('Could not revoke access'), description: errorMessage(e), variant: 'destructive' }),
            })
          }
        >
          {t(m.revokeButton)}
        </Button>
      ) : (
        <Badge variant="secondary" className="self-start sm:self-center">{t(financialsShareStatusLabels[share.status])}</Badge>
      )}
    </li>
  );
}

/**
 * The founder's consent (decision 0005): nobody else sees a startup's financial tools until the
 * founder shares named parts with one of their connections, or a fund one of them belongs to, here,
 * and a revocation ends it at once.
 */
export function FinancialsSharing({ startupId }: { startupId: number }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const shares = useFinancialsShares(startupId);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t(m.sharingTitle)}</CardTitle>
        <Deferred placeholder={<SharePlaceholder />}>
          <ShareFinancialsDialog startupId={startupId} />
        </Deferred>
      </CardHeader>
      <CardContent>
        {shares.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(errorMessage(shares.error))}
          </p>
        ) : shares.data?.length ? (
          <ul aria-label={t(m.sharingTitle)}>
            {shares.data.map((s) => (
              <ShareRow key={s.id} startupId={startupId} share={s} />
            ))}
          </ul>
        ) : shares.isSuccess ? (
          <p className="text-sm text-stone-600">{t(m.sharingEmpty)}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
