import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { poolTimingLabels, poolTimings } from '@baobab/contracts/financial-tools-cap-table-texts';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { DraftCheckbox, DraftInput } from './draft-field';
import { type InvestorDraft, type PoolMode, type RoundDraft, emptyInvestor, investorErrorPath } from './round-draft';
import { currencyMark, useCompanyCurrency } from './company-currency';
import { SeriesTermsFields } from './series-terms-fields';

type Props = {
  round: RoundDraft;
  shareholderNames: string[];
  errors: Map<string, string>;
  onChange: (round: RoundDraft) => void;
  onRemove: () => void;
  /** The pre-money that prices the round at a price per share typed, or why there is none (absent until the checks' code has arrived). */
  preMoneyForPrice: ((priceText: string) => { preMoney: string } | { error: string }) | undefined;
};

const poolModeLabels = { none: 'No change to the pool', target: 'Top up to a target (% of post-money)', increase: 'Add a number of shares' } as const satisfies Record<PoolMode, string>;

/**
 * The priced round: its price (the pre-money valuation, or found from a price per share), its investors (the first leads), the
 * option pool top-up and where it sits, whether SAFEs and notes count in the pre-money share
 * count, and which shareholders' pro-rata allocations to show. Saved with the cap table.
 */
export function RoundEditor({ round, shareholderNames, errors, onChange, onRemove, preMoneyForPrice }: Props) {
  const t = useT('financial-tools');
  const mark = currencyMark(useCompanyCurrency());
  const translate = useTranslateMessage();
  const [priceText, setPriceText] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const set = (patch: Partial<RoundDraft>) => onChange({ ...round, ...patch });
  const setInvestor = (index: number, patch: Partial<InvestorDraft>) => set({ investors: round.investors.map((inv, i) => (i === index ? { ...inv, ...patch } : inv)) });
  const error = (field: string) => errors.get(`pricedRound.${field}`);
  const coInvestorsError = error('coInvestors');
  const proRataError = [...errors.entries()].find(([path]) => path.startsWith('pricedRound.proRataHolders'))?.[1];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <DraftInput id="round-series" label={t('Series name')} error={error('seriesName')} value={round.seriesName} onChange={(e) => set({ seriesName: e.target.value })} />
        <DraftInput id="round-pre-money" label={t('Pre-money valuation ({{currency}})', { currency: mark })} error={error('preMoneyValuation')} inputMode="decimal" value={round.preMoneyValuation} onChange={(e) => set({ preMoneyValuation: e.target.value })} />
        <DraftInput id="round-closing" label={t('Closing date')} type="date" error={error('closingDate')} value={round.closingDate} onChange={(e) => set({ closingDate: e.target.value })} />
        <div className="flex items-end">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" /> {t('Remove round')}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <div className="w-56">
          <DraftInput id="round-price" label={t('Or a price per share ({{currency}})', { currency: mark })} error={priceError ?? undefined} inputMode="decimal" value={priceText} onChange={(e) => setPriceText(e.target.value)} />
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!preMoneyForPrice}
          onClick={() => {
            if (!preMoneyForPrice) return;
            const found = preMoneyForPrice(priceText);
            if ('error' in found) return setPriceError(found.error);
            setPriceError(null);
            set({ preMoneyValuation: found.preMoney });
          }}
        >
          {t('Set pre-money from price')}
        </Button>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('Investors in the round (the first leads)')}</legend>
        {coInvestorsError ? <p className="text-xs text-red-700">{translate(coInvestorsError)}</p> : null}
        {round.investors.map((inv, i) => (
          <div key={inv.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <DraftInput id={`round-investor-${inv.key}-name`} label={t('Investor {{number}} name', { number: i + 1 })} error={errors.get(investorErrorPath(i, 'name'))} value={inv.name} onChange={(e) => setInvestor(i, { name: e.target.value })} />
            <DraftInput id={`round-investor-${inv.key}-amount`} label={t('Investor {{number}} amount ({{currency}})', { number: i + 1, currency: mark })} error={errors.get(investorErrorPath(i, 'investment'))} inputMode="decimal" value={inv.investment} onChange={(e) => setInvestor(i, { investment: e.target.value })} />
            <Button type="button" variant="ghost" size="sm" disabled={round.investors.length === 1} onClick={() => set({ investors: round.investors.filter((_, k) => k !== i) })} aria-label={t('Remove investor {{number}}', { number: i + 1 })}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ investors: [...round.investors, emptyInvestor()] })}>
            <Plus aria-hidden="true" /> {t('Add investor')}
          </Button>
        </div>
      </fieldset>

      <SeriesTermsFields round={round} errors={errors} onChange={onChange} />

      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="round-pool-mode" className="text-xs">
            {t('Option pool in this round')}
          </Label>
          <NativeSelect id="round-pool-mode" value={round.poolMode} onChange={(e) => set({ poolMode: e.target.value as PoolMode })}>
            {(Object.keys(poolModeLabels) as PoolMode[]).map((mode) => (
              <option key={mode} value={mode}>
                {t(poolModeLabels[mode])}
              </option>
            ))}
          </NativeSelect>
        </div>
        {round.poolMode === 'target' ? (
          <DraftInput id="round-pool-target" label={t('Pool target (% of post-money)')} error={error('optionPoolTargetPercent')} inputMode="decimal" value={round.poolTarget} onChange={(e) => set({ poolTarget: e.target.value })} />
        ) : null}
        {round.poolMode === 'increase' ? (
          <DraftInput id="round-pool-increase" label={t('Pool increase (shares)')} error={error('optionPoolIncrease')} inputMode="numeric" value={round.poolIncrease} onChange={(e) => set({ poolIncrease: e.target.value })} />
        ) : null}
        {round.poolMode !== 'none' ? (
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor="round-pool-timing" className="text-xs">
              {t('Pool top-up counts')}
            </Label>
            <NativeSelect id="round-pool-timing" value={round.poolTiming} onChange={(e) => set({ poolTiming: e.target.value as RoundDraft['poolTiming'] })}>
              {poolTimings.map((timing) => (
                <option key={timing} value={timing}>
                  {t(poolTimingLabels[timing])}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>

      <DraftCheckbox
        id="round-convertibles-in-pre-money"
        label={t('SAFEs and notes count in the pre-money share count (untick: they come on top of it)')}
        checked={round.convertiblesInPreMoney}
        onChange={(convertiblesInPreMoney) => set({ convertiblesInPreMoney })}
      />

      {shareholderNames.length > 0 ? (
        <CheckboxGroup id="round-pro-rata" legend={t("Pro-rata rights (show each ticked holder's allocation)")} options={shareholderNames} value={round.proRataHolders.filter((n) => shareholderNames.includes(n))} onChange={(proRataHolders) => set({ proRataHolders })} {...(proRataError ? { error: translate(proRataError) } : {})} />
      ) : null}
    </div>
  );
}
