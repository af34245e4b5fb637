import {
  notificationDeliveryLabels,
  notificationFrequencies,
  notificationKindLabels,
  notificationKindsWithoutDigest,
  notificationMessages,
  type NotificationFrequency,
  type NotificationKind,
} from '@baobab/contracts/notifications-texts';
import type { NotificationPreference } from '@baobab/contracts/notifications';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { usePreferences, useUpdatePreferences } from '../api/notifications';

type Delivery = NotificationFrequency | 'off';

const deliveryOf = (p: NotificationPreference): Delivery => (p.email ? p.frequency : 'off');

/** The choices a kind offers: an investor update's e-mail is the update itself, so it comes at once or not at all. */
const choicesFor = (kind: NotificationKind): Delivery[] =>
  (notificationKindsWithoutDigest as readonly NotificationKind[]).includes(kind) ? ['immediate', 'off'] : [...notificationFrequencies, 'off'];

/**
 * One choice per kind of e-mail, under the kind's label (decision 0064): at once, a daily or weekly digest, or off.
 * Off keeps the chosen frequency, so turning e-mails back on brings the digest back. In-app notifications always arrive.
 * Each label sits above its choice at every width: on a desktop the card is a narrow column beside the list.
 */
export function PreferencesForm() {
  const t = useT('notifications');
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const choose = (p: NotificationPreference, delivery: Delivery) =>
    update.mutate(
      { preferences: [delivery === 'off' ? { kind: p.kind, email: false } : { kind: p.kind, email: true, frequency: delivery }] },
      {
        onSuccess: () => toast({ title: notificationMessages.preferencesSaved }),
        onError: (error) => toast({ title: t('Error'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(notificationMessages.preferencesTitle)}</CardTitle>
        <p className="text-sm text-stone-600">{t(notificationMessages.preferencesHint)}</p>
      </CardHeader>
      <CardContent>
        {preferences.isLoading ? (
          <Spinner label={t('Loading preferences')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {(preferences.data ?? []).map((p) => (
              <li key={p.kind} className="flex flex-col gap-1.5">
                <Label htmlFor={'email-' + p.kind}>{t(notificationKindLabels[p.kind])}</Label>
                <NativeSelect id={'email-' + p.kind} className="w-full" value={deliveryOf(p)} disabled={update.isPending} onChange={(event) => choose(p, event.target.value as Delivery)}>
                  {choicesFor(p.kind).map((choice) => (
                    <option key={choice} value={choice}>
                      {t(notificationDeliveryLabels[choice])}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
