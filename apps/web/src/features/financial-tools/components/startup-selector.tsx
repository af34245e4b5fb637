import type { FinancialToolsStartup } from '@baobab/contracts/financial-tools-api';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { vocabularyLabel } from '@baobab/contracts/enums';

/** Which startup the tools work on: the user's own, then those shared with them (read only). */
export function StartupSelector({ startups, value, onChange }: { startups: FinancialToolsStartup[]; value: number; onChange: (id: number) => void }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-80">
      <Label htmlFor="financial-startup">{t('Startup')}</Label>
      <NativeSelect id="financial-startup" value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {startups.map((s) => (
          <option dir="auto" key={s.id} value={s.id}>
            {s.name} - {translate(vocabularyLabel(s.sector))}
            {s.canEdit ? '' : t(' (read only)')}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
