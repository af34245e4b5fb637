import { Briefcase, Rocket } from 'lucide-react';
import type { UserType } from '@baobab/contracts/enums';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

const roles = [
  { value: 'founder', title: "I'm a Founder", text: 'Create your startup profile, get a readiness score and find investors.', Icon: Rocket },
  { value: 'investor', title: "I'm an Investor", text: 'Discover startups by sector, stage and region and manage your deal flow.', Icon: Briefcase },
] as const;

/** Step 1: the role choice, as a radio group of two large cards. */
export function RoleStep({ value, onChange }: { value: UserType | null; onChange: (role: UserType) => void }) {
  const t = useT('onboarding');
  return (
    <div role="radiogroup" aria-label={t('Choose your role')} className="grid gap-4 sm:grid-cols-2">
      {roles.map(({ value: role, title, text, Icon }) => (
        <button
          key={role}
          type="button"
          role="radio"
          aria-checked={value === role}
          onClick={() => onChange(role)}
          className={cn(
            'flex flex-col items-start gap-3 rounded-xl border-2 bg-white p-5 text-start transition-colors hover:border-brand-600',
            value === role ? 'border-brand-700 bg-brand-50' : 'border-stone-200',
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold">{t(title)}</span>
          <span className="text-sm text-stone-600">{t(text)}</span>
        </button>
      ))}
    </div>
  );
}
