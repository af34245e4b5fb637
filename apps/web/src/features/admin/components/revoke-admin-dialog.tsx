import { useId, useState, type FormEvent } from 'react';
import { adminMessages, adminTemplates } from '@baobab/contracts/admin-texts';
import { adminReasonSchema, type Admin } from '@baobab/contracts/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useRevokeAdmin } from '../api/change-admin';
import { useT } from '@/lib/i18n/use-t';

/** Removes an admin after asking why; the server refuses to remove the last one, and says so here. */
export function RevokeAdminDialog({ admin }: { admin: Admin }) {
  const t = useT('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const revoke = useRevokeAdmin();
  const name = `${admin.firstName} ${admin.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    revoke.mutate(
      { userId: admin.id, reason: checked.data },
      {
        onSuccess: () => {
          toast({ title: t(adminMessages.adminRevoked) });
          setOpen(false);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason('');
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t(adminMessages.revokeAdmin)}: ${name}`}>
          {t(adminMessages.revokeAdmin)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(adminTemplates.revokeTitle, { name })} description={t(adminMessages.revokeIntro)}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id={`${id}-reason`} label={t(adminMessages.reasonLabel)} hint={t(adminMessages.reasonHint)} error={error}>
            <Textarea id={`${id}-reason`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-reason-error` } : {})} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t(adminMessages.cancel)}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {t(adminMessages.revokeAdmin)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
