import { useQuery } from '@tanstack/react-query';
import { organisationRoutes } from '@baobab/contracts/organisations-routes';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { callEndpoint } from '@/lib/call-endpoint';
import { useT } from '@/lib/i18n/use-t';
import { organisationKeys } from '@/features/organisations/api/organisations-keys';

/** Funds the person may write for: admins and members, never viewers (decision 0069). */
export function useFundsToWriteFor() {
  return useQuery({
    // The fund-teams screen's key, so a role change or a removal there refreshes this list too.
    queryKey: organisationKeys.mine(),
    queryFn: () => callEndpoint(organisationRoutes.mine),
    select: (mine) => mine.filter((organisation) => organisation.role === 'admin' || organisation.role === 'member'),
  });
}

/**
 * "Send as": yourself, or one of your funds. Shown only to people who may write for a fund; it starts at
 * yourself every time the form opens, remembering no earlier choice.
 */
export function SendAsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT('network');
  const funds = useFundsToWriteFor().data ?? [];
  if (funds.length === 0) return null;
  return (
    <FormField id="intro-send-as" label={t('Send as')} hint={t('The fund is named to them; only the two of you see the request and its conversation.')}>
      <NativeSelect id="intro-send-as" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('Myself')}</option>
        {funds.map((fund) => (
          <option dir="auto" key={fund.id} value={fund.id}>
            {t('For {{fund}}', { fund: fund.name })}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
