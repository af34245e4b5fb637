import { Link, useSearchParams } from 'wouter';
import { Plus } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { FounderUpdates } from '@/features/updates/components/founder-updates';
import { UpdateFeed } from '@/features/updates/components/update-feed';
import { useOwnStartups } from '@/lib/my-startups';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** /updates: the updates sent to the signed-in user; a founder also finds their startups' drafts and sent updates here. */
export default function UpdatesScreen({ user }: ScreenProps) {
  const t = useT('updates');
  const own = useOwnStartups(user !== null);
  // The startup shown lives in the URL (?startup=ID), so a link can open one founder's other startup.
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('startup'));
  if (!user) return <SignInPrompt title={t(m.title)} text={t('Sign in to read the updates founders send you, or to write your own.')} />;
  const startups = own.data ?? [];
  const startupId = startups.find((s) => s.id === asked)?.id ?? startups[0]?.id;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t(m.title)}</h1>
          <p className="mt-1 text-stone-600">{t(m.intro)}</p>
        </div>
        {startupId !== undefined ? (
          <Button asChild className="self-start sm:self-auto">
            <Link href={`/updates/new?startup=${startupId}`}>
              <Plus aria-hidden="true" /> {t(m.newUpdate)}
            </Link>
          </Button>
        ) : null}
      </div>
      {startupId !== undefined ? (
        <section aria-labelledby="your-updates" className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="your-updates" className="text-xl font-semibold">
              {t(m.yourUpdatesTitle)}
            </h2>
            {startups.length > 1 ? (
              <div className="flex items-center gap-2">
                <label htmlFor="updates-startup" className="text-sm font-medium text-stone-700">
                  {t(m.startupLabel)}
                </label>
                <NativeSelect id="updates-startup" className="min-w-48" value={startupId} onChange={(e) => setSearch({ startup: e.target.value }, { replace: true })}>
                  {startups.map((s) => (
                    <option dir="auto" key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
          </div>
          <FounderUpdates startupId={startupId} />
        </section>
      ) : null}
      <section aria-labelledby="updates-for-you" className="flex flex-col gap-3">
        <h2 id="updates-for-you" className="text-xl font-semibold">
          {t(m.feedTitle)}
        </h2>
        <UpdateFeed />
      </section>
    </div>
  );
}
