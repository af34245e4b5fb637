import { experienceLevelLabels } from '@baobab/contracts/enums';
import { remotePreferenceLabels } from '@baobab/contracts/profiles-texts';
import type { Profile } from '@baobab/contracts/profiles';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';


function Tags({ title, items }: { title: string; items: string[] }) {
  const t = useT('profiles');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-800">{title}</h3>
      {items.length ? (
        <div className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <Badge key={item} variant="outline" dir="auto">
              {item}
            </Badge>
          ))}
        </div>
      ) : (
        <p className="text-sm text-stone-500">{t('None added yet.')}</p>
      )}
    </section>
  );
}

/** View mode of the About tab; the bio is plain text with its line breaks kept. */
export function AboutView({ profile }: { profile: Profile }) {
  const t = useT('profiles');
  const facts = [
    [t('Experience level'), profile.experienceLevel ? t(experienceLevelLabels[profile.experienceLevel]) : null],
    [t('Remote preference'), profile.remotePreference ? t(remotePreferenceLabels[profile.remotePreference]) : null],
    [t('Salary expectation'), profile.salaryExpectation],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <div className="flex flex-col gap-5">
      <section>
        <h3 className="mb-1 text-sm font-semibold text-stone-800">{t('Bio')}</h3>
        <p className="whitespace-pre-line text-stone-700">{profile.bio || t('No bio yet. Choose Edit Profile to tell people what you do.')}</p>
      </section>
      {facts.length ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Tags title={t('Skills')} items={profile.skills} />
      <Tags title={t('Interests')} items={profile.interests} />
    </div>
  );
}
