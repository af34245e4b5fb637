import { antiDilutionMethodLabels, antiDilutionMethods, antiDilutionOrderingLabels, antiDilutionOrderings, participationLabels, seriesSeniorities, seriesSeniorityLabels } from '@baobab/contracts/financial-tools-cap-table-texts';
import { useT } from '@/lib/i18n/use-t';
import { DraftCheckbox, DraftInput, DraftSelect } from './draft-field';
import type { ParticipationMode, RoundDraft, SeriesTermsDraft } from './round-draft';

type Props = { round: RoundDraft; errors: Map<string, string>; onChange: (round: RoundDraft) => void };

const participationModes = ['none', 'full', 'capped'] as const satisfies readonly ParticipationMode[];

/**
 * The new series' terms as the term sheet writes them (decision 0045): liquidation preference,
 * participation (none, full, capped), seniority, conversion ratio, its own anti-dilution and
 * pro-rata, and where a down round's anti-dilution shares sit. Each shows its contract message.
 */
export function SeriesTermsFields({ round, errors, onChange }: Props) {
  const t = useT('financial-tools');
  const series = round.series;
  const set = (patch: Partial<SeriesTermsDraft>) => onChange({ ...round, series: { ...series, ...patch } });
  const error = (field: string) => errors.get(`pricedRound.seriesTerms.${field}`);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{t('Terms of the new series')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <DraftInput id="round-series-preference" label={t('Liquidation preference (x)')} error={error('liquidationPreference')} inputMode="decimal" value={series.preference} onChange={(e) => set({ preference: e.target.value })} />
        <DraftSelect id="round-series-participation" label={t('Participation')} error={error('participation')} options={participationModes} optionLabel={(o) => t(participationLabels[o as ParticipationMode])} value={series.participation} onChange={(e) => set({ participation: e.target.value as ParticipationMode })} />
        {series.participation === 'capped' ? (
          <DraftInput id="round-series-cap" label={t('Participation cap (x issue price)')} error={error('participationCap')} inputMode="decimal" value={series.cap} onChange={(e) => set({ cap: e.target.value })} />
        ) : null}
        <DraftSelect id="round-series-seniority" label={t('Seniority')} error={error('seniority')} options={seriesSeniorities} optionLabel={(o) => t(seriesSeniorityLabels[o as SeriesTermsDraft['seniority']])} value={series.seniority} onChange={(e) => set({ seniority: e.target.value as SeriesTermsDraft['seniority'] })} />
        <DraftInput id="round-series-ratio" label={t('Conversion ratio')} error={error('conversionRatio')} inputMode="decimal" value={series.conversionRatio} onChange={(e) => set({ conversionRatio: e.target.value })} />
        <DraftSelect id="round-series-anti-dilution" label={t('Anti-dilution of the new series')} error={error('antiDilution')} options={antiDilutionMethods} optionLabel={(o) => t(antiDilutionMethodLabels[o as SeriesTermsDraft['antiDilution']])} value={series.antiDilution} onChange={(e) => set({ antiDilution: e.target.value as SeriesTermsDraft['antiDilution'] })} />
        <DraftCheckbox id="round-series-pro-rata" label={t('Pro-rata rights for the new investors')} checked={series.proRata} onChange={(proRata) => set({ proRata })} />
      </div>
      <DraftSelect
        id="round-anti-dilution-ordering"
        label={t('Anti-dilution shares of existing preferred in a down round')}
        error={errors.get('pricedRound.antiDilutionOrdering')}
        options={antiDilutionOrderings}
        optionLabel={(o) => t(antiDilutionOrderingLabels[o as RoundDraft['antiDilutionOrdering']])}
        value={round.antiDilutionOrdering}
        onChange={(e) => onChange({ ...round, antiDilutionOrdering: e.target.value as RoundDraft['antiDilutionOrdering'] })}
      />
    </fieldset>
  );
}
