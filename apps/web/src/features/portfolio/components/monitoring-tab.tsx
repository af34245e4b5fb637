import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { BellRing, CheckCircle2, LineChart } from 'lucide-react';
import { monitoringMessages } from '@baobab/contracts/portfolio-monitoring-texts';
import { alertSettingsSchema, type AlertSettings, type PortfolioMonitoring } from '@baobab/contracts/portfolio-monitoring';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { usePortfolioServerText } from './server-text';
import { usePortfolioMonitoring, useUpdateAlertSettings } from '../api/get-monitoring';
import { MonitoringTable } from './monitoring-table';
import { UserText } from '@/components/ui/user-text';

const asNumber = { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) };

function AlertSettingsForm({ settings }: { settings: AlertSettings }) {
  const t = useT('portfolio');
  const save = useUpdateAlertSettings();
  const form = useForm<AlertSettings>({ resolver: zodResolver(alertSettingsSchema), defaultValues: settings });
  const { errors } = form.formState;
  useEffect(() => form.reset(settings), [form, settings]);
  const fields = { runwayMonths: form.register('runwayMonths', asNumber), staleUpdateMonths: form.register('staleUpdateMonths', asNumber) };
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => toast({ title: monitoringMessages.settingsSaved }),
          onError: (error) => toast({ title: 'Could not save the thresholds', description: errorMessage(error), variant: 'destructive' }),
        }),
      )}
    >
      <FormField id="alert-runway" label={t(monitoringMessages.runwayLabel)} error={errors.runwayMonths?.message}>
        <Input id="alert-runway" type="number" inputMode="numeric" min={1} max={36} aria-invalid={!!errors.runwayMonths} {...fields.runwayMonths} />
      </FormField>
      <FormField id="alert-stale" label={t(monitoringMessages.staleLabel)} error={errors.staleUpdateMonths?.message}>
        <Input id="alert-stale" type="number" inputMode="numeric" min={1} max={24} aria-invalid={!!errors.staleUpdateMonths} {...fields.staleUpdateMonths} />
      </FormField>
      <Button type="submit" size="sm" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save thresholds')}
      </Button>
    </form>
  );
}

function AlertList({ companies }: { companies: PortfolioMonitoring['companies'] }) {
  const t = useT('portfolio');
  const serverText = usePortfolioServerText();
  const alerts = companies.flatMap((c) => c.alerts.map((alert) => ({ company: c.startup, alert })));
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" /> {t(monitoringMessages.noAlerts)}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {alerts.map(({ company, alert }) => (
        <li key={`${company.id}-${alert.kind}`} className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-red-900">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Link href={`/portfolio/company/${company.id}`} className="font-semibold hover:underline">
              <UserText>{company.name}</UserText>
            </Link>
            {t(': {{message}}', { message: serverText(alert.message) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The portfolio's Monitoring tab: alerts, the investor's thresholds, and the sortable table of latest figures. */
export function MonitoringTab() {
  const t = useT('portfolio');
  const monitoring = usePortfolioMonitoring();
  if (monitoring.isLoading || !monitoring.data) return <Spinner />;
  const { companies, settings } = monitoring.data;
  if (companies.length === 0) return <EmptyState icon={LineChart} title={t(monitoringMessages.empty)} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t(monitoringMessages.hint)}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t(monitoringMessages.alertsTitle)}</CardTitle>
          </CardHeader>
          <CardContent>
            <AlertList companies={companies} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t(monitoringMessages.settingsTitle)}</CardTitle>

          </CardHeader>
          <CardContent>
            <AlertSettingsForm settings={settings} />
          </CardContent>
        </Card>
      </div>
      <MonitoringTable companies={companies} />
    </div>
  );
}
