import { Link } from 'wouter';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePublicUpdate } from '@/features/updates/api/get-updates';
import { UpdateArticle } from '@/features/updates/components/update-article';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** /updates/public/:token: a sent update whose founder turned its public link on; no account needed. */
export default function PublicUpdateScreen({ params }: ScreenProps) {
  const t = useT('updates');
  const update = usePublicUpdate(params.token ?? '');
  if (update.isLoading) return <Spinner className="mx-auto my-24 block size-8" />;
  if (!update.data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('Update not available')}</h1>
        <p className="text-stone-600">{t(m.publicNotFound)}</p>
        <Button asChild variant="outline">
          <Link href="/">{t('Baobab home')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card>
        <CardContent inset="alone">
          <UpdateArticle update={update.data} badge={<Badge variant="outline">{t(m.publicBadge)}</Badge>} />
        </CardContent>
      </Card>
    </div>
  );
}
