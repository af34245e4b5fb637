import { useId } from 'react';
import { Copy } from 'lucide-react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';
import { useSetPublic } from '../api/change-update';

/** The sent update's public link: off unless the founder turns it on; turning it off ends the link for good. */
export function PublicLinkPanel({ updateId, isPublic, publicToken }: { updateId: number; isPublic: boolean; publicToken: string | null }) {
  const t = useT('updates');
  const setPublic = useSetPublic(updateId);
  const switchId = useId();
  const linkId = useId();
  const url = publicToken ? `${window.location.origin}/updates/public/${publicToken}` : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.publicLinkTitle)}</CardTitle>
        <CardDescription>{isPublic ? t(m.publicLinkOn) : t(m.publicLinkOff)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={isPublic}
            disabled={setPublic.isPending}
            onCheckedChange={(checked) =>
              setPublic.mutate(checked, { onError: (e) => toast({ title: t('Could not change the link'), description: errorMessage(e), variant: 'destructive' }) })
            }
          />
          <label htmlFor={switchId} className="text-sm font-medium">
            {t(m.publicLinkSwitch)}
          </label>
        </div>
        {isPublic && url ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={linkId} className="sr-only">
              {t(m.publicLinkTitle)}
            </label>
            <Input id={linkId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              type="button"
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => toast({ title: m.publicLinkCopied }))}
            >
              <Copy aria-hidden="true" /> {t(m.copyLink)}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
