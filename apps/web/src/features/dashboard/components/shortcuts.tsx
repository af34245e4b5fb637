import { Link } from 'wouter';
import { BarChart3, Bell, Briefcase, Calculator, FolderLock, KanbanSquare, LineChart, MessageSquare, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { userMenuGroups } from '@baobab/contracts/navigation';
import type { UserType } from '@baobab/contracts/enums';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';

const icons: Record<string, LucideIcon> = {
  '/network': Users,
  '/messages': MessageSquare,
  '/notifications': Bell,
  '/financial-tools': Calculator,
  '/company-metrics': LineChart,
  '/data-rooms': FolderLock,
  '/analytics': BarChart3,
  '/ai-insights': Sparkles,
  '/portfolio': Briefcase,
  '/portfolio/deal-flow': KanbanSquare,
};

/**
 * The dashboard's way into every workspace screen: the user menu's People and Tools,
 * one click from the first screen a signed-in person sees.
 */
export function Shortcuts({ role }: { role: UserType }) {
  const t = useT('dashboard');
  const shell = useT('common');
  const items = userMenuGroups(role)
    .filter((group) => group.label !== 'You')
    .flatMap((group) => group.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Go to')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={t('Shortcuts')} className="grid grid-cols-2 gap-2">
          {items.map((item) => {
            const Icon = icons[item.href] ?? Sparkles;
            return (
              <li key={item.href}>
                <Link href={item.href} className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm font-medium text-stone-800 hover:border-brand-200 hover:bg-brand-50">
                  <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="truncate">{shell(item.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
