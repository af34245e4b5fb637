import { organisationRoleLabels, organisationScreen as s } from '@baobab/contracts/organisations-texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAcceptOrganisationInvitation } from '../api/change-organisations';
import { useMyOrganisationInvitations } from '../api/get-organisations';

/** Invitations waiting for the signed-in person's verified address; shown only when there are some. */
export function InvitationsForYou() {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const invitations = useMyOrganisationInvitations();
  const accept = useAcceptOrganisationInvitation();
  if (!invitations.data || invitations.data.invitations.length === 0) return null;
  return (
    <Card className="border-brand-200 bg-brand-50/40">
      <CardHeader>
        <CardTitle>{t(s.invitationsTitle)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {accept.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(accept.error))}</p> : null}
        <ul className="flex flex-col gap-3">
          {invitations.data.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3">
              <p className="min-w-0 break-words">{t(s.invitedAs, { organisation: invitation.organisation, role: t(organisationRoleLabels[invitation.role]), name: invitation.invitedBy })}</p>
              <Button
                disabled={accept.isPending}
                onClick={() => accept.mutate(invitation.id, { onSuccess: (joined) => toast({ title: t(s.joined, { organisation: joined.name }) }) })}
              >
                {t(s.acceptButton)}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
