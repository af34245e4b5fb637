import { adminMessages } from '@baobab/contracts/admin-texts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useAdminTeam } from '../api/get-admin';
import { InviteAdminForm } from './invite-admin-form';
import { RevokeAdminDialog } from './revoke-admin-dialog';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

/** The admins, the invitations waiting for an answer, and the form that invites one more. */
export function AdminTeam({ currentUserId }: { currentUserId: string }) {
  const t = useT('admin');
  const translate = useTranslateMessage();
  const team = useAdminTeam();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t(adminMessages.adminsTitle)}</CardTitle>
        </CardHeader>
        <CardContent>
          {team.isPending ? <Spinner /> : null}
          {team.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(team.error))}</p> : null}
          <ul className="divide-y divide-stone-100">
            {team.data?.admins.map((admin) => (
              <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    <UserText>{admin.firstName}</UserText> <UserText>{admin.lastName}</UserText>
                    {admin.id === currentUserId ? <span className="text-stone-500"> ({t(adminMessages.you)})</span> : null}
                  </p>
                  <p className="break-all text-sm text-stone-600">{admin.email}</p>
                </div>
                <RevokeAdminDialog admin={admin} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t(adminMessages.inviteTitle)}</CardTitle>
          </CardHeader>
          <CardContent>
            <InviteAdminForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t(adminMessages.invitationsTitle)}</CardTitle>
          </CardHeader>
          <CardContent>
            {team.data && team.data.invitations.length === 0 ? <p className="text-sm text-stone-600">{t(adminMessages.noInvitations)}</p> : null}
            <ul className="divide-y divide-stone-100">
              {team.data?.invitations.map((invitation) => (
                <li key={invitation.id} className="py-3 text-sm">
                  <p className="break-all font-medium">{invitation.email}</p>
                  <p className="text-stone-600">
                    <FactLine
                      facts={[`${t(adminMessages.invitedByLabel)} ${invitation.invitedBy}`, `${t(adminMessages.expires)} ${formatDate(invitation.expiresAt)}`]}
                    />
                  </p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
