import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { json, renderWithApp, testUser } from '@/test/render';
import Onboarding from './onboarding';

afterEach(() => applyLocale('en'));

describe("onboarding's second step", () => {
  it.each([
    ['en', 0, 'Continue', 'Your founder profile'],
    ['en', 1, 'Continue', 'Your investor profile'],
    ['fr', 1, 'Continuer', 'Votre profil investisseur'],
    ['ar', 0, 'متابعة', 'ملفك كمؤسس'],
  ] as const)('is headed in %s by the role chosen (radio %i)', async (locale, radio, next, heading) => {
    applyLocale(locale);
    await act(async () => {
      renderWithApp(<Onboarding user={testUser()} params={{}} />, { routes: { 'GET /api/onboarding': () => json({ userType: null, founder: null, investor: null }) } });
    });
    fireEvent.click(within(await screen.findByRole('radiogroup')).getAllByRole('radio')[radio]!);
    fireEvent.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
