import { useState, type FormEvent } from 'react';
import { dataRoomMessages, grantPermissionLabels, grantStatusLabels, grantStatusOf, grantPermissions } from '@baobab/contracts/data-rooms-texts';
import type { DataRoomFolder, DataRoomGrant } from '@baobab/contracts/data-rooms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMyConnections } from '@/lib/my-connections';
import { useShareableOrganisations } from '@/lib/shareable-organisations';
import { useCreateGrant, useGrants, useRevokeGrant } from '../api/data-rooms';
import { endOfLocalDay } from '@/lib/expiry';
import { loadOnce } from '@/lib/load-once';

/** Checked when the form is sent; loaded when it is first focused. */
const grantSchema = loadOnce(() => import('@baobab/contracts/data-rooms').then((module) => module.createGrantInputSchema));

function GrantForm({ roomId, folders }: { roomId: number; folders: DataRoomFolder[] }) {
  const t = useT('data-rooms');
  const translate = useTranslateMessage();
  const connections = useMyConnections();
  const funds = useShareableOrganisations();
  const create = useCreateGrant(roomId);
  const [person, setPerson] = useState('');
  const [email, setEmail] = useState('');
  const [fund, setFund] = useState('');
  const [scope, setScope] = useState('');
  const [permission, setPermission] = useState<'view' | 'download'>('view');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let createGrantInputSchema;
    try {
      createGrantInputSchema = await grantSchema.load();
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    const parsed = createGrantInputSchema.safeParse({
      userId: person || undefined,
      // The address is for someone else: with a connection or a fund chosen, the field is off and not sent.
      email: person || fund ? undefined : email.trim() || undefined,
      organisationId: fund ? Number(fund) : undefined,
      folderId: scope ? Number(scope) : null,
      permission,
      expiresAt: endOfLocalDay(expires),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: dataRoomMessages.granted });
        setPerson('');
        setEmail('');
        setFund('');
        setExpires('');
      },
      onError: (e) => toast({ title: t('Could not grant access'), description: errorMessage(e), variant: 'destructive' }),
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onFocus={grantSchema.preload} className="grid gap-4 md:grid-cols-2" aria-label={t('Grant access')}>
      <FormField id="grant-person" label={t('Connection')}>
        <NativeSelect id="grant-person" value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">{t('Someone else (by e-mail)')}</option>
          {(connections.data ?? []).map((c) => (
            <option dir="auto" key={c.connectedUser.id} value={c.connectedUser.id}>
              {c.connectedUser.firstName} {c.connectedUser.lastName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="grant-email" label={t('E-mail address')} hint={t('Access starts when they sign in with this address.')}>
        <Input id="grant-email" type="email" value={email} disabled={person !== '' || fund !== ''} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      {funds.data?.length ? (
        <FormField id="grant-fund" label={t('Or a fund')} hint={t('A fund one of your connections belongs to: everyone in it can open what you grant while they are a member; someone who leaves loses it at once.')}>
          <NativeSelect id="grant-fund" value={fund} onChange={(e) => setFund(e.target.value)}>
            <option value="">{t('Choose a fund')}</option>
            {funds.data.map((f) => (
              <option dir="auto" key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id="grant-scope" label={t('Access to')}>
        <NativeSelect id="grant-scope" value={scope} onChange={(e) => setScope(e.target.value)}>
          <option value="">{t('The whole room')}</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {t('Folder: {{name}}', { name: f.name })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="grant-permission" label={t('Permission')}>
        <NativeSelect id="grant-permission" value={permission} onChange={(e) => setPermission(e.target.value as 'view' | 'download')}>
          {grantPermissions.map((p) => (
            <option key={p} value={p}>{t(grantPermissionLabels[p])}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="grant-expires" label={t('Expires on (optional)')}>
        <Input id="grant-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </FormField>
      <div className="flex flex-col justify-end gap-2">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(error)}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={create.isPending}>
          {t('Grant access')}
        </Button>
      </div>
    </form>
  );
}

function GrantRow({ roomId, grant }: { roomId: number; grant: DataRoomGrant }) {
  const t = useT('data-rooms');
  const revoke = useRevokeGrant(roomId);
  // A grant names a person (by account or address) or a fund (decision 0055), whose members at each read open it.
  const person = grant.grantee;
  const who = person ? (person.name ? `${person.name} (${person.email})` : person.email) : (grant.organisation?.name ?? '');
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">
          {who}
          {grant.organisation ? (
            <Badge variant="secondary" className="ms-2 align-middle">
              {t('Fund')}
            </Badge>
          ) : null}
        </p>
        <p className="text-xs text-stone-500">
          <FactLine
            facts={[
              t(grantPermissionLabels[grant.permission]),
              grant.folder ? t('folder {{name}}', { name: grant.folder.name }) : t('whole room'),
              grant.expiresAt ? t('until {{date}}', { date: formatDate(grant.expiresAt) }) : null,
            ]}
          />
        </p>
      </div>
      {grant.isActive ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={person ? t('Revoke access for {{email}}', { email: person.email }) : t('Revoke access for {{name}}', { name: who })}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(grant.id, {
              onSuccess: () => toast({ title: dataRoomMessages.revoked }),
              onError: (e) => toast({ title: t('Could not revoke access'), description: errorMessage(e), variant: 'destructive' }),
            })
          }
        >
          {t('Revoke')}
        </Button>
      ) : (
        <Badge variant="secondary" className="self-start sm:self-center">{t(grantStatusLabels[grantStatusOf(grant)])}</Badge>
      )}
    </li>
  );
}

/** The owner decides who sees what, for how long, and takes it back. */
export function GrantsPanel({ roomId, folders }: { roomId: number; folders: DataRoomFolder[] }) {
  const t = useT('data-rooms');
  const grants = useGrants(roomId, true);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('Grant access')}</CardTitle>
        </CardHeader>
        <CardContent>
          <GrantForm roomId={roomId} folders={folders} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('People and funds with access')}</CardTitle>
        </CardHeader>
        <CardContent>
          {grants.data?.length ? (
            <ul>
              {grants.data.map((g) => (
                <GrantRow key={g.id} roomId={roomId} grant={g} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-500">{t('Nobody but you yet.')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
