import type { ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { localeDirections } from '@baobab/i18n/locales';
import { useLocale } from '@/lib/i18n/locale';

/**
 * Radix's widgets (tabs, menus, radio groups) take their direction from this provider, not from the page: without it
 * they set dir="ltr" on themselves and lay out, and answer arrow keys, left to right inside an Arabic page.
 */
export function LocaleDirection({ children }: { children: ReactNode }) {
  return <Direction.DirectionProvider dir={localeDirections[useLocale()]}>{children}</Direction.DirectionProvider>;
}
