import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessRequest } from '@baobab/contracts/data-rooms';
import { applyLocale } from '@/lib/i18n/locale';
import { json, renderWithApp } from '@/test/render';
import { AccessRequestsPanel } from './access-requests-panel';

afterEach(() => applyLocale('en'));

const requester = (name: string, email: string) => ({ id: email, name, email, isVerifiedInvestor: false });
const requests: AccessRequest[] = [
  { id: 1, requester: requester('Awa Diop', 'awa@example.com'), message: null, status: 'approved', createdAt: '2026-03-01T10:00:00.000Z', decidedAt: '2026-03-02T10:00:00.000Z' },
  { id: 2, requester: requester('سارة الأحمد', 'sara@example.com'), message: null, status: 'declined', createdAt: '2026-03-01T10:00:00.000Z', decidedAt: '2026-03-03T10:00:00.000Z' },
];

async function answered(locale: 'en' | 'fr' | 'ar') {
  applyLocale(locale);
  await act(async () => {
    renderWithApp(<AccessRequestsPanel roomId={4} folders={[]} />, { routes: { 'GET /api/data-rooms/:id/access-requests': () => json(requests) } });
  });
  return within(await screen.findByRole('list', { name: /Answered requests|Demandes traitées|الطلبات التي تم الرد عليها/ })).getAllByRole('listitem');
}

describe('answered access requests', () => {
  it('read as one sentence, the requester isolated as written', async () => {
    const [approved, declined] = await answered('en');
    expect(approved!.textContent).toBe('Awa Diop (awa@example.com) · approved on Mar 2, 2026');
    expect(declined!.textContent).toBe('سارة الأحمد (sara@example.com) · declined on Mar 3, 2026');
    const person = within(declined!).getByText('سارة الأحمد (sara@example.com)');
    expect(person.getAttribute('dir')).toBe('auto');
  });

  it('in French, with the status word of its catalog', async () => {
    const [approvedFr, declinedFr] = await answered('fr');
    expect(approvedFr!.textContent).toMatch(/^Awa Diop \(awa@example\.com\) · acceptée le 2 mars 2026$/);
    expect(declinedFr!.textContent).toMatch(/^سارة الأحمد \(sara@example\.com\) · refusée le 3 mars 2026$/);
  });

  it('in Arabic, the Latin name isolated in the Arabic sentence', async () => {
    const [approvedAr, declinedAr] = await answered('ar');
    expect(approvedAr!.textContent).toBe('Awa Diop (awa@example.com) · مقبول في 2 مارس 2026');
    expect(declinedAr!.textContent).toContain('سارة الأحمد (sara@example.com) · مرفوض في ');
    expect(within(approvedAr!).getByText('Awa Diop (awa@example.com)').getAttribute('dir')).toBe('auto');
  });
});
