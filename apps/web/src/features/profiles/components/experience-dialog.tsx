import type { Experience, ExperienceInput } from '@baobab/contracts/profiles';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { ExperienceForm } from './experience-form';

/** Add or edit one experience (experience-section.tsx loads it lazily, when asked for). */
export default function ExperienceDialog({
  editing,
  isPending,
  onClose,
  onSubmit,
}: {
  editing: Experience | 'new';
  isPending: boolean;
  onClose: () => void;
  onSubmit: (input: ExperienceInput) => void;
}) {
  const t = useT('profiles');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* eslint-disable-next-line words/label-map -- adding or editing picks the dialog's title, no value is named */}
      <DialogContent title={editing === 'new' ? t('Add Experience') : t('Edit experience')}>
        <ExperienceForm experience={editing === 'new' ? null : editing} isPending={isPending} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
