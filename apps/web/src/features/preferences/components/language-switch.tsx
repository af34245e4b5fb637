import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { localeNames, locales, isLocale } from '@baobab/i18n/locales';
import { applyLocale, useLocale } from '@/lib/i18n/locale';
import { preloadLanguage, useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';

/**
 * The shell's language choice: each language in its own name. The choice applies at once, is
 * remembered on this device, and on the account when signed in (e-mails follow it).
 */
export function LanguageSwitch({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useT('common');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    // What the next language's screens need is fetched first, so the page does not blank while it loads.
    await preloadLanguage(value);
    applyLocale(value);
    if (!isSignedIn) return;
    try {
      const { savePreferences } = await import('../api/update-preferences');
      await savePreferences(queryClient, { locale: value });
    } catch {
      toast({ title: t('Your language is not saved on your account yet'), variant: 'destructive' });
    }
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {locales.map((code) => (
          // A short code keeps the bar within a laptop's width in French; assistive technology hears the code
          // and then the language's own name (the visible text starts the spoken name: WCAG 2.5.3, label in name).
          <option key={code} value={code} lang={code} aria-label={`${code.toUpperCase()}, ${localeNames[code]}`}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </>
  );
}
