import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@baobab/contracts/admin-texts';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import type { PendingVerification } from '@baobab/contracts/verification';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import { VerificationQueue } from './verification-queue';

const application: PendingVerification = {
  id: 7,
  investor: { userId: 'u-7', investorId: 3, firstName: 'Amara', lastName: 'Nwosu', email: 'amara@savanna.vc', emailVerified: true },
  website: 'https://savanna-capital.com',
  linkedinUrl: null,
  documentName: 'Fund letter.pdf',
  documentUrl: '/api/admin/verifications/7/document',
  domainsMatch: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderQueue(decline: (call: FetchCall) => unknown) {
  const calls: FetchCall[] = [];
  renderWithApp(<VerificationQueue />, {
    routes: {
      'GET /api/admin/verifications': [application],
      'GET /api/admin/verifications/verified': [],
      'POST /api/admin/verifications/:id/decline': (call: FetchCall) => {
        calls.push(call);
        return decline(call);
      },
    },
  });
  return calls;
}

describe('VerificationQueue', () => {
  it('shows the evidence, needs a reason to decline, and sends it', async () => {
    const calls = renderQueue(() => json(null, 204));
    const item = await screen.findByRole('listitem', { name: 'Application from Amara Nwosu' });
    expect(within(item).getByRole('link', { name: 'Fund letter.pdf' }).getAttribute('href')).toBe('/api/admin/verifications/7/document');
    expect(within(item).getByText(verificationMessages.domainsDiffer)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Decline Amara Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Amara Nwosu?' });
    fireEvent.click(within(dialog).getByRole('button', { name: verificationMessages.decline }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(verificationMessages.reasonLabel), { target: { value: 'No fund named' } });
    fireEvent.click(within(dialog).getByRole('button', { name: verificationMessages.decline }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/admin/verifications/7/decline');
    expect(calls[0]!.body).toEqual({ reason: 'No fund named' });
    expect(await screen.findByText(verificationMessages.declined, { exact: true })).toBeTruthy();
  });

  it('says so when another admin decided first', async () => {
    renderQueue(() => json({ code: 'conflict', message: verificationMessages.alreadyDecided }, 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Amara Nwosu' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(verificationMessages.reasonLabel), { target: { value: 'No fund named' } });
    fireEvent.click(within(dialog).getByRole('button', { name: verificationMessages.decline }));
    expect(await screen.findByText(verificationMessages.alreadyDecided)).toBeTruthy();
  });
});
