import { type ReactNode, Suspense, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { roundTypeLabels } from '@baobab/contracts/enums';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { portfolioMessages } from '@baobab/contracts/portfolio-texts';
import type { Investment } from '@baobab/contracts/portfolio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatPercent, formatUsd } from '@/lib/format';
import { formatAmount } from '@baobab/contracts/money-display';
import { getLocale } from '@/lib/i18n/locale';

import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { preloadable } from '@/lib/preloadable';
import { toast } from '@/lib/toast-store';
import { formatFigure } from './figures';
import { useDeleteInvestment, useUpdateInvestment } from '../api/change-investment';
import { ConfirmationBadge } from './confirmation-badge';
import { ClosedRoundTerms } from './closed-round-terms';

/** US dollars as the spec's portfolio writes them; a round closed in the company's own currency (decision 0059) in that one. */
const amountOf = (amount: number, currency: string) => (currency === 'USD' ? formatUsd(amount) : formatAmount(amount, currency, { locale: getLocale() }));

// The form, its schema and zod load when an Edit button is pointed at or focused, not with the page.
const InvestmentForm = preloadable(() => import('./investment-form').then((m) => ({ default: m.InvestmentForm })));

function EditInvestmentDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const t = useT('portfolio');
  const update = useUpdateInvestment(investment.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('Edit investment')} width="wide">
        <Suspense fallback={<Spinner />}>
          <InvestmentForm
            defaultValues={{
              startupId: investment.startupId,
              dealDate: investment.dealDate,
              investmentAmount: investment.investmentAmount,
              equityPercentage: investment.equityPercentage ?? undefined,
              valuation: investment.valuation ?? undefined,
              roundType: investment.roundType,
              leadInvestor: investment.leadInvestor,
              boardSeat: investment.boardSeat,
              liquidationPreference: investment.liquidationPreference,
              antiDilutionRights: investment.antiDilutionRights ?? undefined,
              notes: investment.notes ?? undefined,
            }}
            isPending={update.isPending}
            submitLabel={t('Save changes')}
            pendingLabel={t('Saving...')}
            onSubmit={(values) =>
              update.mutate(values, {
                onSuccess: () => {
                  toast({ title: portfolioMessages.investmentUpdated });
                  onClose();
                },
                onError: (error) => toast({ title: toastMessages.investmentFailed, description: errorMessage(error), variant: 'destructive' }),
              })
            }
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

function DeleteInvestmentDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const t = useT('portfolio');
  const remove = useDeleteInvestment();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('Delete this investment?')}
        description={t('{{round}} round of {{amount}} on {{date}}. This cannot be undone.', { round: t(roundTypeLabels[investment.roundType]), amount: formatUsd(investment.investmentAmount), date: investment.dealDate })}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(investment.id, {
                onSuccess: () => {
                  toast({ title: portfolioMessages.investmentDeleted });
                  onClose();
                },
                onError: (error) => toast({ title: 'Could not delete the investment', description: errorMessage(error), variant: 'destructive' }),
              })
            }
          >
            {t('Delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Every round the investor recorded in this company, each editable and deletable; one a round's close wrote shows its signed terms (`termsOf`, the screen's) instead. */
export function RoundsTable({ rounds, termsOf }: { rounds: Investment[]; termsOf: (investment: Investment) => ReactNode }) {
  const t = useT('portfolio');
  const translate = useTranslateMessage();
  const [editing, setEditing] = useState<Investment | null>(null);
  const [deleting, setDeleting] = useState<Investment | null>(null);
  return (
    <>
      <ul className="flex flex-col divide-y divide-stone-100">
        {rounds.map((round) => (
          <li key={round.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {t(roundTypeLabels[round.roundType])}
                {round.leadInvestor ? <Badge variant="accent">{t('Lead')}</Badge> : null}
                {round.boardSeat ? <Badge variant="secondary">{t('Board seat')}</Badge> : null}
                <ConfirmationBadge status={round.confirmationStatus} />
              </p>
              <p className="text-sm text-stone-600">
                <FactLine
                  facts={[
                    formatDate(`${round.dealDate}T00:00:00`),
                    amountOf(round.investmentAmount, round.currency),
                    round.equityPercentage !== null ? formatPercent(round.equityPercentage / 100, 2) : null,
                    round.valuation !== null ? t('post-money {{amount}}', { amount: amountOf(round.valuation, round.currency) }) : null,
                    t('{{multiple}}x preference', { multiple: formatFigure(round.liquidationPreference) }),
                    round.antiDilutionRights ? translate(round.antiDilutionRights) : null,
                  ]}
                />
              </p>
              {round.notes ? <p dir="auto" className="mt-1 text-sm text-stone-700">{round.notes}</p> : null}
              {round.fromRound ? <ClosedRoundTerms fromRound={round.fromRound} terms={termsOf(round)} /> : null}
            </div>
            {round.fromRound ? null : <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(round)} {...InvestmentForm.preloadOnIntent} aria-label={t('Edit {{round}} round of {{date}}', { round: t(roundTypeLabels[round.roundType]), date: round.dealDate })}>
                <Pencil aria-hidden="true" /> {t('Edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(round)} aria-label={t('Delete {{round}} round of {{date}}', { round: t(roundTypeLabels[round.roundType]), date: round.dealDate })}>
                <Trash2 aria-hidden="true" /> {t('Delete')}
              </Button>
            </div>}
          </li>
        ))}
      </ul>
      {editing ? <EditInvestmentDialog investment={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteInvestmentDialog investment={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
