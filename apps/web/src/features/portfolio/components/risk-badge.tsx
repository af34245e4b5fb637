import type { RiskLevel } from '@baobab/contracts/portfolio-texts';
import { Badge } from '@/components/ui/badge';
import { useT, type Key } from '@/lib/i18n/use-t';

const riskLabels: Record<RiskLevel, Key<'portfolio'>> = { Low: 'Low risk', Medium: 'Medium risk', High: 'High risk' };

/** The spec's Portfolio screen: Low and Medium have their own styles; anything else is styled as high risk. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const t = useT('portfolio');
  const variant = level === 'Low' ? 'default' : level === 'Medium' ? 'accent' : 'destructive';
  return <Badge variant={variant}>{t(riskLabels[level])}</Badge>;
}
