import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataRoomGrant } from '@baobab/contracts/data-rooms';
import { applyLocale } from '@/lib/i18n/locale';
import { json, renderWithApp } from '@/test/render';
import { GrantsPanel } from './grants-panel';

afterEach(() => applyLocale('en'));

const grant = (id: number, email: string, fields: Partial<DataRoomGrant>): DataRoomGrant => ({
  id, grantee: { id: null, name: null, email }, organisation: null, folder: null, permission: 'view', expiresAt: null, revokedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z', isActive: true, ...fields,
});
// Revoked after its end date passed: still 'Revoked' (grantStatusOf).
const grants = [
  grant(1, 'open@example.com', { permission: 'download' }),
  grant(2, 'revoked@example.com', { revokedAt: '2026-03-05T10:00:00.000Z', expiresAt: '2026-03-04T10:00:00.000Z', isActive: false }),
  grant(3, 'expired@example.com', { expiresAt: '2026-03-04T10:00:00.000Z', isActive: false }),
];

async function rows(locale: 'en' | 'fr' | 'ar') {
  applyLocale(locale);
  await act(async () => {
    renderWithApp(<GrantsPanel roomId={4} folders={[]} />, {
      routes: { 'GET /api/data-rooms/:id/grants': () => json(grants), 'GET /api/users/connections': () => json([]), 'GET /api/startup-access/organisations': () => json([]) },
    });
  });
  const open = (await screen.findByText('open@example.com')).closest('li')!;
  return { open, revoked: screen.getByText('revoked@example.com').closest('li')!, expired: screen.getByText('expired@example.com').closest('li')! };
}

describe("a room's grants", () => {
  it('say each permission and how an ended grant ended, through their maps', async () => {
    const { open, revoked, expired } = await rows('en');
    expect(open.textContent).toContain('View and download');
    expect(within(open).getByRole('button', { name: 'Revoke access for open@example.com' })).toBeTruthy();
    expect(revoked.textContent).toContain('View only');
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(screen.getByLabelText('Permission')).getAllByRole('option').map((o) => o.textContent)).toEqual(['View only', 'View and download']);
  });

  it('in French', async () => {
    const { open, revoked, expired } = await rows('fr');
    expect(open.textContent).toContain('Lecture et téléchargement');
    expect(revoked.textContent).toContain('Lecture seule');
    expect(within(revoked).getByText('Révoqué')).toBeTruthy();
    expect(within(expired).getByText('Expiré')).toBeTruthy();
  });

  it('in Arabic', async () => {
    const { open, revoked, expired } = await rows('ar');
    expect(open.textContent).toContain('عرض وتنزيل');
    expect(within(revoked).getByText('أُلغي الوصول')).toBeTruthy();
    expect(within(expired).getByText('منتهي الصلاحية')).toBeTruthy();
  });
});
