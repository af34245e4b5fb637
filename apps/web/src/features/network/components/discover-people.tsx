import { useDeferredValue, useState, type ReactNode } from 'react';
import type { PersonCard as Person } from '@baobab/contracts/network';
import { PEOPLE_PAGE_SIZE, networkMessages } from '@baobab/contracts/network-texts';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSendConnection } from '../api/connections';
import { useSearchPeople, type PeopleFilters as Filters } from '../api/search-people';
import { PeopleFilters } from './people-filters';
import { PersonCard } from './person-card';

/** The Discover tab: people search with filters and the spec's pager; any filter change goes back to page 1. */
export function DiscoverPeople({ personActions }: { personActions?: (person: Person) => ReactNode } = {}) {
  const t = useT('network');
  const translate = useTranslateMessage();
  const [filters, setFilters] = useState<Filters>({ q: '', userType: 'all', location: '', experienceLevel: 'all', availability: 'all' });
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(filters);
  const search = useSearchPeople(debounced, page);
  // Twenty cards, each with its Connect and Report controls: drawn as a deferred value (an interruptible transition).
  const people = useDeferredValue(search.data);
  const send = useSendConnection();

  // Sending a request to someone who already asked accepts theirs.
  const accept = (person: Person) =>
    send.mutate(person.id, {
      onSuccess: ({ status }) => toast({ title: status === 'accepted' ? networkMessages.accepted : networkMessages.requestSent, description: `${person.firstName} ${person.lastName}` }),
      onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col gap-4">
      <PeopleFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {search.isLoading || (search.data && !people) ? (
        <Spinner className="mx-auto my-10 block" label={t('Searching people')} />
      ) : search.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">{translate(errorMessage(search.error))}</p>
      ) : !people?.length ? (
        <EmptyState title={t(networkMessages.noResults)} />
      ) : (
        <ul aria-label={t('People')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} onAccept={accept} isPending={send.isPending} personActions={personActions} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} shown={search.data?.length ?? 0} pageSize={PEOPLE_PAGE_SIZE} onPageChange={setPage} label={t('People pages')} />
    </div>
  );
}
