import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  committeeDecisions,
  committeeMessages as m,
  committeeTexts as texts,
  committeeVoteLabels,
  recordCommitteeDecisionInputSchema,
  type Committee,
  type RecordCommitteeDecisionFormValues,
  type RecordCommitteeDecisionInput,
} from '@baobab/contracts/deal-committee';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRecordCommitteeDecision } from '../api/deal-committee';

/**
 * The committee's outcome (decision 0060, amendment): the decision once recorded, with the admin's reasons as
 * written; before it, how many members have voted against the quorum, and for an admin the form to record it.
 */
export function CommitteeDecision({ committee, readOnly }: { committee: Committee; readOnly: boolean }) {
  const t = useT('deals');
  const { decision } = committee;
  if (decision) {
    const line = decision.outcome === 'invest' ? texts.decidedInvest : texts.decidedPass;
    return (
      <div className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3" role="status">
        <p className="text-sm font-medium">{t(line, { name: decision.decidedBy ?? t(texts.someone), date: formatDate(decision.decidedAt) })}</p>
        {decision.note ? <p dir="auto" className="whitespace-pre-wrap text-sm text-stone-700">{decision.note}</p> : null}
      </div>
    );
  }
  const voted = committee.voters.length;
  const reached = voted >= committee.quorum;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">{t(texts.quorumLine, { voted, voters: committee.voterCount, needed: committee.quorum })}</p>
      {committee.canDecide && !readOnly ? (
        reached ? (
          <DecisionForm dealId={committee.dealId} />
        ) : (
          <p className="text-xs text-stone-500">{t(texts.waitingForQuorum, { needed: committee.quorum })}</p>
        )
      ) : null}
    </div>
  );
}

function DecisionForm({ dealId }: { dealId: number }) {
  const t = useT('deals');
  const record = useRecordCommitteeDecision(dealId);
  const form = useForm<RecordCommitteeDecisionFormValues, unknown, RecordCommitteeDecisionInput>({
    resolver: zodResolver(recordCommitteeDecisionInputSchema),
    defaultValues: { decision: 'invest', note: '' },
  });
  const { errors } = form.formState;
  const id = (field: string) => `deal-${dealId}-committee-decision-${field}`;
  const outcomeField = form.register('decision');
  const noteField = form.register('note');
  return (
    <form
      noValidate
      aria-label={t(texts.decide)}
      className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3"
      onSubmit={form.handleSubmit((values) =>
        record.mutate(values, {
          onSuccess: () => toast({ title: m.decided }),
          onError: (error) => toast({ title: m.decideFailed, description: errorMessage(error), variant: 'destructive' }),
        }),
      )}
    >
      <FormField id={id('outcome')} label={t(texts.decisionLabel)} error={errors.decision?.message}>
        <NativeSelect id={id('outcome')} {...outcomeField}>
          {committeeDecisions.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(committeeVoteLabels[outcome])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('note')} label={t(texts.decisionNote)} error={errors.note?.message}>
        <Textarea id={id('note')} className="min-h-16" aria-invalid={!!errors.note} {...noteField} />
      </FormField>
      <div>
        <Button type="submit" disabled={record.isPending}>
          {t(texts.decide)}
        </Button>
      </div>
    </form>
  );
}
