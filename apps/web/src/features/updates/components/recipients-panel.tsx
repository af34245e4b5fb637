import { Eye, EyeOff } from 'lucide-react';
import { recipientReasonLabels, updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateRecipient } from '@baobab/contracts/updates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** The founder's view of who received the update, why, and who opened it when. */
export function RecipientsPanel({ recipients }: { recipients: UpdateRecipient[] }) {
  const t = useT('updates');
  const opened = recipients.filter((r) => r.openedAt).length;
  return (
    <Card>
      <CardHeader layout="row">
        <CardTitle>{t(m.recipientsTitle)}</CardTitle>
        <span className="text-sm text-stone-600">{t('Opened by {{opened}} of {{total}}', { opened, total: recipients.length })}</span>
      </CardHeader>
      <CardContent>
        <ul aria-label={t(m.recipientsTitle)} className="divide-y divide-stone-200">
          {recipients.map((recipient) => (
            <li key={recipient.person.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <span dir="auto" className="block break-words font-medium">{recipient.person.name}</span>
                <span className="text-xs text-stone-500">
                  <FactLine facts={[t(recipientReasonLabels[recipient.reason]), recipient.replyCount ? t('{{count}} replies', { count: recipient.replyCount }) : null]} />
                </span>
              </span>
              {recipient.openedAt ? (
                <span className="inline-flex items-center gap-1 text-sm text-brand-700">
                  <Eye className="size-4" aria-hidden="true" /> {t('Opened {{when}}', { when: formatDate(recipient.openedAt) })}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm text-stone-500">
                  <EyeOff className="size-4" aria-hidden="true" /> {t(m.notOpened)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
