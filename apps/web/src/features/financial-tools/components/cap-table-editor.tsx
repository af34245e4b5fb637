import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { type CapTableDraft, emptyClass, emptyNote, emptySafe, emptyShareholder, isOptionClass } from './cap-table-draft';
import { DraftInput } from './draft-field';
import { ClassFields, NoteFields, SafeFields } from './instrument-fields';
import { emptyRound } from './round-draft';
import { RoundEditor } from './round-editor';
import type { preMoneyFromPrice } from './cap-table-validation';
import { ShareholderFields } from './shareholder-fields';

type Props = {
  draft: CapTableDraft;
  errors: Map<string, string>;
  onChange: (draft: CapTableDraft) => void;
  /** The round's price-per-share helper, once the checks' code has arrived. */
  priceToPreMoney?: typeof preMoneyFromPrice;
  /** The share ledger's plans' remaining pool on the table's date, when a plan exists then: the pool, shown read-only (decision 0056). */
  ledgerPool?: { shares: number; asOf: string } | undefined;
};

const builtInClasses = ['Common', 'Options'] as const;

function replaceAt<T>(list: T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** The editable cap table: holders, preferred classes, SAFEs, notes, the unallocated option pool and a priced round. */
export function CapTableEditor({ draft, errors, onChange, priceToPreMoney, ledgerPool }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const declared = draft.classes.map((c) => c.name.trim()).filter(Boolean);
  const classNames = [...builtInClasses, ...draft.kept.otherClasses.map((c) => c.name), ...declared];
  const set = (patch: Partial<CapTableDraft>) => onChange({ ...draft, ...patch });
  const listError = errors.get('shares');
  const shareholderNames = [...new Set(draft.shareholders.map((s) => s.shareholderName.trim()).filter(Boolean))];
  const roundError = errors.get('pricedRound');
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="shareholders-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="shareholders-heading" className="font-semibold">{t('Shareholders')}</h3>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ shareholders: [...draft.shareholders, emptyShareholder()] })}>
            <Plus aria-hidden="true" /> {t('Add shareholder')}
          </Button>
        </div>
        {listError ? <p className="text-sm text-red-700">{translate(listError)}</p> : null}
        {draft.shareholders.map((s, i) => (
          <ShareholderFields
            key={s.key}
            index={i}
            value={s}
            classNames={classNames.includes(s.shareClass) ? classNames : [...classNames, s.shareClass]}
            isOption={isOptionClass(s.shareClass, draft.kept)}
            errors={errors}
            canRemove={draft.shareholders.length > 1}
            onChange={(patch) => set({ shareholders: replaceAt(draft.shareholders, i, patch) })}
            onRemove={() => set({ shareholders: draft.shareholders.filter((_, k) => k !== i) })}
          />
        ))}
      </section>

      <Section id="classes" title={t('Preferred share classes')} hint={t("Common and Options need no terms; declare each preferred series here, then pick it as a holder's class.")} addLabel={t('Add class')} onAdd={() => set({ classes: [...draft.classes, emptyClass()] })}>
        {draft.classes.map((c, i) => (
          <ClassFields key={c.key} index={i} value={c} errors={errors} onChange={(patch) => set({ classes: replaceAt(draft.classes, i, patch) })} onRemove={() => set({ classes: draft.classes.filter((_, k) => k !== i) })} />
        ))}
      </Section>

      <Section id="safes" title={t('SAFEs')} hint={t('Post-money SAFEs: shown converted at their cap, or converted by the priced round below.')} addLabel={t('Add SAFE')} onAdd={() => set({ safes: [...draft.safes, emptySafe()] })}>
        {draft.safes.map((s, i) => (
          <SafeFields key={s.key} index={i} value={s} errors={errors} onChange={(patch) => set({ safes: replaceAt(draft.safes, i, patch) })} onRemove={() => set({ safes: draft.safes.filter((_, k) => k !== i) })} />
        ))}
      </Section>

      <Section id="notes" title={t('Convertible notes')} hint={t("Simple interest to the round's closing date; notes convert only in a priced round.")} addLabel={t('Add note')} onAdd={() => set({ notes: [...draft.notes, emptyNote()] })}>
        {draft.notes.map((n, i) => (
          <NoteFields key={n.key} index={i} value={n} errors={errors} onChange={(patch) => set({ notes: replaceAt(draft.notes, i, patch) })} onRemove={() => set({ notes: draft.notes.filter((_, k) => k !== i) })} />
        ))}
      </Section>

      {ledgerPool ? (
        <LedgerPoolLine {...ledgerPool} />
      ) : (
        <div className="max-w-xs">
          <DraftInput id="option-pool" label={t('Unallocated option pool (shares)')} error={errors.get('unallocatedOptionPool')} inputMode="numeric" value={draft.optionPool} onChange={(e) => set({ optionPool: e.target.value })} />
        </div>
      )}

      <Section id="round" title={t('Priced round')} hint={t('Price a round: SAFEs and notes convert, the pool is topped up, protected classes adjust in a down round.')} {...(draft.round ? {} : { addLabel: t('Add priced round'), onAdd: () => set({ round: emptyRound() }) })}>
        {roundError ? <p className="text-sm text-red-700">{translate(roundError)}</p> : null}
        {draft.round ? <RoundEditor round={draft.round} shareholderNames={shareholderNames} errors={errors} onChange={(round) => set({ round })} onRemove={() => set({ round: null })} preMoneyForPrice={priceToPreMoney && ((price) => priceToPreMoney(draft, price))} /> : null}
      </Section>
    </div>
  );
}

/** The pool once the ledger has a plan: not typed here, since every tool reads the plans' remaining pool; changed by a ledger entry. */
function LedgerPoolLine({ shares, asOf }: { shares: number; asOf: string }) {
  const t = useT('financial-tools');
  return (
    <div role="group" aria-labelledby="option-pool-label" className="flex max-w-xl flex-col gap-0.5">
      <p id="option-pool-label" className="text-xs font-medium">
        {t('Unallocated option pool (shares)')}
      </p>
      <p className="text-sm font-semibold tabular-nums">{formatCount(shares)}</p>
      <p className="text-xs text-stone-600">{t("From the share ledger's equity incentive plans: what they can still grant on {{date}}. To change it, record a pool increase in the share ledger below.", { date: asOf })}</p>
    </div>
  );
}

type SectionProps = { id: string; title: string; hint: string; addLabel?: string; onAdd?: () => void; children: ReactNode };

function Section({ id, title, hint, addLabel, onAdd, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`${id}-heading`} className="font-semibold">
            {title}
          </h3>
          <p className="text-xs text-stone-600">{hint}</p>
        </div>
        {addLabel && onAdd ? (
          <Button type="button" variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" /> {addLabel}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
