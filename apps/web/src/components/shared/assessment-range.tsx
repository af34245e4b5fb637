import type { ReactNode } from 'react';
import type { AssessmentRange as Range } from '@baobab/contracts/assessment';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * What every screen that shows a startup's score puts beside it (decision 0042): the range the
 * score could lie in given what the viewer may see, how many of the company's fact groups it rests
 * on, and the critical findings that cap it.
 */
export function AssessmentRange({ assessment, showFindings = true, finding }: { assessment: Range; showFindings?: boolean; finding?: (text: string) => ReactNode }) {
  const t = useT('common');
  const translate = useTranslateMessage();
  const { score, low, high, coverage, criticalFindings } = assessment;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">{t('{{score}}, likely {{low}}–{{high}}', { score, low, high })}</p>
      <p className="text-xs text-stone-600">{t('Based on {{known}} of {{total}} fact groups', { known: coverage.known, total: coverage.total })}</p>
      {showFindings && criticalFindings.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3">
          <h3 className="text-sm font-semibold text-red-900">{t('Critical findings')}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm text-red-800">
            {criticalFindings.map((text) => (
              <li key={text} className="break-words">{finding ? finding(text) : translate(text)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
