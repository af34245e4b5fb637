import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateDetail } from '@baobab/contracts/updates';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdate } from '@/features/updates/api/get-updates';
import { UpdateForm, type SavedIntent } from '@/features/updates/components/update-form';
import { useOwnStartups } from '@/lib/my-startups';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

function NotAvailable({ text }: { text: string }) {
  const t = useT('updates');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t(m.newUpdate)}</h1>
      <p className="text-stone-600">{text}</p>
      <Button asChild variant="outline">
        <Link href="/updates">{t('Back to updates')}</Link>
      </Button>
    </section>
  );
}

function Compose({ startup, update }: { startup: { id: number; name: string }; update?: UpdateDetail }) {
  const t = useT('updates');
  const [, navigate] = useLocation();
  const onDone = (id: number, intent: SavedIntent) => {
    if (intent === 'deleted') navigate('/updates');
    else if (intent === 'save') {
      if (!update) navigate(`/updates/${id}/edit`, { replace: true });
    } else navigate(`/updates/${id}`);
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/updates" className="inline-flex items-center gap-1 self-start text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t(m.title)}
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{update ? t(m.editUpdate) : t(m.newUpdate)}</h1>
        <p dir="auto" className="mt-1 text-stone-600">{startup.name}</p>
      </div>
      <UpdateForm key={update?.id ?? 'new'} startupId={startup.id} update={update} onDone={onDone} />
    </div>
  );
}

/** /updates/new?startup=ID and /updates/:id/edit: the founder writes or edits a draft of one of their startups. */
export default function UpdateComposeScreen({ user, params }: ScreenProps) {
  const t = useT('updates');
  const [search] = useSearchParams();
  const own = useOwnStartups(user !== null);
  const editingId = params.id ? Number(params.id) : 0;
  const editing = useUpdate(editingId, user !== null && editingId > 0);
  if (!user) return <SignInPrompt title={t(m.newUpdate)} text={t('Sign in as a founder to write an update.')} />;
  if (own.isLoading || editing.isLoading) return <Spinner className="mx-auto my-24 block size-8" />;
  const startups = own.data ?? [];
  if (params.id) {
    const update = editing.data;
    const startup = startups.find((s) => s.id === update?.startup.id);
    if (!update || update.viewer !== 'founder' || !startup) return <NotAvailable text={t('This draft does not exist, or it is not yours.')} />;
    if (update.status === 'sent') return <Redirect to={`/updates/${update.id}`} replace />;
    return <Compose startup={startup} update={update} />;
  }
  const asked = search.get('startup');
  const startup = asked ? startups.find((s) => s.id === Number(asked)) : startups[0];
  if (!startup) return <NotAvailable text={t('Updates are written for one of your own startups. Create a startup profile first.')} />;
  return <Compose startup={startup} />;
}
