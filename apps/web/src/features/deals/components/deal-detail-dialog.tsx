import type { Deal } from '@baobab/contracts/deals';
import { dealTaskTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { DealCommitteeSection } from './deal-committee-section';
import { DealTasksSection } from './deal-tasks-section';
import { DealTimeline } from './deal-timeline';
import { MeetingForm } from './meeting-form';

/** The deal's detail on the deal-flow screen: its tasks, its investment committee, then its activity (members log meetings above it). */
export function DealDetailDialog({ deal, readOnly, onClose }: { deal: Deal; readOnly: boolean; onClose: () => void }) {
  const t = useT('deals');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t(texts.openFor, { name: deal.startup.name })} width="wide">
        <div className="flex flex-col gap-6">
          <DealTasksSection deal={deal} readOnly={readOnly} />
          <DealCommitteeSection deal={deal} readOnly={readOnly} />
          <div className="flex flex-col gap-3">
            {readOnly ? null : <MeetingForm dealId={deal.id} />}
            <DealTimeline dealId={deal.id} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
