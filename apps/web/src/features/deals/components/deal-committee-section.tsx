import type { Deal } from '@baobab/contracts/deals';
import {
  committeeCriteria,
  committeeCriterionLabels,
  committeeMessages as m,
  committeeTexts as texts,
  committeeVoteLabels,
  type Committee,
} from '@baobab/contracts/deal-committee';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDealCommittee, useOpenCommittee } from '../api/deal-committee';
import { CommitteeAssessment } from './committee-assessment';
import { CommitteeDecision } from './committee-decision';
import { CommitteeMemo } from './committee-memo';
import { CommitteeVoteForm } from './committee-vote-form';

const voteVariant = { invest: 'default', pass: 'destructive', abstain: 'secondary' } as const;
/** An average of whole-number scores, with its one decimal as the reader's language writes it. */
const average = (value: number | null) => (value === null ? '–' : new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(value));

/** The deal's investment committee (decision 0060): put it there, score and vote, read the tally, write the memo, record the decision. */
export function DealCommitteeSection({ deal, readOnly }: { deal: Deal; readOnly: boolean }) {
  const t = useT('deals');
  const committee = useDealCommittee(deal.id);
  const open = useOpenCommittee(deal.id);
  const heading = `deal-${deal.id}-committee`;
  const data = committee.data?.committee;
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <h3 id={heading} className="text-base font-semibold">
        {t(texts.heading)}
      </h3>
      {committee.isLoading ? (
        <Spinner />
      ) : !data ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-stone-600">{t(texts.notOpen)}</p>
          {readOnly ? null : (
            <Button type="button" variant="outline" disabled={open.isPending} onClick={() => open.mutate(undefined, { onError: (error) => toast({ title: m.openFailed, description: errorMessage(error), variant: 'destructive' }) })}>
              {t(texts.open)}
            </Button>
          )}
        </div>
      ) : (
        <CommitteeBody committee={data} readOnly={readOnly} />
      )}
    </section>
  );
}

function CommitteeBody({ committee, readOnly }: { committee: Committee; readOnly: boolean }) {
  const t = useT('deals');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-stone-500">{t(texts.openedBy, { name: committee.openedBy ?? t(texts.someone), date: formatDate(committee.openedAt) })}</p>
      <CommitteeDecision committee={committee} readOnly={readOnly} />
      {committee.canVote && !readOnly ? <CommitteeVoteForm key={committee.myVote?.updatedAt ?? 'new'} dealId={committee.dealId} myVote={committee.myVote} /> : null}
      {!committee.canVote && !committee.decision ? <p className="text-sm text-stone-600">{t(texts.viewerNote)}</p> : null}
      {committee.revealed ? <CommitteeVotes committee={committee} /> : <HiddenVotes committee={committee} />}
      <CommitteeMemo committee={committee} readOnly={readOnly || !committee.canVote} />
      <CommitteeAssessment assessment={committee.assessment} />
    </div>
  );
}

/** Before the reader has voted: who voted, never how. */
function HiddenVotes({ committee }: { committee: Committee }) {
  const t = useT('deals');
  return (
    <div className="flex flex-col gap-1 text-sm text-stone-700">
      <p>
        {t(texts.votedCount, { count: committee.voters.length })}
        {committee.voters.length ? `: ${committee.voters.join(', ')}` : ''}
      </p>
      <p className="text-xs text-stone-500">{t(texts.hiddenUntilYouVote)}</p>
    </div>
  );
}

/** Every counted vote with its scores and comment (as written), then the average per criterion and the tally. */
function CommitteeVotes({ committee }: { committee: Committee }) {
  const t = useT('deals');
  const tally = committee.tally!;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">{t(texts.tallyLine, { invest: tally.invest, pass: tally.pass, abstain: tally.abstain })}</p>
      {committee.votes?.length ? (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label={t(texts.vote)}>
          {committee.votes.map((vote) => (
            <li key={vote.member.id} className="flex flex-col gap-1.5 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="text-sm font-medium">{vote.member.name}</span>
                <Badge variant={voteVariant[vote.vote]}>{t(committeeVoteLabels[vote.vote])}</Badge>
              </div>
              <Scores values={vote.scores} />
              {vote.comment ? <p dir="auto" className="whitespace-pre-wrap text-sm text-stone-700">{vote.comment}</p> : null}
            </li>
          ))}
          <li className="flex flex-col gap-1.5 bg-stone-50 p-3">
            <span className="text-sm font-medium">{t(texts.average)}</span>
            <Scores values={committee.averages!} />
          </li>
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t(texts.noVotes)}</p>
      )}
    </div>
  );
}

function Scores({ values }: { values: Record<(typeof committeeCriteria)[number], number | null> }) {
  const t = useT('deals');
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {committeeCriteria.map((criterion) => (
        <div key={criterion} className="flex gap-1">
          <dt className="text-stone-500">{t(committeeCriterionLabels[criterion])}</dt>
          <dd className="font-medium tabular-nums">{average(values[criterion])}</dd>
        </div>
      ))}
    </dl>
  );
}
