import { toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiRequestError } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useSaveStartup } from '../api/startups';
import { StartupForm } from './startup-form';

/** The server's message when it sent one; otherwise the spec's fallback text. */
const failureText = (error: unknown) => (error instanceof ApiRequestError && error.body ? error.serverMessage : toastMessages.startupCreateFailed);

/** The dashboard's full-page 'Create Your Startup Profile' mode (the spec's dashboard). */
export function CreateStartupPanel({ onClose }: { onClose: () => void }) {
  const t = useT('startups');
  const save = useSaveStartup();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Create Your Startup Profile')}</h1>
          <p className="mt-1 text-stone-600">{t('Investors see this profile in the directory. Every field can be edited later.')}</p>
        </div>
        <Button variant="outline" onClick={onClose}>
          {t('Back to dashboard')}
        </Button>
      </div>
      <Card>
        <CardContent className="pt-5">
          <StartupForm
            pending={save.isPending}
            submitLabel={t('Create Startup Profile')}
            onSubmit={(values) =>
              save.mutate(values, {
                onSuccess: () => {
                  toast({ title: toastMessages.startupCreatedTitle, description: toastMessages.startupCreatedDescription });
                  onClose();
                },
                onError: (error) => toast({ title: toastMessages.error, description: failureText(error), variant: 'destructive' }),
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
