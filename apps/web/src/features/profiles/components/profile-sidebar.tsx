import { AtSign, Briefcase, Code, Globe, Mail, MapPin, Pencil, Save, Sparkles } from 'lucide-react';
import type { Profile } from '@baobab/contracts/profiles';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

export type ProfileCounts = { connections: number; recommendations: number; matches: number; experiences: number };

type Props = {
  profile: Profile;
  counts: ProfileCounts;
  isEditing: boolean;
  isSaving: boolean;
  formId: string;
  onEdit: () => void;
  onShowMatches: () => void;
};

/** The networks' names, shown as they are in every language. */
const brands = { linkedin: 'LinkedIn', github: 'GitHub', twitter: 'Twitter' } as const;

/** Links are http(s) only (the contract refuses anything else), so they are safe in an href. */
function ExternalLink({ href, icon: Icon, label }: { href: string; icon: typeof Globe; label: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 break-all text-sm text-brand-700 hover:underline">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{label}: </span>
        {href.replace(/^https?:\/\//, '')}
      </a>
    </li>
  );
}

/** The profile's left column, as the spec's /profile screen lays it out. */
export function ProfileSidebar({ profile, counts, isEditing, isSaving, formId, onEdit, onShowMatches }: Props) {
  const t = useT('profiles');
  const stats: [string, number][] = [
    [t('Connections'), counts.connections],
    [t('Recommendations'), counts.recommendations],
    [t('AI suggestions'), counts.matches],
    [t('Experience Items'), counts.experiences],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <Avatar firstName={profile.firstName} lastName={profile.lastName} src={profile.profileImageUrl} size="lg" />
          <div>
            <h1 dir="auto" className="text-xl font-bold">{`${profile.firstName} ${profile.lastName}`}</h1>
            {profile.headline ? <p dir="auto" className="text-stone-700">{profile.headline}</p> : null}
            {profile.location ? (
              <p className="mt-1 flex items-center justify-center gap-1 text-sm text-stone-500">
                <MapPin className="size-4" aria-hidden="true" /> <UserText>{profile.location}</UserText>
              </p>
            ) : null}
          </div>
          <div className="flex w-full flex-col gap-2">
            {/* Distinct keys: reusing one DOM button would turn the Edit click itself into a submit. */}
            {isEditing ? (
              <Button key="save" type="submit" form={formId} disabled={isSaving}>
                <Save /> {isSaving ? t('Saving...') : t('Save')}
              </Button>
            ) : (
              <Button key="edit" type="button" onClick={onEdit}>
                <Pencil /> {t('Edit Profile')}
              </Button>
            )}
            <Button variant="outline" onClick={onShowMatches}>
              <Sparkles /> {t('AI suggestions')}
            </Button>
          </div>
          <div className="flex flex-wrap justify-center gap-1">
            {profile.isOpenToWork ? <Badge>{t('Open to Work')}</Badge> : null}
            {profile.isOpenToCofounder ? <Badge variant="accent">{t('Seeking Co-founder')}</Badge> : null}
            {profile.isOpenToInvest ? <Badge variant="secondary">{t('Open to Invest')}</Badge> : null}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Stats')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            {stats.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">{label}</dt>
                <dd className="text-xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Contact & Links')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2">
            <li className="flex items-center gap-2 break-all text-sm">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('Email:')} </span>
              {profile.email}
            </li>
            {profile.linkedinUrl ? <ExternalLink href={profile.linkedinUrl} icon={Briefcase} label={brands.linkedin} /> : null}
            {profile.githubUrl ? <ExternalLink href={profile.githubUrl} icon={Code} label={brands.github} /> : null}
            {profile.twitterUrl ? <ExternalLink href={profile.twitterUrl} icon={AtSign} label={brands.twitter} /> : null}
            {profile.personalWebsite ? <ExternalLink href={profile.personalWebsite} icon={Globe} label={t('Website')} /> : null}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
