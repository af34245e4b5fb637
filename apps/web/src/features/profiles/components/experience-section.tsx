import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { experienceTypeLabels } from '@baobab/contracts/enums';
import { toastMessages } from '@baobab/contracts/ui-strings';
import type { Experience } from '@baobab/contracts/profiles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDeleteExperience, useSaveExperience } from '../api/experiences';

// The dialog and its form (Radix dialog, react-hook-form, zod) load when Add or Edit is pressed.
const ExperienceDialog = lazy(() => import('./experience-dialog'));

const period = (e: Experience, present: string) => `${formatDate(e.startDate)} – ${e.isCurrent || !e.endDate ? present : formatDate(e.endDate)}`;

/** The Experience tab: the list with Add Experience, and edit and delete on each item. */
export function ExperienceSection({ experiences }: { experiences: Experience[] }) {
  const t = useT('profiles');
  const [editing, setEditing] = useState<Experience | 'new' | null>(null);
  const save = useSaveExperience();
  const remove = useDeleteExperience();
  const onError = (error: unknown) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' });

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing('new')}>
        <Plus /> {t('Add Experience')}
      </Button>
      {experiences.length === 0 ? (
        <EmptyState title={t('No experience added yet')}>{t('Add your work, education and projects.')}</EmptyState>
      ) : (
        <ol aria-label={t('Experience')} className="flex flex-col gap-3">
          {experiences.map((e) => (
            <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p dir="auto" className="font-semibold">{e.title}</p>
                  <p className="text-sm text-stone-700">{e.company}</p>
                  <p className="text-xs text-stone-500">{period(e, t('Present'))}</p>
                </div>
                <div className="flex items-center gap-1">
                  <Badge variant="secondary">{t(experienceTypeLabels[e.type])}</Badge>
                  <Button variant="ghost" size="icon" aria-label={t('Edit {{title}}', { title: e.title })} onClick={() => setEditing(e)}>
                    <Pencil />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t('Delete {{title}}', { title: e.title })} disabled={remove.isPending} onClick={() => remove.mutate(e.id, { onError })}>
                    <Trash2 />
                  </Button>
                </div>
              </div>
              {e.description ? <p dir="auto" className="mt-2 whitespace-pre-line text-sm text-stone-700">{e.description}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {editing !== null ? (
        <Suspense fallback={null}>
          <ExperienceDialog editing={editing} isPending={save.isPending} onClose={() => setEditing(null)} onSubmit={(input) => save.mutate({ id: editing === 'new' ? null : editing.id, input }, { onSuccess: () => setEditing(null), onError })} />
        </Suspense>
      ) : null}
    </div>
  );
}
