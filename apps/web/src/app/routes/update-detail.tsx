import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Pencil, Send } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateDetail } from '@baobab/contracts/updates';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useSendUpdate } from '@/features/updates/api/change-update';
import { useUpdate, useUpdateReplies } from '@/features/updates/api/get-updates';
import { PublicLinkPanel } from '@/features/updates/components/public-link-panel';
import { RecipientsPanel } from '@/features/updates/components/recipients-panel';
import { ReplyThread } from '@/features/updates/components/reply-thread';
import { SendDialog } from '@/features/updates/components/send-dialog';
import { UpdateArticle } from '@/features/updates/components/update-article';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** The founder's draft as recipients will read it, with Edit and Send. */
function DraftBar({ update }: { update: UpdateDetail }) {
  const t = useT('updates');
  const [open, setOpen] = useState(false);
  const send = useSendUpdate(update.id);
  const [error, setError] = useState<string>();
  return (
    <div role="region" aria-label={t(m.preview)} className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-800">
        <strong>{t(m.preview)}.</strong> {t('This draft is visible to you only; figures show the values recorded now and are fixed when you send.')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link href={`/updates/${update.id}/edit`}>
            <Pencil aria-hidden="true" /> {t(m.backToEdit)}
          </Link>
        </Button>
        <Button onClick={() => setOpen(true)}>
          <Send aria-hidden="true" /> {t(m.send)}
        </Button>
      </div>
      <SendDialog
        updateId={update.id}
        open={open}
        onOpenChange={setOpen}
        isSending={send.isPending}
        error={error}
        // mutateAsync, not mutate's callbacks: the sent answer replaces this draft bar, and an unmounted
        // component's mutate callbacks never run.
        onConfirm={() =>
          send.mutateAsync().then(
            () => toast({ title: m.sentToast }),
            (e: unknown) => setError(errorMessage(e)),
          )
        }
      />
    </div>
  );
}

/** Every recipient thread that has a reply, each answered in place. */
function FounderThreads({ update }: { update: UpdateDetail }) {
  const t = useT('updates');
  const threads = useUpdateReplies(update.id, true);
  const list = threads.data?.threads ?? update.founder?.threads ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.repliesTitle)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {list.length === 0 ? <p className="text-sm text-stone-600">{t(m.noReplies)}</p> : null}
        {list.map((thread) => (
          <ReplyThread
            key={thread.recipient.id}
            updateId={update.id}
            thread={thread}
            title={t('Thread with {{name}}', { name: thread.recipient.name })}
            replyLabel={t('Reply to {{name}}', { name: thread.recipient.name })}
            recipientId={thread.recipient.id}
          />
        ))}
      </CardContent>
    </Card>
  );
}

function RecipientThread({ update }: { update: UpdateDetail }) {
  const t = useT('updates');
  const threads = useUpdateReplies(update.id, true);
  const thread = threads.data?.threads[0];
  return (
    <Card>
      <CardContent inset="alone">
        {thread ? <ReplyThread updateId={update.id} thread={thread} title={t(m.replyThreadTitle)} replyLabel={t(m.replyLabel)} /> : <Spinner label={t('Loading replies')} />}
      </CardContent>
    </Card>
  );
}

/** /updates/:id: the reading view. Recipients read and reply; the founder also sees recipients, opens, every thread and the public link. */
export default function UpdateDetailScreen({ user, params }: ScreenProps) {
  const t = useT('updates');
  const id = Number(params.id);
  const update = useUpdate(id, user !== null && Number.isInteger(id) && id > 0);
  if (!user) return <SignInPrompt title={t(m.title)} text={t('Sign in to read this update.')} />;
  if (update.isLoading) return <Spinner className="mx-auto my-24 block size-8" />;
  if (!update.data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('Update not found')}</h1>
        <p className="text-stone-600">{t('It does not exist, or it was not sent to you.')}</p>
        <Button asChild variant="outline">
          <Link href="/updates">{t('Back to updates')}</Link>
        </Button>
      </section>
    );
  }
  const detail = update.data;
  const isFounder = detail.viewer === 'founder';
  const isDraft = detail.status === 'draft';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/updates" className="inline-flex items-center gap-1 self-start text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t(m.title)}
      </Link>
      {isFounder && isDraft ? <DraftBar update={detail} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent inset="alone">
              <UpdateArticle update={detail} badge={isDraft ? <Badge variant="accent">{t(m.draft)}</Badge> : detail.founder?.isPublic ? <Badge variant="outline">{t(m.publicBadge)}</Badge> : null} />
            </CardContent>
          </Card>
          {isFounder && !isDraft ? <FounderThreads update={detail} /> : null}
        </div>
        {isDraft ? null : (
          <aside className="flex min-w-0 flex-col gap-6" aria-label={t('About this update')}>
            {isFounder && detail.founder ? (
              <>
                <RecipientsPanel recipients={detail.founder.recipients} />
                <PublicLinkPanel updateId={detail.id} isPublic={detail.founder.isPublic} publicToken={detail.founder.publicToken} />
              </>
            ) : (
              <RecipientThread update={detail} />
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
