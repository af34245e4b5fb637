import { useState, type FormEvent } from 'react';
import { Share2 } from 'lucide-react';
import {
  createFinancialsShareInputSchema,
  financialPartLabels,
  financialParts,
  sharePermissionLabels,
  startupAccessMessages as m,
  type FinancialPart,
  type FinancialsShare,
  type SharePermission,
} from '@baobab/contracts/startup-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useMyConnections } from '@/lib/my-connections';
import { useFinancialsShares, useRevokeFinancialsShare, useShareFinancials } from '../api/financials-shares';
import { endOfLocalDay } from '@/lib/expiry';

const partByLabel = new Map(financialParts.map((part) => [financialPartLabels[part], part] as const));
const allLabels = financialParts.map((part) => financialPartLabels[part]);

function ShareForm({ startupId, onDone }: { startupId: number; onDone: () => void }) {
  const connections = useMyConnections();
  const share = useShareFinancials(startupId);
  const [person, setPerson] = useState('');
  const [parts, setParts] = useState<string[]>(allLabels);
  const [permission, setPermission] = useState<SharePermission>('view');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string>();

  if (connections.isSuccess && connections.data.length === 0) return <p className="text-sm text-stone-600">{m.noConnections}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createFinancialsShareInputSchema.safeParse({
      userId: person,
      scopes: parts.map((label) => partByLabel.get(label)).filter((part): part is FinancialPart => part !== undefined),
      permission,
      expiresAt: endOfLocalDay(expires),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    share.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: m.shareGranted });
        onDone();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={m.shareDialogTitle}>
      <FormField id="share-person" label={m.personLabel}>
        <NativeSelect id="share-person" value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">{m.personPlaceholder}</option>
          {(connections.data ?? []).map((c) => (
            <option key={c.connectedUser.id} value={c.connectedUser.id}>
              {c.connectedUser.firstName} {c.connectedUser.lastName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <CheckboxGroup id="share-parts" legend={m.partsLabel} options={allLabels} value={parts} onChange={setParts} />
      <FormField id="share-permission" label={m.permissionLabel}>
        <NativeSelect id="share-permission" value={permission} onChange={(e) => setPermission(e.target.value as SharePermission)}>
          {(Object.keys(sharePermissionLabels) as SharePermission[]).map((p) => (
            <option key={p} value={p}>
              {sharePermissionLabels[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="share-expires" label={m.expiresLabel}>
        <Input id="share-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={share.isPending}>
        {m.shareSubmit}
      </Button>
    </form>
  );
}

function ShareRow({ startupId, share }: { startupId: number; share: FinancialsShare }) {
  const revoke = useRevokeFinancialsShare(startupId);
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">{share.grantee.name}</p>
        <p className="text-xs text-stone-500">
          {share.scopes.map((part) => financialPartLabels[part]).join(', ')} · {sharePermissionLabels[share.permission]}
          {share.expiresAt ? ` · until ${formatDate(share.expiresAt)}` : ''}
        </p>
      </div>
      {share.status === 'active' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${m.revokeButton} ${share.grantee.name}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(share.id, {
              onSuccess: () => toast({ title: m.shareRevoked }),
              onError: (e) => toast({ title: 'Could not revoke access', description: errorMessage(e), variant: 'destructive' }),
            })
          }
        >
          {m.revokeButton}
        </Button>
      ) : (
        <Badge variant="secondary">{share.status === 'revoked' ? 'Revoked' : 'Expired'}</Badge>
      )}
    </li>
  );
}

/**
 * The founder's consent (decision 0005): nobody else sees a startup's financial tools until the
 * founder shares named parts with one of their connections here, and a revocation ends it at once.
 */
export function FinancialsSharing({ startupId }: { startupId: number }) {
  const shares = useFinancialsShares(startupId);
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{m.sharingTitle}</CardTitle>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button type="button" variant="outline" className="self-start">
              <Share2 aria-hidden="true" /> {m.shareButton}
            </Button>
          </DialogTrigger>
          <DialogContent title={m.shareDialogTitle}>
            <ShareForm startupId={startupId} onDone={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        {shares.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(shares.error)}
          </p>
        ) : shares.data?.length ? (
          <ul aria-label={m.sharingTitle}>
            {shares.data.map((s) => (
              <ShareRow key={s.id} startupId={startupId} share={s} />
            ))}
          </ul>
        ) : shares.isSuccess ? (
          <p className="text-sm text-stone-600">{m.sharingEmpty}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
