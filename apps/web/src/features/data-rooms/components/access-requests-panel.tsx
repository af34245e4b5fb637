import { useState, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { accessRequestStatusLabels, dataRoomMessages, grantPermissionLabels, grantPermissions } from '@baobab/contracts/data-rooms-texts';
import type { AccessRequest, DataRoomFolder } from '@baobab/contracts/data-rooms';
import { VerifiedBadge } from '@/components/shared/verified-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAccessRequests, useApproveRequest, useDeclineRequest } from '../api/access-requests';
import { endOfLocalDay } from '@/lib/expiry';
import { loadOnce } from '@/lib/load-once';
import { UserText } from '@/components/ui/user-text';
import { partMark, WordsAround } from '@/components/ui/words-around';

/** Checked when a request is approved; loaded when its terms are first focused. */
const approveSchema = loadOnce(() => import('@baobab/contracts/data-rooms').then((module) => module.approveAccessRequestInputSchema));

function PendingRequest({ roomId, request, folders, requestActions }: { roomId: number; request: AccessRequest; folders: DataRoomFolder[]; requestActions?: (request: AccessRequest) => ReactNode }) {
  const t = useT('data-rooms');
  const translate = useTranslateMessage();
  const approve = useApproveRequest(roomId);
  const decline = useDeclineRequest(roomId);
  const [scope, setScope] = useState('');
  const [permission, setPermission] = useState<'view' | 'download'>('view');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string>();
  const id = `request-${request.id}`;
  const who = `${request.requester.name} (${request.requester.email})`;

  async function onApprove() {
    let approveAccessRequestInputSchema;
    try {
      approveAccessRequestInputSchema = await approveSchema.load();
    } catch (e) {
      return setError(errorMessage(e));
    }
    const parsed = approveAccessRequestInputSchema.safeParse({
      folderId: scope ? Number(scope) : null,
      permission,
      expiresAt: endOfLocalDay(expires),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    approve.mutate(
      { requestId: request.id, input: parsed.data },
      { onSuccess: () => toast({ title: dataRoomMessages.requestApproved }), onError: (e) => setError(errorMessage(e)) },
    );
  }

  return (
    <li className="flex flex-col gap-3 border-b border-stone-200 py-4 last:border-b-0" onFocus={approveSchema.preload} aria-label={t('Request from {{name}}', { name: request.requester.name })}>
      <div>
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="break-words font-medium">{who}</p>
            {request.requester.isVerifiedInvestor ? <VerifiedBadge /> : null}
          </div>
          {requestActions?.(request)}
        </div>
        <p className="text-xs text-stone-500">{t('Asked {{date}}', { date: formatDate(request.createdAt) })}</p>
        {request.message ? <p className="mt-1 whitespace-pre-line text-sm text-stone-700">“<UserText>{request.message}</UserText>”</p> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-scope`} label={t('Access to')}>
          <NativeSelect id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="">{t('The whole room')}</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {t('Folder: {{name}}', { name: f.name })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-permission`} label={t('Permission')}>
          <NativeSelect id={`${id}-permission`} value={permission} onChange={(e) => setPermission(e.target.value as 'view' | 'download')}>
            {grantPermissions.map((p) => (
              <option key={p} value={p}>{t(grantPermissionLabels[p])}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-expires`} label={t('Expires on (optional)')}>
          <Input id={`${id}-expires`} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void onApprove()} disabled={approve.isPending} aria-label={t('Approve {{name}}', { name: request.requester.name })}>
          <Check aria-hidden="true" /> {t('Approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decline.isPending}
          aria-label={t('Decline {{name}}', { name: request.requester.name })}
          onClick={() =>
            decline.mutate(request.id, {
              onSuccess: () => toast({ title: dataRoomMessages.requestDeclined }),
              onError: (e) => toast({ title: t('Could not decline'), description: errorMessage(e), variant: 'destructive' }),
            })
          }
        >
          <X aria-hidden="true" /> {t('Decline')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Requests from the startup page: pending ones to answer, then the answered ones. `requestActions`
 * renders what the screen offers on each pending request (Report).
 */
export function AccessRequestsPanel({ roomId, folders, requestActions }: { roomId: number; folders: DataRoomFolder[]; requestActions?: (request: AccessRequest) => ReactNode }) {
  const t = useT('data-rooms');
  const requests = useAccessRequests(roomId, true);
  const all = requests.data ?? [];
  const pending = all.filter((r) => r.status === 'pending');
  const answered = all.filter((r) => r.status !== 'pending');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Access requests')} {pending.length > 0 ? <Badge className="ms-2">{t('{{count}} pending', { count: pending.length })}</Badge> : null}</CardTitle>
      </CardHeader>
      <CardContent>
        {all.length === 0 ? <p className="text-sm text-stone-500">{t('No one has asked for access yet. Investors can ask from your startup’s page.')}</p> : null}
        {pending.length > 0 ? (
          <ul>
            {pending.map((r) => (
              <PendingRequest key={r.id} roomId={roomId} request={r} folders={folders} requestActions={requestActions} />
            ))}
          </ul>
        ) : null}
        {answered.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-600" aria-label={t('Answered requests')}>
            {answered.map((r) => (
              <li key={r.id} className="break-words">
                <WordsAround
                  sentence={
                    r.decidedAt
                      ? t('{{person}} · {{status}} on {{date}}', { person: partMark('person'), status: t(accessRequestStatusLabels[r.status]), date: formatDate(r.decidedAt) })
                      : t('{{person}} · {{status}}', { person: partMark('person'), status: t(accessRequestStatusLabels[r.status]) })
                  }
                  parts={{ person: <UserText>{`${r.requester.name} (${r.requester.email})`}</UserText> }}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
