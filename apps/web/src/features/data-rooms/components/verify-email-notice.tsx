import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import { Button } from '@/components/ui/button';
import { authRoutes } from '@baobab/contracts/auth-routes';
import { errorMessage } from '@/lib/api';
import { callEndpoint } from '@/lib/call-endpoint';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';

/**
 * E-mail invitations apply only to a verified address (decision 0011). Better Auth sends the
 * link; opening it marks the address verified and comes back to the data rooms.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const t = useT('data-rooms');
  const send = useMutation({
    mutationFn: () => callEndpoint(authRoutes.sendVerificationEmail, { body: { email, callbackURL: '/data-rooms' } }),
    onSuccess: () => toast({ title: dataRoomMessages.verificationSent }),
    onError: (e) => toast({ title: t('Could not send the e-mail'), description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2">
        <MailCheck className="size-4 shrink-0" aria-hidden="true" /> {t(dataRoomMessages.emailNotVerified)} ({email}).
      </p>
      <Button size="sm" variant="outline" disabled={send.isPending || send.isSuccess} onClick={() => send.mutate()}>
        {send.isSuccess ? t('E-mail sent') : t('Send verification e-mail')}
      </Button>
    </div>
  );
}
