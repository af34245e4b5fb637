import type { CapTableRound } from '@baobab/contracts/cap-table-rounds';
import { roundKindLabels } from '@baobab/contracts/cap-table-rounds-texts';
import type { Translate } from '@/lib/i18n/use-t';

/** A modelled round as the terms picker names it: its instrument, its holder or series, and its date. */
export function termsLabel(round: CapTableRound['round'], t: Translate<'fundraising'>): string {
  const who = round.kind === 'priced' ? round.seriesName : round.holderName;
  return t('{{kind}} {{who}}, dated {{date}}', { kind: t(roundKindLabels[round.kind]), who, date: round.date });
}
