import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinancialsShare } from '@baobab/contracts/startup-access';
import { applyLocale } from '@/lib/i18n/locale';
import { json, renderWithApp } from '@/test/render';
import { FinancialsSharing } from './financials-sharing';

afterEach(() => applyLocale('en'));

const share = (id: number, name: string, fields: Partial<FinancialsShare>): FinancialsShare => ({
  id, grantee: { id: `u${id}`, name }, organisation: null, scopes: ['financial_model'], permission: 'view', expiresAt: null, revokedAt: null,
  status: 'active', createdAt: '2026-03-01T10:00:00.000Z', ...fields,
});
const shares = [
  share(1, 'Awa Diop', {}),
  share(2, 'Kofi Mensah', { status: 'revoked', revokedAt: '2026-03-05T10:00:00.000Z' }),
  share(3, 'Fatou Sall', { status: 'expired', expiresAt: '2026-03-04T10:00:00.000Z' }),
];

async function rowOf(locale: 'en' | 'fr' | 'ar', name: string) {
  applyLocale(locale);
  await act(async () => {
    renderWithApp(<FinancialsSharing startupId={7} />, { routes: { 'GET /api/startups/:id/financial-shares': () => json(shares) } });
  });
  return (await screen.findByText(name)).closest('li')!;
}

describe('who sees the financials', () => {
  it.each([
    ['en', 'Revoked', 'Expired'],
    ['fr', 'Révoqué', 'Expiré'],
    ['ar', 'أُلغي الوصول', 'منتهي الصلاحية'],
  ] as const)('says in %s how an ended share ended', async (locale, revoked, expired) => {
    expect((await rowOf(locale, 'Kofi Mensah')).textContent).toContain(revoked);
    expect(screen.getByText('Fatou Sall').closest('li')!.textContent).toContain(expired);
    expect(screen.getByText('Awa Diop').closest('li')!.querySelector('button')).toBeTruthy();
  });
});
