import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ icon: Icon, title, children }: { icon?: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {Icon ? <Icon className="size-8 text-stone-400" aria-hidden="true" /> : null}
      <p className="font-medium text-stone-800">{title}</p>
      {children}
    </div>
  );
}
