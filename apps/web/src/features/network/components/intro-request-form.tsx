import { useState, type FormEvent } from 'react';
import { INTRO_MESSAGE_MAX, networkMessages } from '@baobab/contracts/network-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useOwnStartups } from '@/lib/my-startups';
import { useSendIntroRequest, type ConnectTarget } from '../api/intro-request';
import { useT } from '@/lib/i18n/use-t';
import { SendAsField } from './send-as-field';

const REASON_REQUIRED = 'Tell them why you want to connect';

/** The intro request: a reason (required here, so every request from the app carries one) and an optional startup. */
export function IntroRequestForm({ name, target, onSent }: { name: string; target: ConnectTarget; onSent: () => void }) {
  const t = useT('common');
  const [message, setMessage] = useState('');
  const [attached, setAttached] = useState('');
  // Empty: as oneself. Kept in this form only, so each request starts from "Myself" (decision 0069).
  const [sendAs, setSendAs] = useState('');
  const [error, setError] = useState<string | undefined>();
  const startups = useOwnStartups(true);
  const send = useSendIntroRequest(({ status }) => {
    toast({
      title: status === 'accepted' ? t(networkMessages.accepted) : t(networkMessages.requestSentTitle),
      description: status === 'accepted' ? t('You and {{name}} are connected.', { name }) : t('{{name}} will see it in their invitations.', { name }),
    });
    onSent();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t(REASON_REQUIRED));
    setError(undefined);
    send.mutate(
      { ...target, message: message.trim(), ...(attached ? { attachedStartupId: Number(attached) } : {}), ...(sendAs ? { organisationId: Number(sendAs) } : {}) },
      { onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  const ownStartups = startups.data ?? [];
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField id="intro-message" label={t('Why do you want to connect?')} error={error} hint={t('Up to {{max}} characters.', { max: formatCount(INTRO_MESSAGE_MAX) })}>
        <Textarea
          id="intro-message"
          value={message}
          maxLength={INTRO_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'intro-message-error' : undefined}
          placeholder={t('A sentence or two about who you are and what you would like to discuss.')}
        />
      </FormField>
      <SendAsField value={sendAs} onChange={setSendAs} />
      {ownStartups.length ? (
        <FormField id="intro-startup" label={t('Attach one of your startups (optional)')}>
          <NativeSelect id="intro-startup" value={attached} onChange={(e) => setAttached(e.target.value)}>
            <option value="">{t('No attachment')}</option>
            {ownStartups.map((s) => (
              <option dir="auto" key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('Sending...') : t('Send request')}
        </Button>
      </div>
    </form>
  );
}
