import { lazy, Suspense, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { toastMessages } from '@baobab/contracts/ui-strings';
import type { Recommendation, RecommendationRequest } from '@baobab/contracts/profiles';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAnswerRecommendation } from '../api/recommendations';
import type { ConnectionChoice } from './request-recommendation-dialog';
import { FactLine } from '@/components/ui/fact-line';
import { UserText } from '@/components/ui/user-text';

// The two dialogs (Radix dialog, their forms, zod) load after the profile's first paint, or when asked for.
const RequestRecommendationDialog = lazy(() => import('./request-recommendation-dialog').then((m) => ({ default: m.RequestRecommendationDialog })));
const WriteRecommendationDialog = lazy(() => import('./write-recommendation-dialog').then((m) => ({ default: m.WriteRecommendationDialog })));

/** The request dialog's button, inactive until the dialog loads (same size: nothing shifts). */
function RequestPlaceholder() {
  const t = useT('profiles');
  return (
    <Button className="self-start" disabled>
      <MessageSquarePlus /> {t('Request Recommendation')}
    </Button>
  );
}

type Props = { recommendations: Recommendation[]; requests: RecommendationRequest[]; connections: ConnectionChoice[] };

/** The Recommendations tab: written recommendations, requests to answer, and requests waiting. */
export function RecommendationsSection({ recommendations, requests, connections }: Props) {
  const t = useT('profiles');
  const [writing, setWriting] = useState<RecommendationRequest | null>(null);
  const answer = useAnswerRecommendation();
  const incoming = requests.filter((r) => r.direction === 'incoming');
  const outgoing = requests.filter((r) => r.direction === 'outgoing');
  const nameOf = (r: RecommendationRequest) => r.otherUser.firstName + ' ' + r.otherUser.lastName;

  return (
    <div className="flex flex-col gap-5">
      <Deferred placeholder={<RequestPlaceholder />}>
        <RequestRecommendationDialog connections={connections} />
      </Deferred>
      {incoming.length ? (
        <section aria-label={t('Requests for you')} className="flex flex-col gap-2 rounded-xl border border-ochre-400 bg-ochre-100/40 p-4">
          <h3 className="font-semibold">{t('People asking you for a recommendation')}</h3>
          <ul className="flex flex-col gap-2">
            {incoming.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">
                  <FactLine facts={[<span className="font-medium">{nameOf(r)}</span>, r.relationship]} />
                  {r.message ? <span className="block text-stone-600">“<UserText>{r.message}</UserText>”</span> : null}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => setWriting(r)}>
                    {t('Write')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: r.id, input: null }, { onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }) })}
                  >
                    {t('Decline')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recommendations.length === 0 ? (
        <EmptyState title={t('No recommendations yet')}>{t('Ask a connection to recommend you.')}</EmptyState>
      ) : (
        <ul aria-label={t('Recommendations')} className="flex flex-col gap-3">
          {recommendations.map((r) => (
            <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <div className="flex items-center gap-3">
                <Avatar firstName={r.fromUser.firstName} lastName={r.fromUser.lastName} src={r.fromUser.profileImageUrl} size="sm" />
                <div>
                  <p className="font-medium">{r.fromUser.firstName + ' ' + r.fromUser.lastName}</p>
                  <p className="text-xs text-stone-500"><FactLine facts={[r.title, r.relationship, formatDate(r.createdAt)]} /></p>
                </div>
              </div>
              <p dir="auto" className="mt-3 whitespace-pre-line text-sm text-stone-700">{r.content}</p>
            </li>
          ))}
        </ul>
      )}
      {outgoing.length ? (
        <p className="text-sm text-stone-600">{t('Waiting for: {{names}}', { names: outgoing.map(nameOf).join(', ') })}</p>
      ) : null}
      {writing ? (
        <Suspense fallback={null}>
          <WriteRecommendationDialog request={writing} onDone={() => setWriting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
