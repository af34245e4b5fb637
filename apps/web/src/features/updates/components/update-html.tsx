import { cn } from '@/lib/cn';

/**
 * Type for the HTML the server rendered from an update's Markdown. The server is the only place
 * Markdown becomes HTML, and it sanitises it to headings, lists, links, emphasis, code and quotes
 * (apps/server/src/modules/updates/markdown.ts), so it is inserted as given.
 */
const prose = cn(
  'break-words text-stone-800 leading-relaxed',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_em]:italic',
  '[&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-stone-300 [&_blockquote]:ps-4 [&_blockquote]:text-stone-600',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-4 [&_hr]:border-stone-200 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
);

export function UpdateHtml({ html, className }: { html: string; className?: string }) {
  // What the founder wrote, laid out in its own direction (decision 0062).
  return <div dir="auto" className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

// Tailwind finds classes by their full text, so each count's class is written out.
const columns: Record<number, string> = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' };

/** The update's text and its highlights, lowlights and asks, each under its heading when it has any. */
export function UpdateSections({ update, labels }: { update: { bodyHtml: string; highlightsHtml: string; lowlightsHtml: string; asksHtml: string }; labels: { highlights: string; lowlights: string; asks: string } }) {
  const sections = [
    { id: 'highlights', heading: labels.highlights, html: update.highlightsHtml, tone: 'border-brand-200 bg-brand-50' },
    { id: 'lowlights', heading: labels.lowlights, html: update.lowlightsHtml, tone: 'border-amber-200 bg-amber-50' },
    { id: 'asks', heading: labels.asks, html: update.asksHtml, tone: 'border-stone-200 bg-stone-50' },
  ].filter((section) => section.html);
  return (
    <div className="flex flex-col gap-5">
      {update.bodyHtml ? <UpdateHtml html={update.bodyHtml} /> : null}
      {sections.length ? (
        <div className={cn('grid gap-3', columns[sections.length])}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`update-${section.id}`} className={cn('rounded-xl border p-4', section.tone)}>
              <h2 id={`update-${section.id}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">
                {section.heading}
              </h2>
              <UpdateHtml html={section.html} className="text-sm" />
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
