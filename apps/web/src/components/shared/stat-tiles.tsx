import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';

/** Stat tiles above a directory; every figure is computed from the data. */
export function StatTiles({ tiles }: { tiles: { label: string; value: number | undefined; Icon: LucideIcon }[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <Card key={label} className="flex items-center gap-3 p-4">
          <Icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="text-2xl font-bold">{value === undefined ? '–' : formatCount(value)}</p>
            <p className="text-xs text-stone-600">{label}</p>
          </div>
        </Card>
      ))}
    </div>
  );
}
