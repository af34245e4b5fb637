import { useState } from 'react';
import type { RoundInput, RoundKind } from '@baobab/contracts/cap-table-rounds';
import { roundKindLabels, roundKinds } from '@baobab/contracts/cap-table-rounds-texts';
import { antiDilutionMethods, safeTypeLabels, safeTypes } from '@baobab/contracts/financial-tools-cap-table-texts';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { currencyMark, useCompanyCurrency } from './company-currency';
import { DraftInput, DraftSelect } from './draft-field';
import { type RoundDraft, draftToRound, emptyRoundDraft } from './round-form-values';

type SafeType = (typeof safeTypes)[number];

type Props = {
  /** Distinguishes the ids of two forms on the page (the add form and an edit form). */
  idPrefix: string;
  initial?: RoundDraft;
  pending: boolean;
  submitLabel: string;
  /** Sends the round; rejects with the server's refusal, whose field issues are shown under their fields. */
  onSubmit: (round: RoundInput) => Promise<unknown>;
  onCancel?: () => void;
};

const antiDilutionLabels = { none: 'None', 'broad-based': 'Broad-based weighted average', 'narrow-based': 'Narrow-based weighted average', 'full-ratchet': 'Full ratchet' } as const;

/** One round's terms: the kind's own fields, amounts in the company's currency, each refusal under its field. */
export function RoundForm({ idPrefix, initial, pending, submitLabel, onSubmit, onCancel }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const currency = useCompanyCurrency();
  const mark = currencyMark(currency);
  const [draft, setDraft] = useState<RoundDraft>(initial ?? emptyRoundDraft());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: keyof RoundDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = () => {
    const read = draftToRound(draft, currency);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors(new Map());
    setRefusal(null);
    onSubmit(read.round).then(
      () => {
        if (!initial) setDraft(emptyRoundDraft(draft.kind));
      },
      (error: unknown) => {
        if (!(error instanceof ApiRequestError)) return;
        const issues = new Map(error.serverIssues.map((i) => [i.path, i.message]));
        setErrors(issues);
        if (issues.size === 0) setRefusal(error.message);
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <DraftSelect
          id={id('kind')}
          label={t('Kind of round')}
          error={errors.get('kind')}
          options={roundKinds}
          optionLabel={(k) => translate(roundKindLabels[k as RoundKind])}
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as RoundKind })}
        />
        <DraftInput id={id('date')} error={errors.get('date')} value={draft.date} onChange={set('date')} label={t('Date')} type="date" />
      </div>
      {draft.kind === 'priced' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <DraftInput id={id('seriesName')} error={errors.get('seriesName')} value={draft.seriesName} onChange={set('seriesName')} label={t('Series name')} />
          <DraftInput id={id('investorName')} error={errors.get('investorName')} value={draft.investorName} onChange={set('investorName')} label={t('Lead investor')} />
          <DraftInput id={id('preMoneyValuation')} error={errors.get('preMoneyValuation')} value={draft.preMoneyValuation} onChange={set('preMoneyValuation')} label={t('Pre-money valuation ({{currency}})', { currency: mark })} inputMode="decimal" />
          <DraftInput id={id('investment')} error={errors.get('investment')} value={draft.investment} onChange={set('investment')} label={t('Round investment ({{currency}})', { currency: mark })} inputMode="decimal" />
          <DraftInput id={id('optionPoolTargetPercent')} error={errors.get('optionPoolTargetPercent')} value={draft.optionPoolTargetPercent} onChange={set('optionPoolTargetPercent')} label={t('Option pool target (% after the round)')} inputMode="decimal" />
          <DraftSelect
            id={id('antiDilution')}
            label={t("The series' anti-dilution")}
            error={errors.get('seriesTerms.antiDilution')}
            options={antiDilutionMethods}
            optionLabel={(o) => t(antiDilutionLabels[o as keyof typeof antiDilutionLabels])}
            value={draft.antiDilution}
            onChange={(e) => setDraft({ ...draft, antiDilution: e.target.value as RoundDraft['antiDilution'] })}
          />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <DraftInput id={id('holderName')} error={errors.get('holderName')} value={draft.holderName} onChange={set('holderName')} label={t('Holder')} />
          {draft.kind === 'safe'
            ? <DraftInput id={id('investment')} error={errors.get('investment')} value={draft.investment} onChange={set('investment')} label={t('Investment ({{currency}})', { currency: mark })} inputMode="decimal" />
            : <DraftInput id={id('principal')} error={errors.get('principal')} value={draft.principal} onChange={set('principal')} label={t('Principal ({{currency}})', { currency: mark })} inputMode="decimal" />}
          {draft.kind === 'note' ? <DraftInput id={id('interestRatePercent')} error={errors.get('interestRatePercent')} value={draft.interestRatePercent} onChange={set('interestRatePercent')} label={t('Interest (% a year, simple)')} inputMode="decimal" /> : null}
          <DraftInput id={id('valuationCap')} error={errors.get('valuationCap')} value={draft.valuationCap} onChange={set('valuationCap')} label={t('Valuation cap ({{currency}})', { currency: mark })} inputMode="decimal" />
          <DraftInput id={id('discountPercent')} error={errors.get('discountPercent')} value={draft.discountPercent} onChange={set('discountPercent')} label={t('Discount (%)')} inputMode="decimal" />
          {draft.kind === 'safe' ? (
            <DraftSelect
              id={id('safeType')}
              label={t('SAFE form')}
              error={errors.get('safeType')}
              options={safeTypes}
              optionLabel={(o) => t(safeTypeLabels[o as SafeType])}
              value={draft.safeType}
              onChange={(e) => setDraft({ ...draft, safeType: e.target.value as RoundDraft['safeType'] })}
            />
          ) : null}
        </div>
      )}
      {refusal ? <p role="alert" className="text-sm text-red-700">{translate(refusal)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{submitLabel}</Button>
        {onCancel ? <Button type="button" variant="outline" onClick={onCancel}>{t('Cancel')}</Button> : null}
      </div>
    </form>
  );
}
