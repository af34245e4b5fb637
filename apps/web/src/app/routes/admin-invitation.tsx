import { Link, useLocation } from 'wouter';
import { adminMessages, adminTemplates } from '@baobab/contracts/admin-texts';
import { shellLabels } from '@baobab/contracts/navigation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAcceptAdminInvitation } from '@/features/admin/api/change-admin';
import { useMyAdminInvitation } from '@/features/admin/api/get-admin';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import type { ScreenProps } from '../screen-props';

function Invitation() {
  const t = useT('admin');
  const translate = useTranslateMessage();
  const [, navigate] = useLocation();
  const mine = useMyAdminInvitation();
  const accept = useAcceptAdminInvitation();
  if (mine.isPending) return <Spinner />;
  if (mine.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(mine.error))}</p>;
  const invitation = mine.data.invitation;
  if (!invitation) return <p className="text-stone-600">{t(adminMessages.noInvitation)}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p>{t(adminTemplates.invitedBy, { name: invitation.invitedBy, date: formatDate(invitation.expiresAt) })}</p>
      {accept.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(accept.error))}</p> : null}
      <div>
        <Button
          disabled={accept.isPending}
          onClick={() =>
            // Not mutate's own onSuccess: accepting refetches the current user, who is now an admin, so this
            // form unmounts before the mutation settles and a per-call callback would never run.
            accept
              .mutateAsync(invitation.id)
              .then(() => {
                toast({ title: t(adminMessages.invitationAccepted) });
                navigate('/admin');
              })
              .catch(() => undefined) // shown above through accept.isError
          }
        >
          {t(adminMessages.acceptButton)}
        </Button>
      </div>
    </div>
  );
}

/** Where an admin invitation leads: the invited person, signed in with the invited and verified address, accepts it here. */
export default function AdminInvitationScreen({ user }: ScreenProps) {
  const t = useT('admin');
  const tc = useT('common');
  const body = !user ? (
    <div className="flex flex-col gap-4">
      <p>{t(adminMessages.acceptSignIn)}</p>
      <div>
        <Button asChild>
          <Link href="/login">{tc(shellLabels.signIn)}</Link>
        </Button>
      </div>
    </div>
  ) : user.isAdmin ? (
    <div className="flex flex-col gap-4">
      <p>{t(adminMessages.alreadyAdminHere)}</p>
      <div>
        <Button asChild>
          <Link href="/admin">{t(adminMessages.openConsole)}</Link>
        </Button>
      </div>
    </div>
  ) : !user.emailVerified ? (
    <p>{t(adminMessages.acceptVerifyFirst)}</p>
  ) : (
    <Invitation />
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t(adminMessages.acceptTitle)}</h1>
      <Card>
        <CardHeader>
          <CardDescription>{t(adminMessages.acceptIntro)}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
