import { Progress as ProgressPrimitive } from 'radix-ui';

export function Progress({ value, label }: { value: number; label: string }) {
  return (
    <ProgressPrimitive.Root value={value} aria-label={label} className="relative h-2 w-full overflow-hidden rounded-full bg-stone-200">
      <ProgressPrimitive.Indicator className="h-full bg-brand-700 transition-transform" style={{ transform: `translateX(-${100 - value}%)` }} />
    </ProgressPrimitive.Root>
  );
}
