import { useT } from '@/lib/i18n/use-t';
import { monthLabel } from '@/lib/month-label';

/**
 * The one line every screen that states a runway puts beside it: the month the figure is as of and
 * its source, company metrics (the company record's source of actuals, docs/decisions/0028-company-actuals.md).
 */
export function actualsSourceText(t: ReturnType<typeof useT<'common'>>, month: string): string {
  return t('As of {{month}}, from company metrics', { month: monthLabel(month) });
}

export function ActualsSource({ month, className }: { month: string; className?: string }) {
  const t = useT('common');
  return <p className={className ?? 'text-xs text-stone-600'}>{actualsSourceText(t, month)}</p>;
}
