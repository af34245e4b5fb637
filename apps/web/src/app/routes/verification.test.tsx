import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import type { MyVerification } from '@baobab/contracts/verification';
import { renderWithApp, testUser } from '@/test/render';
import Verification from './verification';

const declined: MyVerification = {
  isInvestor: true,
  verifiedAt: null,
  emailVerified: true,
  canApply: true,
  latest: { id: 1, status: 'declined', method: 'admin_review', website: 'https://k.capital', linkedinUrl: null, documentName: null, decisionReason: 'The website does not name you', decidedAt: '2026-11-21T10:00:00.000Z', createdAt: '2026-11-20T10:00:00.000Z' },
};

const renderScreen = (mine: MyVerification, userType: 'investor' | 'founder' = 'investor') =>
  renderWithApp(<Verification user={testUser({ userType })} params={{}} />, { url: '/verification', routes: { 'GET /api/verification': mine } });

describe('verification screen', () => {
  it("shows a declined application's reason and the form to apply again, checked like the server", async () => {
    renderScreen(declined);
    expect(await screen.findByText(verificationMessages.statusDeclined)).toBeTruthy();
    expect(screen.getByText(/The website does not name you/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(verificationMessages.linkedinLabel), { target: { value: 'https://twitter.com/ada' } });
    fireEvent.click(screen.getByRole('button', { name: verificationMessages.submit }));
    expect(await screen.findByText(verificationMessages.websiteRequired)).toBeTruthy();
    expect(screen.getByText(verificationMessages.linkedinInvalid)).toBeTruthy();
  });

  it('shows the badge and no form once verified', async () => {
    renderScreen({ ...declined, verifiedAt: '2026-11-22T10:00:00.000Z', canApply: false, latest: { ...declined.latest!, status: 'verified', decisionReason: null } });
    expect(await screen.findByText(verificationMessages.badge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: verificationMessages.submit })).toBeNull();
  });

  it('tells someone who is not an investor that only investors apply', async () => {
    renderScreen({ isInvestor: false, verifiedAt: null, emailVerified: true, canApply: false, latest: null }, 'founder');
    expect(await screen.findByText(verificationMessages.notInvestor)).toBeTruthy();
  });
});
