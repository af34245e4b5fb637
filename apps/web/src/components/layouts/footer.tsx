import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { BrandMark } from './brand';

const columns = [
  { title: 'Platform', links: ['Startups', 'Investors', 'Jobs', 'AI Insights'] },
  { title: 'Company', links: ['About', 'Careers', 'Press', 'Contact'] },
  { title: 'Legal', links: ['Privacy', 'Terms', 'Security'] },
] as const;

/** The spec's footer: links are placeholders with no target; the product is marked BETA. */
export function Footer() {
  const t = useT('common');
  return (
    <footer className="border-t border-stone-200 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2 text-white">
            <BrandMark />
            <span className="text-lg font-bold">{t('Baobab')}</span>
            <Badge variant="accent">BETA</Badge>
          </div>
          <p className="text-sm text-brand-200">{t('Where emerging-market startups meet global capital. A product of the Baobab Group.')}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{t(column.title)}</h2>
            <ul className="flex flex-col gap-2 text-sm text-brand-200">
              {column.links.map((link) => (
                <li key={link}>
                  <span>{t(link)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-xs text-brand-200">{t('© 2026 Baobab Group · BETA')}</div>
    </footer>
  );
}
