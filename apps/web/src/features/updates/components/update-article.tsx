import type { ReactNode } from 'react';
import { updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateFigure } from '@baobab/contracts/updates';
import { FactLine } from '@/components/ui/fact-line';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFigureFormat } from './figure-format';
import { FiguresPanel } from './figures-panel';
import { UpdateSections } from './update-html';

export type ArticleUpdate = {
  title: string;
  period: string;
  sentAt: string | null;
  startup: { name: string; logoUrl: string | null };
  author?: { name: string };
  figures: UpdateFigure[];
  bodyHtml: string;
  highlightsHtml: string;
  lowlightsHtml: string;
  asksHtml: string;
};

/** An update as its readers see it: who sent it for which month, its figures and charts, then its text and sections. */
export function UpdateArticle({ update, badge }: { update: ArticleUpdate; badge?: ReactNode }) {
  const t = useT('updates');
  const { period: formatPeriod } = useFigureFormat();
  return (
    <article aria-labelledby="update-title" className="flex min-w-0 flex-col gap-6">
      <header className="flex items-start gap-3 sm:gap-4">
        <StartupLogo name={update.startup.name} logoUrl={update.startup.logoUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
            <span className="font-medium text-stone-800">{t('From {{startup}}', { startup: update.startup.name })}</span>
            {/* eslint-disable-next-line words/fact-line -- flex items, each its own box: the row lays them out in the page's direction, and the dot is hidden from screen readers */}
            <span aria-hidden="true">·</span>
            <span>{formatPeriod(update.period)}</span>
            {badge}
          </p>
          <h1 dir="auto" id="update-title" className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
            {update.title}
          </h1>
          <p className="text-xs text-stone-500">
            <FactLine facts={[update.author?.name, update.sentAt ? <time dateTime={update.sentAt}>{formatDate(update.sentAt)}</time> : t(m.draft)]} />
          </p>
        </div>
      </header>
      <FiguresPanel figures={update.figures} />
      <UpdateSections update={update} labels={{ highlights: t(m.highlightsLabel), lowlights: t(m.lowlightsLabel), asks: t(m.asksLabel) }} />
    </article>
  );
}
