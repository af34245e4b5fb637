import { useId, useState } from 'react';
import { moderationMessages, moderationTemplates } from '@baobab/contracts/moderation-texts';
import type { ModeratedAccount, ReportedAccount } from '@baobab/contracts/moderation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAccountAction, useAccountSearch, useModeratedAccount, useUnhideContent } from '../api/moderation';
import { AccountSummary } from './account-summary';
import { ActionForm, type ActionChoice } from './action-form';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

const label = (value: string) => ({ value, label: moderationMessages.actionLabels[value] ?? value });
const hideables = ['profile', 'startup', 'job', 'message'] as const;
type Hideable = (typeof hideables)[number];

/** The account actions its status allows, and unhiding of each piece of its content still hidden. */
function choicesFor(account: ModeratedAccount): ActionChoice[] {
  const choices = [label('warn')];
  if (!account.isAdmin && account.status === 'active') choices.push(label('suspend'));
  if (!account.isAdmin && account.status !== 'banned') choices.push(label('ban'));
  if (account.status === 'suspended') choices.push(label('unsuspend'));
  if (account.status === 'banned') choices.push(label('unban'));
  for (const entry of account.history) {
    if (entry.action === 'hide' && !entry.reversedAt && entry.targetType && entry.targetId) {
      choices.push({ value: 'unhide:' + entry.targetType + ':' + entry.targetId, label: moderationMessages.unhide + ': ' + entry.targetType + ' ' + entry.targetId });
    }
  }
  return choices;
}

function AccountDetail({ userId }: { userId: string }) {
  const t = useT('moderation');
  const translate = useTranslateMessage();
  const account = useModeratedAccount(userId);
  const act = useAccountAction();
  const unhide = useUnhideContent();
  if (account.isLoading) return <Spinner className="mx-auto my-6 block" label={t('Loading account')} />;
  if (account.isError || !account.data) return <p role="alert" className="text-sm text-red-800">{errorMessage(account.error)}</p>;
  const a = account.data;

  const apply = (choice: string, reason: string) => {
    if (choice.startsWith('unhide:')) {
      const [, targetType, targetId] = choice.split(':');
      if (hideables.includes(targetType as Hideable)) return unhide.mutateAsync({ targetType: targetType as Hideable, targetId: targetId!, reason });
    }
    return act.mutateAsync({ userId, action: choice as 'warn' | 'suspend' | 'ban' | 'unsuspend' | 'unban', reason });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="sr-only"><UserText>{a.name}</UserText></CardTitle>
        <AccountSummary account={a} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ActionForm choices={choicesFor(a)} onApply={apply} isPending={act.isPending || unhide.isPending} />
        <section aria-label={t(moderationMessages.historyTitle)} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-stone-900">{t(moderationMessages.historyTitle)}</h3>
          {a.history.length === 0 ? (
            <p className="text-sm text-stone-500">{t(moderationMessages.historyEmpty)}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {a.history.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                  <p className="font-medium text-stone-900">
                    <FactLine
                      facts={[translate(moderationMessages.actionLabels[entry.action] ?? entry.action), entry.targetType ? `${entry.targetType} ${entry.targetId}` : null]}
                    />
                  </p>
                  <p className="text-stone-600">
                    <FactLine facts={[formatDate(entry.createdAt), entry.admin]} />
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{entry.reason}</p>
                  {entry.reversedAt ? (
                    <p className="mt-1 text-stone-600">
                      {t(moderationMessages.reversed)} {formatDate(entry.reversedAt)}: {entry.reverseReason}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** The admin console's Accounts tab: find an account by name or e-mail, see its status and history, act. */
export function AccountModeration() {
  const t = useT('moderation');
  const id = useId();
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const query = useDebouncedValue(q.trim());
  const results = useAccountSearch(query);
  const items: ReportedAccount[] = query.length >= 2 ? (results.data?.items ?? []) : [];

  return (
    <section aria-label={t(moderationMessages.accountsTitle)} className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t(moderationMessages.accountsTitle)}</h2>
      <FormField id={`${id}-q`} label={t(moderationMessages.accountSearchLabel)} hint={t(moderationMessages.accountSearchHint)}>
        <Input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
      </FormField>
      {query.length >= 2 && results.isSuccess && items.length === 0 ? <p className="text-sm text-stone-500">{t(moderationMessages.accountSearchEmpty)}</p> : null}
      {items.length ? (
        <ul aria-label={t('Accounts found')} className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {items.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                onClick={() => setSelected(account.id)}
                aria-pressed={selected === account.id}
                aria-label={t(moderationTemplates.selectAccount, { name: account.name || account.email })}
                className={cn('w-full px-3 py-2 text-start hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600', selected === account.id && 'bg-brand-50')}
              >
                <AccountSummary account={account} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {selected ? <AccountDetail userId={selected} /> : null}
    </section>
  );
}
