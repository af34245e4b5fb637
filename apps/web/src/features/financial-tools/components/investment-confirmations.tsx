import { roundTypeLabels } from '@baobab/contracts/enums';
import { portfolioMessages as m } from '@baobab/contracts/portfolio-texts';
import type { StartupInvestment } from '@baobab/contracts/portfolio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { intlLocales } from '@baobab/i18n/locales';
import { formatDate, formatUsd } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDecideInvestment, useStartupInvestments } from '../api/investment-confirmations';

type Decide = (investment: StartupInvestment, verb: 'confirm' | 'decline') => void;

function InvestmentRow({ investment, decide, isPending }: { investment: StartupInvestment; decide: Decide; isPending: boolean }) {
  const t = useT('financial-tools');
  const run = (verb: 'confirm' | 'decline') => decide(investment, verb);
  const who = investment.investor.name;
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">
          {who}: {formatUsd(investment.investmentAmount)} {t(roundTypeLabels[investment.roundType])}
        </p>
        <p className="text-xs text-stone-500">
          {formatDate(investment.dealDate)}
          {investment.equityPercentage !== null ? t(' · {{percent}}% equity', { percent: new Intl.NumberFormat(intlLocales[getLocale()], { maximumFractionDigits: 4 }).format(investment.equityPercentage) }) : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" aria-label={t("Confirm {{name}}'s investment", { name: who })} disabled={isPending} onClick={() => run('confirm')}>
          {t(m.confirmButton)}
        </Button>
        <Button size="sm" variant="outline" aria-label={t("Decline {{name}}'s investment", { name: who })} disabled={isPending} onClick={() => run('decline')}>
          {t(m.declineButton)}
        </Button>
      </div>
    </li>
  );
}

/**
 * The founder's side of a recorded round (docs/security.md, consent): an investor's record is a claim until the
 * founder confirms it here, and only confirmed rounds count in the raised amount above.
 */
export function InvestmentConfirmations({ startupId }: { startupId: number }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const investments = useStartupInvestments(startupId);
  // The mutation lives here, not in the row: a decided row leaves the list, and the toast must still show.
  const decision = useDecideInvestment(startupId);
  const decide: Decide = (investment, verb) =>
    decision.mutate(
      { investment, verb },
      {
        onSuccess: () => toast({ title: verb === 'confirm' ? m.investmentConfirmed : m.investmentDeclined }),
        onError: (e) => toast({ title: errorMessage(e), variant: 'destructive' }),
      },
    );
  const pending = (investments.data ?? []).filter((i) => i.confirmationStatus === 'pending');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.confirmationsTitle)}</CardTitle>
        <p className="text-sm text-stone-600">{t(m.confirmationsHint)}</p>
      </CardHeader>
      <CardContent>
        {investments.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(errorMessage(investments.error))}
          </p>
        ) : pending.length ? (
          <ul aria-label={t(m.confirmationsTitle)}>
            {pending.map((i) => (
              <InvestmentRow key={i.id} investment={i} decide={decide} isPending={decision.isPending} />
            ))}
          </ul>
        ) : investments.isSuccess ? (
          <p className="text-sm text-stone-600">{t(m.confirmationsEmpty)}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
