import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { FigureSkeleton } from '@/components/ui/figure-skeleton';

/** A dashboard figure; `undefined` while loading shows a placeholder, never a number. */
export function StatCard({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string | undefined; hint?: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold">{value === undefined ? <FigureSkeleton /> : value}</p>
        {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      </div>
    </Card>
  );
}
