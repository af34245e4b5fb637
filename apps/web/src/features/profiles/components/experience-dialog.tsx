import type { Experience, ExperienceInput } from '@baobab/contracts/profiles';
import { Dialog, DialogContent } from '@/components/ui/dialog';
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
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={editing === 'new' ? 'Add Experience' : 'Edit experience'}>
        <ExperienceForm experience={editing === 'new' ? null : editing} isPending={isPending} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
