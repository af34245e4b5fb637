import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FileDown, Plus, Workflow } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { dealMessages } from '@baobab/contracts/deals-texts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCreateDeal } from '../api/change-deal';
import { dealForStartupQuery, dealSummaryUrl } from '../api/get-deals';
import { useStageLabel } from './stage-label';

/**
 * For the startup detail page: an investor adds the startup to their pipeline (or sees where it
 * is) and downloads its PDF deal summary. Renders nothing for anyone who is not an investor.
 */
export function AddToPipelineButton({ startupId, user }: { startupId: number; user: CurrentUser | null }) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const isInvestor = user?.userType === 'investor';
  const status = useQuery({ ...dealForStartupQuery(startupId), enabled: isInvestor });
  const create = useCreateDeal();
  if (!isInvestor) return null;
  const deal = status.data?.deal;
  return (
    <div className="flex flex-wrap gap-2">
      {deal ? (
        <Button asChild variant="outline">
          <Link href="/portfolio/deal-flow">
            <Workflow aria-hidden="true" /> {t('In pipeline: {{stage}}', { stage: stageLabel(deal.stage) })}
          </Link>
        </Button>
      ) : (
        <Button
          disabled={status.isLoading || create.isPending}
          onClick={() =>
            create.mutate(
              { startupId, stage: 'sourced', priority: 'medium', interestLevel: 5 },
              {
                onSuccess: () => toast({ title: dealMessages.dealAdded }),
                onError: (error) => toast({ title: dealMessages.dealAddFailed, description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }
        >
          <Plus aria-hidden="true" /> {create.isPending ? t('Adding...') : t('Add to pipeline')}
        </Button>
      )}
      <Button asChild variant="outline">
        <a href={dealSummaryUrl(startupId)} download>
          <FileDown aria-hidden="true" /> {t('Deal summary (PDF)')}

        </a>
      </Button>
    </div>
  );
}
