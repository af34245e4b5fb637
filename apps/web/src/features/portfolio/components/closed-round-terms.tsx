import { Link } from 'wouter';
import { raiseInstrumentLabels } from '@baobab/contracts/fundraising-texts';
import type { InvestmentFromRound } from '@baobab/contracts/portfolio';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import type { ReactNode } from 'react';

/**
 * An investment the founder's close wrote (decision 0059): the instrument and the terms the investor signed, with the
 * signature's version and time, and the round room. It is the record, as the company's cap table is: no edit or delete.
 * The terms list is the round room's, which the screen passes in (features never import one another).
 */
export function ClosedRoundTerms({ fromRound, terms }: { fromRound: InvestmentFromRound; terms: ReactNode }) {
  const t = useT('portfolio');
  const tf = useT('fundraising');
  return (
    <details className="mt-2 rounded-md border border-stone-200 bg-stone-50 p-2 text-sm" data-testid="closed-round-terms">
      <summary className="cursor-pointer font-medium text-stone-800">
        {t('{{instrument}} from the round "{{name}}"', { instrument: tf(raiseInstrumentLabels[fromRound.instrument]), name: fromRound.name })}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        <p className="text-stone-700">{t('Signed {{date}}, terms version {{version}}', { date: formatDateTime(fromRound.signedAt), version: fromRound.termsVersion })}</p>
        {terms}
        <Link href={`/rounds/${fromRound.raiseId}`} className="self-start font-medium text-brand-700 hover:underline">
          {t('Open the round room')}
        </Link>
      </div>
    </details>
  );
}
