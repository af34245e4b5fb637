import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { dealPriorities, dealPriorityLabels } from '@baobab/contracts/enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';

/** A deal's priority and interest (1–10), as the Add Deal and Update dialogs both ask for them. */
export function PriorityAndInterestFields({
  idPrefix,
  priority,
  interest,
  errors,
}: {
  idPrefix: string;
  priority: UseFormRegisterReturn;
  interest: UseFormRegisterReturn;
  errors: { priority?: FieldError; interestLevel?: FieldError };
}) {
  const t = useT('deals');
  return (
    <>
      <FormField id={idPrefix + '-priority'} label={t('Priority')} error={errors.priority?.message}>
        <NativeSelect id={idPrefix + '-priority'} {...priority}>
          {dealPriorities.map((p) => (
            <option key={p} value={p}>
              {t(dealPriorityLabels[p])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={idPrefix + '-interest'} label={t('Interest level (1–10)')} error={errors.interestLevel?.message}>

        <Input id={idPrefix + '-interest'} type="number" min={1} max={10} step={1} aria-invalid={!!errors.interestLevel} {...interest} />
      </FormField>
    </>
  );
}
