import { useMemo, useState } from 'react';
import type { CapTableScenario } from '@baobab/contracts/financial-tools-scenarios';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { type ComparedRow, compareScenarios, defaultExitValues } from './scenario-comparison-data';
import { DraftInput } from './draft-field';
import { useCapTableValidation } from './use-cap-table-validation';
import { useMoneyWriters } from './use-money-writers';
import { currencyMark } from './company-currency';

function ComparedTable({ caption, names, rows, format }: { caption: string; names: string[]; rows: ComparedRow[]; format: (value: number) => string }) {
  const t = useT('financial-tools');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs sm:text-sm">
        <caption className="mb-2 text-start text-sm font-medium">{caption}</caption>
        <thead className="text-start text-stone-600">
          <tr className="border-b border-stone-200">
            <th scope="col" className="py-2 pe-2 font-medium">{t('Holder')}</th>
            {names.map((name) => (
              <th key={name} scope="col" className="py-2 pe-2 text-end font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.holder} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                {row.holder}
              </th>
              {row.values.map((value, i) => (
                <td key={names[i]} className="py-1.5 pe-2 text-end tabular-nums">
                  {value === null ? <span className="text-stone-400">{t('not a holder')}</span> : format(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Two or three saved scenarios side by side: ownership after each round, payouts at the exits chosen. */
export function ScenarioComparison({ scenarios }: { scenarios: CapTableScenario[] }) {
  const money = useMoneyWriters();
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  // Written by the one writer in the company's currency, so the list starts as the reader reads it back.
  const [exitText, setExitText] = useState(() => defaultExitValues(scenarios[0]).map((value) => money.amount(value)).join('; '));
  const validation = useCapTableValidation();
  const { exits, comparison } = useMemo(() => {
    // No exits are compared until the contract's exitValues rule has arrived to check them.
    const parsed = validation ? validation.parseExitValues(exitText, money.currency) : { values: [], error: null };
    return { exits: parsed, comparison: compareScenarios(scenarios, parsed.values) };
  }, [validation, scenarios, exitText, money.currency]);
  const names = scenarios.map((s) => s.name);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Scenarios side by side')}</CardTitle>
        <CardDescription>{t("Ownership after each scenario's round, and who is paid what at the exit values below (computed here by the same engine).")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ComparedTable caption={t('Fully diluted ownership')} names={names} rows={comparison.ownership} format={(v) => formatPercent(v / 100, 2)} />
        <div className="max-w-md">
          <DraftInput
            id="compare-exit-values"
            label={t('Exit values to compare ({{currency}}), separated by semicolons', { currency: currencyMark(money.currency) })}
            help={t('For example {{example}}. A comma followed by a space also separates two values; a comma inside a number is its decimal or thousands separator.', { example: `${money.amount(5_000_000)}; ${money.amount(20_000_000)}` })}
            error={exits.error ?? undefined}
            value={exitText}
            onChange={(e) => setExitText(e.target.value)}
          />
        </div>
        {comparison.errors.map((error, i) => (error ? <p key={names[i]} role="alert" className="text-sm text-red-700">{`${names[i]}: ${translate(error)}`}</p> : null))}
        {comparison.payouts.map((p, i) => (
          <ComparedTable key={`${i}-${p.exitValue}`} caption={t('Payouts at an exit of {{value}}', { value: money.amount(p.exitValue) })} names={names} rows={p.rows} format={(value) => money.amount(value)} />
        ))}
      </CardContent>
    </Card>
  );
}
