import { Link } from 'wouter';
import { savedSearchFrequencies, savedSearchFrequencyLabels, savedSearchMessages as m, type SavedSearchFrequency } from '@baobab/contracts/saved-searches-texts';
import { vocabularyLabel } from '@baobab/contracts/enums';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useDeleteSavedSearch, useMarkSavedSearchSeen, useSavedSearchInbox, useSetSavedSearchFrequency } from '../api/saved-searches';
import { UserText } from '@/components/ui/user-text';

/** One search's matches, newest first, with the reader's e-mail frequency, "mark as seen" and (for editors) delete. */
export function SavedSearchInbox({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const inbox = useSavedSearchInbox(id);
  const setFrequency = useSetSavedSearchFrequency(id);
  const markSeen = useMarkSavedSearchSeen(id);
  const remove = useDeleteSavedSearch();
  if (inbox.isPending) return <Spinner />;
  if (inbox.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(inbox.error))}</p>;
  const { search, matches } = inbox.data;
  const directory = `/startups?${new URLSearchParams(Object.entries(search.filters).map(([k, v]) => [k, String(v)])).toString()}`;
  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle className="break-words"><UserText>{search.name}</UserText></CardTitle>
        {search.organisation ? <p dir="auto" className="text-sm text-stone-600">{search.organisation.name}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`frequency-${id}`} className="sr-only">
            {t(m.frequencyLabel)}
          </label>
          <NativeSelect id={`frequency-${id}`} size="sm" className="w-40" value={search.frequency} onChange={(e) => setFrequency.mutate(e.target.value as SavedSearchFrequency)}>
            {savedSearchFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(savedSearchFrequencyLabels[f])}
              </option>
            ))}
          </NativeSelect>
          <Button size="sm" variant="outline" disabled={search.newMatches === 0 || markSeen.isPending} onClick={() => markSeen.mutate()}>
            {t(m.markSeen)}
          </Button>
          <Link href={directory} className="text-sm text-brand-700 underline-offset-4 hover:underline">
            {t(m.openDirectory)}
          </Link>
          {search.canEdit ? (
            <Button size="sm" variant="ghost" className="ms-auto text-red-700" onClick={() => remove.mutate(id, { onSuccess: onDeleted })}>
              {t('Delete')}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? <p className="text-stone-600">{t(m.noMatches)}</p> : null}
        <ul className="divide-y divide-stone-100">
          {matches.map((match) => (
            <li key={match.startupId} className="flex flex-wrap items-center gap-2 py-3">
              <Link href={`/startups/${match.startupId}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                <UserText>{match.name}</UserText>
              </Link>
              {match.isNew ? <Badge>{t(m.newBadge)}</Badge> : null}
              {match.reason === 'changed' ? <Badge variant="secondary">{t(m.changedBadge)}</Badge> : null}
              <span className="w-full text-sm text-stone-600 sm:ms-auto sm:w-auto">
                <FactLine facts={[translate(vocabularyLabel(match.sector)), translate(vocabularyLabel(match.fundingStage))]} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
