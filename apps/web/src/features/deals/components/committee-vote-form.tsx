import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  castCommitteeVoteInputSchema,
  COMMITTEE_SCALE,
  committeeCriteria,
  committeeCriterionLabels,
  committeeMessages as m,
  committeeTexts as texts,
  committeeVoteLabels,
  committeeVotes,
  type CastCommitteeVoteFormValues,
  type CastCommitteeVoteInput,
  type CommitteeVoteRow,
} from '@baobab/contracts/deal-committee';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCastCommitteeVote } from '../api/deal-committee';

const scale = Array.from({ length: COMMITTEE_SCALE.max - COMMITTEE_SCALE.min + 1 }, (_, i) => COMMITTEE_SCALE.min + i);
const middle = Math.round((COMMITTEE_SCALE.min + COMMITTEE_SCALE.max) / 2);

/** The caller's scores, vote and comment; a second save replaces the first (one vote per member). */
export function CommitteeVoteForm({ dealId, myVote }: { dealId: number; myVote: CommitteeVoteRow | null }) {
  const t = useT('deals');
  const cast = useCastCommitteeVote(dealId);
  const form = useForm<CastCommitteeVoteFormValues, unknown, CastCommitteeVoteInput>({
    resolver: zodResolver(castCommitteeVoteInputSchema),
    defaultValues: myVote
      ? { scores: myVote.scores, vote: myVote.vote, comment: myVote.comment }
      : { scores: Object.fromEntries(committeeCriteria.map((c) => [c, middle])) as CastCommitteeVoteInput['scores'], vote: 'abstain', comment: '' },
  });
  const { errors } = form.formState;
  const id = (field: string) => `deal-${dealId}-committee-${field}`;
  const voteField = form.register('vote');
  const commentField = form.register('comment');
  return (
    <form
      noValidate
      aria-label={t(texts.yourVote)}
      className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3"
      onSubmit={form.handleSubmit((values) =>
        cast.mutate(values, {
          onSuccess: () => toast({ title: m.voted }),
          onError: (error) => toast({ title: m.voteFailed, description: errorMessage(error), variant: 'destructive' }),
        }),
      )}
    >
      <h4 className="text-sm font-medium">{t(texts.yourVote)}</h4>
      <p className="text-xs text-stone-600">{t(texts.scale)}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {committeeCriteria.map((criterion) => (
          <FormField key={criterion} id={id(criterion)} label={t(committeeCriterionLabels[criterion])} error={errors.scores?.[criterion]?.message}>
            <NativeSelect id={id(criterion)} {...form.register(`scores.${criterion}`, { valueAsNumber: true })}>
              {scale.map((score) => (
                <option key={score} value={score}>
                  {score}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
        <FormField id={id('vote')} label={t(texts.vote)} error={errors.vote?.message}>
          <NativeSelect id={id('vote')} {...voteField}>
            {committeeVotes.map((vote) => (
              <option key={vote} value={vote}>
                {t(committeeVoteLabels[vote])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={id('comment')} label={t(texts.comment)} error={errors.comment?.message}>
        <Textarea id={id('comment')} className="min-h-16" aria-invalid={!!errors.comment} {...commentField} />
      </FormField>
      <div>
        <Button type="submit" disabled={cast.isPending}>
          {myVote ? t(texts.changeVote) : t(texts.saveVote)}
        </Button>
      </div>
    </form>
  );
}
