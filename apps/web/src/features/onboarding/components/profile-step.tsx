import type { UserType } from '@baobab/contracts/enums';
import type { FounderProfileInput, InvestorProfileInput, OnboardingStatus } from '@baobab/contracts/onboarding';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useSaveProfile } from '../api/onboarding';
import { FounderProfileForm } from './founder-profile-form';
import { InvestorProfileForm } from './investor-profile-form';

/**
 * The role's profile form, creating (POST) or editing (PUT). Toasts follow the spec:
 * 'Profile created successfully!' on success, 'Error creating profile' with the server's message.
 */
export function ProfileStep({ role, mode, status, onDone }: { role: UserType; mode: 'create' | 'edit'; status: OnboardingStatus | undefined; onDone: () => void }) {
  const t = useT('onboarding');
  const save = useSaveProfile(mode);
  // eslint-disable-next-line words/label-map -- the form's mode picks its button, no value is named
  const submitLabel = mode === 'create' ? t('Complete Profile') : t('Save changes');
  const handle = (input: { role: 'founder'; values: FounderProfileInput } | { role: 'investor'; values: InvestorProfileInput }) =>
    save.mutate(input, {
      onSuccess: () => {
        toast(mode === 'create' ? { title: toastMessages.profileCreated, description: toastMessages.profileCreatedDescription } : { title: toastMessages.success, description: toastMessages.profileUpdated });
        onDone();
      },
      onError: (error) => toast({ title: mode === 'create' ? toastMessages.profileCreateFailed : toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
    });
  return role === 'founder' ? (
    <FounderProfileForm profile={status?.founder ?? null} pending={save.isPending} submitLabel={submitLabel} onSubmit={(values) => handle({ role, values })} />
  ) : (
    <InvestorProfileForm profile={status?.investor ?? null} pending={save.isPending} submitLabel={submitLabel} onSubmit={(values) => handle({ role, values })} />
  );
}
