import { notificationKindLabels, notificationMessages } from '@baobab/contracts/notifications-texts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { usePreferences, useUpdatePreferences } from '../api/notifications';

/** One switch per kind of e-mail; in-app notifications always arrive. */
export function PreferencesForm() {
  const t = useT('notifications');
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(notificationMessages.preferencesTitle)}</CardTitle>
      </CardHeader>
      <CardContent>
        {preferences.isLoading ? (
          <Spinner label={t('Loading preferences')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {(preferences.data ?? []).map((p) => (
              <li key={p.kind} className="flex items-center justify-between gap-3">
                <Label htmlFor={'email-' + p.kind}>{t(notificationKindLabels[p.kind])}</Label>
                <Switch
                  id={'email-' + p.kind}
                  checked={p.email}
                  disabled={update.isPending}
                  onCheckedChange={(email) =>
                    update.mutate(
                      { preferences: [{ kind: p.kind, email }] },
                      {
                        onSuccess: () => toast({ title: notificationMessages.preferencesSaved }),
                        onError: (error) => toast({ title: t('Error'), description: errorMessage(error), variant: 'destructive' }),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
