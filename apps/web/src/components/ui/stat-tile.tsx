import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

/** A labelled figure: summary cards on the portfolio and the deal analytics. */
export function StatTile({ label, value, icon: Icon, hint }: { label: string; value: string; icon: LucideIcon; hint?: string }) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="truncate text-2xl font-bold tracking-tight text-stone-900">{value}</p>
        {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      </div>
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}
