import type { RiskLevel } from '@baobab/contracts/portfolio';
import { Badge } from '@/components/ui/badge';

/** The spec's Portfolio screen: Low and Medium have their own styles; anything else is styled as high risk. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const variant = level === 'Low' ? 'default' : level === 'Medium' ? 'accent' : 'destructive';
  return <Badge variant={variant}>{level} risk</Badge>;
}
