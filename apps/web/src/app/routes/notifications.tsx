import { useSearch } from 'wouter';
import { notificationKindLabels, notificationKinds, notificationMessages, type NotificationKind } from '@baobab/contracts/notifications-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { PreferencesForm } from '@/features/notifications/components/preferences-form';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** What an unsubscribe link from an e-mail lands on (?unsubscribed=kind or =invalid). */
function UnsubscribeNotice() {
  const t = useT('notifications');
  const value = new URLSearchParams(useSearch()).get('unsubscribed');
  if (!value) return null;
  const isKind = (notificationKinds as readonly string[]).includes(value);
  return (
    <p role="status" className={isKind ? 'rounded-lg bg-brand-50 p-3 text-sm text-brand-800' : 'rounded-lg bg-red-50 p-3 text-sm text-red-800'}>
      {isKind ? t('You will no longer receive these e-mails: {{kind}}.', { kind: t(notificationKindLabels[value as NotificationKind]) }) : t(notificationMessages.invalidToken)}
    </p>
  );
}

/** /notifications: the bell's list and the e-mail preferences. */
export default function NotificationsScreen({ user }: ScreenProps) {
  const t = useT('notifications');
  if (!user) {
    return (
      <>
        <div className="mx-auto max-w-3xl px-4 pt-6">
          <UnsubscribeNotice />
        </div>
        <SignInPrompt title={t(notificationMessages.title)} text={t('Sign in to see your notifications.')} />
      </>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight">{t(notificationMessages.title)}</h1>
        <UnsubscribeNotice />
        <NotificationList />
      </div>
      <div className="lg:pt-14">
        <PreferencesForm />
      </div>
    </div>
  );
}
