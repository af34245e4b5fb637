import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n/use-t';

/** A 0–100 score with its label and bar. */
export function ScoreBar({ label, score }: { label: string; score: number }) {
  const t = useT('insights');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold">{score}/100</span>
      </div>
      <Progress value={score} label={t('{{label}}: {{score}} out of 100', { label, score })} />
    </div>
  );
}

export function BulletList({ title, items, empty }: { title: string; items: string[]; empty?: string }) {
  const t = useT('insights');
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-stone-700">
          {items.map((item, i) => (
            <li key={`${i}-${item}`}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-500">{empty ?? t('None found.')}</p>

      )}
    </div>
  );
}
