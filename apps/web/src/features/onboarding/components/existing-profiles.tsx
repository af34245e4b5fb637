import { useState } from 'react';
import type { UserType } from '@baobab/contracts/enums';
import type { OnboardingStatus } from '@baobab/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { ProfileStep } from './profile-step';

const titles: Record<UserType, string> = { founder: 'Founder profile', investor: 'Investor profile' };

/**
 * A user who has onboarded does not onboard again: they edit what they have, and may add the
 * other role's profile (an investor who also founds a company needs a founder profile).
 */
export function ExistingProfiles({ status, onDone }: { status: OnboardingStatus; onDone: () => void }) {
  const [open, setOpen] = useState<UserType | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {(['founder', 'investor'] as const).map((role) => {
        const exists = status[role] !== null;
        return (
          <Card key={role}>
            <div className="flex flex-wrap items-center justify-between gap-3 p-5">
              <div>
                <CardTitle>{titles[role]}</CardTitle>
                <CardDescription>
                  {exists ? 'Completed. You can edit it at any time.' : role === 'founder' ? 'Add one to create startup profiles.' : 'Add one to appear in the investor directory.'}
                </CardDescription>
              </div>
              <Button variant="outline" size="sm" onClick={() => setOpen(open === role ? null : role)} aria-expanded={open === role}>
                {open === role ? 'Close' : exists ? `Edit ${role} profile` : `Add ${role} profile`}
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
