import { lazy, Suspense, useState } from 'react';
import { pageText, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyConnections } from '@/lib/my-connections';
import { MyNetwork } from '@/features/network/components/my-network';
import { useExperiences } from '@/features/profiles/api/experiences';
import { useMatches } from '@/features/profiles/api/matches';
import { useProfile, useUpdateProfile } from '@/features/profiles/api/profile';
import { useRecommendationRequests, useRecommendations } from '@/features/profiles/api/recommendations';
import { AboutView } from '@/features/profiles/components/about-view';
import { ExperienceSection } from '@/features/profiles/components/experience-section';
import { MatchesList } from '@/features/profiles/components/matches-list';
import { ProfileSidebar } from '@/features/profiles/components/profile-sidebar';
import { DisplayCurrencyCard } from '@/features/preferences/components/display-currency-card';
import { RecommendationsSection } from '@/features/profiles/components/recommendations-section';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import type { ScreenProps } from '../screen-props';

const FORM_ID = 'profile-form';

// The edit form (its fields, react-hook-form, zod) loads when Edit Profile is pressed.
const ProfileForm = lazy(() => import('@/features/profiles/components/profile-form').then((m) => ({ default: m.ProfileForm })));

/** The professional profile (the spec's /profile screen): left column and five tabs, view and edit modes. */
export default function ProfileScreen({ user }: ScreenProps) {
  const t = useT('profiles');
  const translate = useTranslateMessage();
  const signedIn = user !== null;
  const profile = useProfile(signedIn);
  const experiences = useExperiences(signedIn);
  const recommendations = useRecommendations(signedIn);
  const requests = useRecommendationRequests(signedIn);
  const connections = useMyConnections(signedIn);
  const matches = useMatches(signedIn);
  const update = useUpdateProfile();
  const [isEditing, setEditing] = useState(false);
  const [tab, setTab] = useState('about');

  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-lg">{t(pageText.loginRequired)}</p>
        <Button asChild>
          <a href="/api/login">{t('Sign In')}</a>
        </Button>
      </section>
    );
  }
  if (profile.isLoading) return <Spinner className="mx-auto my-24 block size-10" label={t('Loading profile')} />;
  if (!profile.data) return <p role="alert" className="mx-auto max-w-xl p-8 text-red-800">{translate(errorMessage(profile.error))}</p>;

  const counts = {
    connections: connections.data?.length ?? 0,
    recommendations: recommendations.data?.length ?? 0,
    matches: matches.data?.length ?? 0,
    experiences: experiences.data?.length ?? 0,
  };

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr]">
      <div className="flex flex-col gap-6">
        <ProfileSidebar
          profile={profile.data}
          counts={counts}
          isEditing={isEditing}
          isSaving={update.isPending}
          formId={FORM_ID}
          onEdit={() => {
            setEditing(true);
            setTab('about');
          }}
          onShowMatches={() => setTab('matches')}
        />
        <DisplayCurrencyCard current={user.displayCurrency} />
      </div>
      <Card className="min-w-0">
        <CardContent className="pt-5">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('Profile sections')}>
              <TabsTrigger value="about">{t('About')}</TabsTrigger>
              <TabsTrigger value="experience">{t('Experience')}</TabsTrigger>
              <TabsTrigger value="recommendations">{t('Recommendations')}</TabsTrigger>
              <TabsTrigger value="network">{t('Network')}</TabsTrigger>
              <TabsTrigger value="matches">{t('AI suggestions')}</TabsTrigger>
            </TabsList>
            <TabsContent value="about">
              {isEditing ? (
                <Suspense fallback={<Spinner />}>
                  <ProfileForm
                    id={FORM_ID}
                    profile={profile.data}
                    onSubmit={(values) =>
                      update.mutate(values, {
                        onSuccess: () => {
                          toast({ title: toastMessages.success, description: toastMessages.profileUpdated });
                          setEditing(false);
                        },
                        onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
                      })
                    }
                  />
                </Suspense>
              ) : (
                <AboutView profile={profile.data} />
              )}
            </TabsContent>
            <TabsContent value="experience">
              <ExperienceSection experiences={experiences.data ?? []} />
            </TabsContent>
            <TabsContent value="recommendations">
              <RecommendationsSection
                recommendations={recommendations.data ?? []}
                requests={requests.data ?? []}
                connections={(connections.data ?? []).map((c) => ({ id: c.connectedUser.id, name: `${c.connectedUser.firstName} ${c.connectedUser.lastName}` }))}
              />
            </TabsContent>
            <TabsContent value="network">
              <MyNetwork />
            </TabsContent>
            <TabsContent value="matches">
              <MatchesList />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
