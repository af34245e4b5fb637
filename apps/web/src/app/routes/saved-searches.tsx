import { Link, useLocation, useSearch } from 'wouter';
import { savedSearchMessages as m } from '@baobab/contracts/saved-searches-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSavedSearches } from '@/features/saved-searches/api/saved-searches';
import { SavedSearchInbox } from '@/features/saved-searches/components/saved-search-inbox';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** /saved-searches: the person's and their organisations' searches, and the chosen one's inbox (?search=id). */
export default function SavedSearchesScreen({ user }: ScreenProps) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const searches = useSavedSearches(user !== null);
  if (!user) return <SignInPrompt title={t(m.title)} text={t(m.empty)} />;
  const chosen = Number(query.get('search')) || searches.data?.[0]?.id || null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t(m.title)}</h1>
      {query.get('unsubscribed') === '1' ? <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-800">{t(m.unsubscribed)}</p> : null}
      {query.get('unsubscribed') === 'invalid' ? <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{t(m.invalidToken)}</p> : null}
      {searches.isPending ? <Spinner /> : null}
      {searches.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(searches.error))}</p> : null}
      {searches.data && searches.data.length === 0 ? <p className="max-w-prose text-stone-600">{t(m.empty)}</p> : null}
      {searches.data && searches.data.length > 0 ? (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
          <Card>
            <CardContent className="p-2">
              <ul aria-label={t(m.title)}>
                {searches.data.map((search) => (
                  <li key={search.id}>
                    <Link
                      href={`/saved-searches?search=${search.id}`}
                      aria-current={search.id === chosen ? 'page' : undefined}
                      className={cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-stone-100', search.id === chosen && 'bg-brand-50 font-medium text-brand-800')}
                    >
                      <span dir="auto" className="min-w-0 flex-1 truncate">{search.name}</span>
                      {search.organisation ? <span dir="auto" className="hidden truncate text-xs text-stone-500 sm:inline">{search.organisation.name}</span> : null}
                      {search.newMatches > 0 ? <Badge>{search.newMatches}</Badge> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {chosen ? <SavedSearchInbox key={chosen} id={chosen} onDeleted={() => navigate('/saved-searches')} /> : null}
        </div>
      ) : null}
    </div>
  );
}
