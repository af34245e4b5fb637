import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import type { StartupSummary } from '@baobab/contracts/startups';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { StartupLogo } from '@/components/ui/startup-logo';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { vocabularyLabel } from '@baobab/contracts/enums';

/** A founder's own startups on the dashboard, or the invitation to create the first one. */
export function MyStartups({ startups, onCreate }: { startups: StartupSummary[]; onCreate: () => void }) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Your startups')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {startups.length === 0 ? (
          <p className="text-sm text-stone-600">{t('You have no startup profile yet. Investors find you through it.')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {startups.map((s) => (
              <li key={s.id}>
                <Link href={`/startups/${s.id}`} className="flex items-center gap-3 rounded-lg p-2 hover:bg-stone-50">
                  <StartupLogo name={s.name} logoUrl={s.logoUrl} size="lg" />
                  <span className="min-w-0 flex-1">
                    <span dir="auto" className="block truncate font-medium">{s.name}</span>
                    <span className="text-sm text-stone-600">
                      <FactLine facts={[translate(vocabularyLabel(s.sector)), translate(vocabularyLabel(s.fundingStage))]} />
                    </span>
                  </span>
                  {s.score !== null ? <span className="text-sm font-semibold text-brand-800">{s.score}/100</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button variant={startups.length ? 'outline' : 'default'} className="self-start" onClick={onCreate}>
          <Plus /> {t('Create Your Startup Profile')}
        </Button>
      </CardContent>
    </Card>
  );
}
