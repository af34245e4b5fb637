import { useState, type FormEvent } from 'react';
import { Share2 } from 'lucide-react';
import { financialPartLabels, financialParts, sharePermissionLabels, startupAccessMessages as m, type FinancialPart, type SharePermission } from '@baobab/contracts/startup-access-texts';
import { createFinancialsShareInputSchema } from '@baobab/contracts/startup-access';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useMyConnections } from '@/lib/my-connections';
import { useShareableOrganisations } from '@/lib/shareable-organisations';
import { useShareFinancials } from '../api/financials-shares';
import { endOfLocalDay } from '@/lib/expiry';

function ShareForm({ startupId, onDone }: { startupId: number; onDone: () => void }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  // The boxes show each part in the reader's language; the label maps back to the part.
  const partByLabel = new Map(financialParts.map((part) => [translate(financialPartLabels[part]), part] as const));
  const allLabels = [...partByLabel.keys()];
  const connections = useMyConnections();
  const funds = useShareableOrganisations();
  const share = useShareFinancials(startupId);
  const [person, setPerson] = useState('');
  const [fund, setFund] = useState('');
  const [parts, setParts] = useState<string[]>(allLabels);
  const [permission, setPermission] = useState<SharePermission>('view');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string>();

  if (connections.isSuccess && connections.data.length === 0) return <p className="text-sm text-stone-600">{t(m.noConnections)}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createFinancialsShareInputSchema.safeParse({
      userId: person || (fund ? undefined : ''),
      organisationId: fund ? Number(fund) : undefined,
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t(m.shareDialogTitle)}>
      <FormField id="share-person" label={t(m.personLabel)}>
        <NativeSelect id="share-person" value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">{t(m.personPlaceholder)}</option>
          {(connections.data ?? []).map((c) => (
            <option dir="auto" key={c.connectedUser.id} value={c.connectedUser.id}>
              {c.connectedUser.firstName} {c.connectedUser.lastName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {funds.data?.length ? (
        <FormField id="share-fund" label={t(m.fundLabel)} hint={t(m.fundShareHint)}>
          <NativeSelect id="share-fund" value={fund} onChange={(e) => setFund(e.target.value)}>
            <option value="">{t(m.fundPlaceholder)}</option>
            {funds.data.map((f) => (
              <option dir="auto" key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <CheckboxGroup id="share-parts" legend={t(m.partsLabel)} options={allLabels} value={parts} onChange={setParts} />
      <FormField id="share-permission" label={t(m.permissionLabel)}>
        <NativeSelect id="share-permission" value={permission} onChange={(e) => setPermission(e.target.value as SharePermission)}>
          {(Object.keys(sharePermissionLabels) as SharePermission[]).map((p) => (
            <option key={p} value={p}>
              {translate(sharePermissionLabels[p])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="share-expires" label={t(m.expiresLabel)}>
        <Input id="share-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={share.isPending}>
        {t(m.shareSubmit)}
      </Button>
    </form>
  );
}

/** The founder's Share financials button and its dialog (financials-sharing.tsx loads it after the screen's first paint). */
export default function ShareFinancialsDialog({ startupId }: { startupId: number }) {
  const t = useT('financial-tools');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="self-start">
          <Share2 aria-hidden="true" /> {t(m.shareButton)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(m.shareDialogTitle)}>
        <ShareForm startupId={startupId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
