import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { Card } from './card';

/**
 * A labelled figure. The default tile (portfolio, deal analytics, financial tools) puts the label
 * above the value and the icon on the right; the compact one (the stat row above the startup and
 * investor directories) puts the icon first and the label under the value. A count is written
 * with thousands separators; while it is loading (undefined) the tile shows a dash.
 */
export function StatTile({
  label,
  value,
  icon: Icon,
  hint,
  variant = 'default',
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
  hint?: ReactNode;
  variant?: 'default' | 'compact';
}) {
  const text = value === undefined ? '–' : typeof value === 'number' ? formatCount(value) : value;
  // A long figure ('XOF 500,000,000,000') steps down a size and may break, never cut off or spilling out.
  const figureClass = cn('font-bold tracking-tight tabular-nums [overflow-wrap:anywhere]', text.length > 14 ? 'text-xl' : 'text-2xl');
  if (variant === 'compact') {
    return (
      <Card className="flex items-center gap-3 p-4">
        <Icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className={figureClass}>{text}</p>
          <p className="text-xs text-stone-600">{label}</p>
          {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className={cn(figureClass, 'text-stone-900')}>{text}</p>
        {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      </div>
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}
