import { Link } from 'wouter';
import type { DashboardMatches } from '@baobab/contracts/insights-api';
import { pageText } from '@baobab/contracts/ui-strings';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * The spec's dashboard: up to 3 matches with name, type and percent match, or 'No matches yet' once
 * they have loaded and there are none (not while loading, nor when loading failed).
 */
export function MatchedList({ query }: { query: { data: DashboardMatches | undefined; isLoading: boolean; error: unknown } }) {
  const t = useT('dashboard');
  const translate = useTranslateMessage();
  const { data } = query;
  if (query.isLoading) return <Spinner label={t('Loading matches')} />;
  if (!data) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(query.error))}</p>;
  if (data.matches.length === 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-stone-600">{translate(pageText.noMatches)}</p>
        <p className="text-xs text-stone-500">{translate(data.basis)}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-stone-100">
        {data.matches.map((m) => (
          <li key={m.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <Link href={m.href} className="block truncate font-medium hover:underline">
                {m.name ?? translate(pageText.unknownName)}
              </Link>
              <p className="text-xs text-stone-600">{translate(m.type ?? pageText.typeNotSpecified)}</p>
            </div>
            <span className="shrink-0 text-sm font-semibold text-brand-800">{t('{{score}}% match', { score: m.matchScore })}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-500">{translate(data.basis)}</p>
    </div>
  );
}
