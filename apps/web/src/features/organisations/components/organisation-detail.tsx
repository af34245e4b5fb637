import { Link, useLocation } from 'wouter';
import { organisationKindLabels, organisationRoleLabels, organisationRoles, organisationScreen as s, type OrganisationRole } from '@baobab/contracts/organisations-texts';
import type { Organisation } from '@baobab/contracts/organisations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRemoveMember, useSetMemberRole, useWithdrawInvitation } from '../api/change-organisations';
import { useOrganisation } from '../api/get-organisations';
import { InviteMemberForm } from './invite-member-form';
import { OrganisationProfileForm } from './organisation-profile-form';
import { PipelineStagesCard } from './pipeline-stages-form';

function Members({ organisation, userId }: { organisation: Organisation; userId: string }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const [, navigate] = useLocation();
  const setRole = useSetMemberRole(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const isAdmin = organisation.role === 'admin';
  const failure = setRole.error ?? remove.error;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FactLine facts={[t(s.membersTitle), <span className="text-base font-normal text-stone-500">{t(s.memberCount, { count: organisation.members.length })}</span>]} />
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {failure ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(failure))}</p> : null}
        <ul className="divide-y divide-stone-100">
          {organisation.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            const isMe = member.userId === userId;
            return (
              <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <p className="min-w-0 break-words font-medium">
                  {name} {isMe ? <span className="font-normal text-stone-500">{t(s.youSuffix)}</span> : null}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {isAdmin ? (
                    <NativeSelect
                      size="sm"
                      aria-label={t(s.roleOf, { name })}
                      value={member.role}
                      disabled={setRole.isPending}
                      onChange={(e) => setRole.mutate({ userId: member.userId, role: e.target.value as OrganisationRole }, { onSuccess: () => toast({ title: t(s.roleChanged) }) })}
                    >
                      {organisationRoles.map((role) => (
                        <option key={role} value={role}>
                          {t(organisationRoleLabels[role])}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <span className="text-sm text-stone-600">{t(organisationRoleLabels[member.role])}</span>
                  )}
                  {isAdmin && !isMe ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t(s.removeButton, { name })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(member.userId, { onSuccess: () => toast({ title: t(s.removed) }) })}
                    >
                      {t(s.remove)}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <div>
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(userId, {
                onSuccess: () => {
                  toast({ title: t(s.left, { organisation: organisation.name }) });
                  navigate('/organisations');
                },
              })
            }
          >
            {t(s.leaveButton)}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function OpenInvitations({ organisation }: { organisation: Organisation }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const withdraw = useWithdrawInvitation(organisation.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(s.openInvitationsTitle)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {withdraw.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(withdraw.error))}</p> : null}
        {organisation.invitations.length === 0 ? <p className="text-sm text-stone-600">{t(s.noOpenInvitations)}</p> : null}
        <ul className="divide-y divide-stone-100">
          {organisation.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <p className="min-w-0 break-all">{t(s.invitationLine, { email: invitation.email, role: t(organisationRoleLabels[invitation.role]), date: formatDate(invitation.expiresAt) })}</p>
              <Button
                size="sm"
                variant="outline"
                aria-label={t(s.withdrawButton, { email: invitation.email })}
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(invitation.id, { onSuccess: () => toast({ title: t(s.withdrawn) }) })}
              >
                {t(s.withdraw)}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** One organisation: its profile, members, pipeline stages and, for administrators, invitations. */
export function OrganisationDetail({ organisationId, userId }: { organisationId: number; userId: string }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const query = useOrganisation(organisationId);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(query.error))}</p>;
  const organisation = query.data;
  return (
    <div className="flex flex-col gap-6">
      <Link href="/organisations" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        {t(s.backToList)}
      </Link>
      <div>
        <h1 dir="auto" className="break-words text-3xl font-bold tracking-tight">{organisation.name}</h1>
        <p className="text-stone-600">
          <FactLine facts={[t(organisationKindLabels[organisation.kind]), t(s.yourRole, { role: t(organisationRoleLabels[organisation.role]) })]} />
        </p>
        {organisation.thesis ? <p dir="auto" className="mt-3 max-w-prose whitespace-pre-line break-words">{organisation.thesis}</p> : null}
        {organisation.listed ? (
          <p className="mt-3 text-sm text-stone-700">
            <FactLine
              facts={[
                t(s.listedNow),
                <Link href={`/funds/${organisation.slug}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {t(s.publicPageLink)}
                </Link>,
              ]}
            />
          </p>
        ) : null}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Members organisation={organisation} userId={userId} />
        {organisation.role === 'admin' ? (
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>{t(s.inviteTitle)}</CardTitle>
              </CardHeader>
              <CardContent>
                <InviteMemberForm organisationId={organisation.id} />
              </CardContent>
            </Card>
            <OpenInvitations organisation={organisation} />
            <PipelineStagesCard organisationId={organisation.id} isAdmin />
            <OrganisationProfileForm key={organisation.id} organisation={organisation} />
          </div>
        ) : (
          <PipelineStagesCard organisationId={organisation.id} isAdmin={false} />
        )}
      </div>
    </div>
  );
}
