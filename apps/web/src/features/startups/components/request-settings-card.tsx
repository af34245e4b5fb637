import { ShieldCheck } from 'lucide-react';
import { startupTrustMessages as m } from '@baobab/contracts/startup-trust-texts';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useSaveRequestSettings } from '../api/request-settings';

/** The owner's control on their startup page: accept intro and data-room requests from verified investors only. */
export function RequestSettingsCard({ startupId, verifiedInvestorsOnly }: { startupId: number; verifiedInvestorsOnly: boolean }) {
  const t = useT('startups');
  const save = useSaveRequestSettings(startupId);
  // Shows the choice at once; the page's own data catches up when the save returns.
  const checked = save.isPending && save.variables ? save.variables.verifiedInvestorsOnly : verifiedInvestorsOnly;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" /> {t(m.settingsTitle)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-4">
          <label htmlFor="verified-investors-only" className="text-sm font-medium">
            {t(m.verifiedOnlyLabel)}
          </label>
          <Switch
            id="verified-investors-only"
            checked={checked}
            disabled={save.isPending}
            aria-describedby="verified-investors-only-hint"
            onCheckedChange={(next) =>
              save.mutate(
                { verifiedInvestorsOnly: next },
                {
                  onSuccess: () => toast({ title: toastMessages.success, description: next ? m.verifiedOnlyOn : m.verifiedOnlyOff }),
                  onError: (error) => toast({ title: m.settingsFailed, description: errorMessage(error), variant: 'destructive' }),
                },
              )
            }
          />
        </div>
        <p id="verified-investors-only-hint" className="text-xs text-stone-600">
          {t(m.verifiedOnlyHint)}
        </p>
      </CardContent>
    </Card>
  );
}
