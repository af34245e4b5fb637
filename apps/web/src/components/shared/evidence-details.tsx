import type { ReactNode } from 'react';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * A collapsed 'how was this computed' section: native details/summary, so it opens with the
 * keyboard and screen readers announce its state without any script.
 */
export function EvidenceDetails({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800 marker:text-brand-700">{summary}</summary>
      <div className="mt-2 flex flex-col gap-2 text-stone-700">{children}</div>
    </details>
  );
}

type EvidenceRow = { factor: string; value: number; weight: number; contribution: number; source: string };

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Rows of factor, value, weight and contribution, as the engines return them (each source in the
 * reader's language when a loaded catalog knows it): a table from
 * 640 px, a stacked list on phones where five columns do not fit.
 */
export function EvidenceTable({ rows, caption }: { rows: EvidenceRow[]; caption: string }) {
  const t = useT('common');
  const tm = useTranslateMessage();
  return (
    <>
      <ul className="flex flex-col divide-y divide-stone-200 text-xs sm:hidden" aria-label={caption}>
        {rows.map((row, i) => (
          <li key={`${row.factor}-${i}`} className="py-1.5">
            <p className="break-all font-mono font-medium">{row.factor}</p>
            <p>
              {t('value {{value}} × weight {{weight}} = {{points}} points', { value: round(row.value, 2), weight: row.weight, points: round(row.contribution, 1) })}
            </p>
            <p className="text-stone-500">{tm(row.source)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-start text-xs">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-stone-500">
            <tr>
              <th scope="col" className="py-1 pe-2 font-medium">{t('Factor')}</th>
              <th scope="col" className="py-1 pe-2 font-medium">{t('Value')}</th>
              <th scope="col" className="py-1 pe-2 font-medium">{t('Weight')}</th>
              <th scope="col" className="py-1 pe-2 font-medium">{t('Points')}</th>
              <th scope="col" className="py-1 font-medium">{t('Source')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={`${row.factor}-${i}`} className="border-t border-stone-200 align-top">
                <td className="py-1 pe-2 font-mono">{row.factor}</td>
                <td className="py-1 pe-2">{round(row.value, 2)}</td>
                <td className="py-1 pe-2">{row.weight}</td>
                <td className="py-1 pe-2">{round(row.contribution, 1)}</td>
                <td className="py-1">{tm(row.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
