import { analyticsCountries, type CountryActivity } from '@baobab/contracts/analytics';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** Five shades by share of the busiest country's startups; full class strings so nothing conflicts. */
const shades = [
  'bg-stone-100 text-stone-700',
  'bg-brand-100 text-brand-900',
  'bg-brand-200 text-brand-900',
  'bg-brand-500 text-white',
  'bg-brand-800 text-white',
];

function shadeOf(count: number, max: number): string {
  if (count === 0 || max === 0) return shades[0]!;
  return shades[Math.min(4, 1 + Math.floor((count / max) * 3.999))]!;
}

const rows = Math.max(...analyticsCountries.map((c) => c.tile.row)) + 1;
const cols = Math.max(...analyticsCountries.map((c) => c.tile.col)) + 1;

/**
 * A tile map of the ecosystem countries, each tile placed roughly where the country lies and
 * shaded by how many startups it has on Baobab. Tiles are buttons that choose the country.
 */
export function CountryTileMap({ activity, selected, onSelect }: { activity: CountryActivity[]; selected: string; onSelect: (country: string) => void }) {
  const t = useT('analytics');
  const max = Math.max(0, ...activity.map((a) => a.startups));
  const countOf = (name: string) => activity.find((a) => a.country === name)?.startups ?? 0;
  return (
    <div>
      <div className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(3.25rem, auto))` }} role="group" aria-label={t('Countries by number of startups')}>
        {analyticsCountries.map((c) => {
          const count = countOf(c.name);
          return (
            <button
              key={c.name}
              type="button"
              onClick={() => onSelect(c.name)}
              aria-pressed={selected === c.name}
              aria-label={t('{{country}}: {{number}} startups', { country: t(c.name), number: count })}
              style={{ gridRow: c.tile.row + 1, gridColumn: c.tile.col + 1 }}
              className={cn('flex flex-col items-center justify-center rounded-lg p-1 text-center text-[11px] leading-tight sm:text-xs', shadeOf(count, max), selected === c.name && 'ring-2 ring-ochre-500 ring-offset-1')}
            >
              <span className="font-semibold">{t(c.name)}</span>
              <span>{count}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-stone-500">{t('Darker tiles have more startups listed. Choose a tile to open its ecosystem.')}</p>

    </div>
  );
}
