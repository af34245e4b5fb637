import { Link, useLocation } from 'wouter';
import { adminMessages } from '@baobab/contracts/admin';
import { shellLabels } from '@baobab/contracts/navigation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAcceptAdminInvitation } from '@/features/admin/api/change-admin';
import { useMyAdminInvitation } from '@/features/admin/api/get-admin';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import type { ScreenProps } from '../screen-props';

function Invitation() {
  const [, navigate] = useLocation();
  const mine = useMyAdminInvitation();
  const accept = useAcceptAdminInvitation();
  if (mine.isPending) return <Spinner />;
  if (mine.isError) return <p role="alert" className="text-red-700">{errorMessage(mine.error)}</p>;
  const invitation = mine.data.invitation;
  if (!invitation) return <p className="text-stone-600">{adminMessages.noInvitation}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p>{adminMessages.invitedBy(invitation.invitedBy, formatDate(invitation.expiresAt))}</p>
      {accept.isError ? <p role="alert" className="text-sm text-red-700">{errorMessage(accept.error)}</p> : null}
      <div>
        <Button
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(invitation.id, {
              onSuccess: () => {
                toast({ title: adminMessages.invitationAccepted });
                navigate('/admin');
              },
            })
          }
        >
          {adminMessages.acceptButton}
        </Button>
      </div>
    </div>
  );
}

/** Where an admin invitation leads: the invited person, signed in with the invited and verified address, accepts it here. */
export default function AdminInvitationScreen({ user }: ScreenProps) {
  const body = !user ? (
    <div className="flex flex-col gap-4">
      <p>{adminMessages.acceptSignIn}</p>
      <div>
        <Button asChild>
          <Link href="/login">{shellLabels.signIn}</Link>
        </Button>
      </div>
    </div>
  ) : user.isAdmin ? (
    <div className="flex flex-col gap-4">
      <p>{adminMessages.alreadyAdminHere}</p>
      <div>
        <Button asChild>
          <Link href="/admin">{adminMessages.openConsole}</Link>
        </Button>
      </div>
    </div>
  ) : !user.emailVerified ? (
    <p>{adminMessages.acceptVerifyFirst}</p>
  ) : (
    <Invitation />
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{adminMessages.acceptTitle}</h1>
      <Card>
        <CardHeader>
          <CardDescription>{adminMessages.acceptIntro}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
