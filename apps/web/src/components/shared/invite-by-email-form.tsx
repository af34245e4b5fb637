import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';

/** A zod safeParse result, as far as this form reads it. */
type Checked<Input> = { success: true; data: Input } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/** What marks a control as refused and points to its message, for assistive technology. */
export type InvalidProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

export type InviteByEmailFormProps<Input> = {
  /** The words of the form, already in the reader's language. */
  words: { emailLabel: string; submitLabel: string; sentTitle: string };
  /** The field beside the address (a role, a reason): its name in the schema, where its refusal is shown, and its control. */
  detail: { name: string; label: string; hint?: string; control: (field: { id: string; invalid: InvalidProps }) => ReactNode };
  /** Checks the trimmed address with the detail's value against the contract's schema, before anything is sent. */
  check: (email: string) => Checked<Input>;
  invite: { mutate: (input: Input, options: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
  /** After an invitation is sent the address is cleared; this clears the detail too, where it should be. */
  onSent?: () => void;
};

/**
 * Invites a person by e-mail address with one more field, for every kind of invitation (an admin with the reason for
 * the audit log, a member of an organisation with a role). The contract's schema refuses a bad address or detail under
 * its field; a refusal from the server is shown above the button.
 */
export function InviteByEmailForm<Input>({ words, detail, check, invite, onSent }: InviteByEmailFormProps<Input>) {
  const translate = useTranslateMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; detail?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(email.trim());
    if (!checked.success) {
      const refusalOf = (name: string) => checked.error.issues.find((i) => i.path[0] === name)?.message;
      setErrors({ email: refusalOf('email'), detail: refusalOf(detail.name) });
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: words.sentTitle });
        setEmail('');
        onSent?.();
        setErrors({});
      },
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });
  };

  const invalid = (name: 'email' | 'detail'): InvalidProps => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  const emailInvalid = invalid('email');
  const detailInvalid = invalid('detail');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={`${id}-email`} label={words.emailLabel} error={errors.email}>
        <Input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} {...emailInvalid} />
      </FormField>
      <FormField id={`${id}-detail`} label={detail.label} hint={detail.hint} error={errors.detail}>
        {detail.control({ id: `${id}-detail`, invalid: detailInvalid })}
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(errors.form)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {words.submitLabel}
        </Button>
      </div>
    </form>
  );
}
