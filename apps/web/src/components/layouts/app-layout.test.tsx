import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/features/preferences/components/language-switch';
import { applyLocale, getLocale } from '@/lib/i18n/locale';
import arabicCommon from '@baobab/i18n/ar/common';
import { renderWithApp, testUser } from '@/test/render';
import { AppLayout } from './app-layout';

afterEach(() => applyLocale('en'));

function renderShell(user = testUser()) {
  return renderWithApp(
    <AppLayout user={user} languageSwitch={<LanguageSwitch isSignedIn={user !== null} />}>
      <p>screen</p>
    </AppLayout>,
    { routes: { 'PUT /api/account/preferences': (call: { body: unknown }) => ({ locale: null, displayCurrency: null, ...(call.body as object) }) } },
  );
}

describe('the shell in three languages', () => {
  it('names each language by its visible code, then in its own words (WCAG 2.5.3)', async () => {
    renderShell();
    expect(screen.getByRole('option', { name: 'EN, English' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'FR, Français' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'AR, العربية' })).toBeTruthy();
  });

  it('switches to Arabic right to left, and back', async () => {
    const view = renderShell();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });

    expect(await screen.findByRole('link', { name: arabicCommon['Sign Out'] })).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await waitFor(() => expect(view.fetch.callsTo('PUT /api/account/preferences').map((c) => c.body)).toEqual([{ locale: 'ar' }]));

    fireEvent.change(screen.getByLabelText(arabicCommon['Language']), { target: { value: 'en' } });
    expect(await screen.findByRole('link', { name: 'Sign Out' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to French at once and saves the choice on the account', async () => {
    const view = renderShell();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });

    expect(await screen.findByRole('link', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeTruthy();
    expect(screen.getByText('Plateforme')).toBeTruthy();
    expect(getLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(view.fetch.callsTo('PUT /api/account/preferences').map((c) => c.body)).toEqual([{ locale: 'fr' }]));
  });

  it('remembers a visitor\'s choice on the device only', async () => {
    const view = renderWithApp(
      <AppLayout user={null} languageSwitch={<LanguageSwitch isSignedIn={false} />}>
        <p>screen</p>
      </AppLayout>,
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(await screen.findByRole('link', { name: "S'inscrire" })).toBeTruthy();
    expect(localStorage.getItem('baobab.locale')).toBe('fr');
    expect(view.fetch.calls).toEqual([]);
  });
});
