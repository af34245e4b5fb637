import { useState } from 'react';
import type { UserType } from '@baobab/contracts/enums';
import type { OnboardingStatus } from '@baobab/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { ProfileStep } from './profile-step';

const roles = ['founder', 'investor'] as const;
const titles = { founder: 'Founder profile', investor: 'Investor profile' } as const satisfies Record<UserType, string>;
const editLabels = { founder: 'Edit founder profile', investor: 'Edit investor profile' } as const satisfies Record<UserType, string>;
const addLabels = { founder: 'Add founder profile', investor: 'Add investor profile' } as const satisfies Record<UserType, string>;

/**
 * A user who has onboarded does not onboard again: they edit what they have, and may add the
 * other role's profile (an investor who also founds a company needs a founder profile).
 */
export function ExistingProfiles({ status, onDone }: { status: OnboardingStatus; onDone: () => void }) {
  const t = useT('onboarding');
  const [open, setOpen] = useState<UserType | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {roles.map((role) => {
        const exists = status[role] !== null;
        return (
          <Card key={role}>
            <div className="flex flex-wrap items-center justify-between gap-3 p-5">
              <div>
                <CardTitle>{t(titles[role])}</CardTitle>
                <CardDescription>
                  {exists ? t('Completed. You can edit it at any time.') : role === 'founder' ? t('Add one to create startup profiles.') : t('Add one to appear in the investor directory.')}
                </CardDescription>
              </div>
              <Button variant="outline" size="sm" onClick={() => setOpen(open === role ? null : role)} aria-expanded={open === role}>
                {open === role ? t('Close') : exists ? t(editLabels[role]) : t(addLabels[role])}
              </Button>
            </div>
            {open === role ? (
              <CardContent>
                <ProfileStep role={role} mode={exists ? 'edit' : 'create'} status={status} onDone={onDone} />
              </CardContent>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
