import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startupTrustMessages as m } from '@baobab/contracts/startup-trust-texts';
import { json, renderWithApp } from '@/test/render';
import { RequestSettingsCard } from './request-settings-card';
import { VerificationFacts } from './verification-facts';
import { VerifiedOnlyNotice } from './verified-only-notice';

const SAVE = 'PUT /api/startups/7/request-settings';

describe("the owner's request switch", () => {
  it('sends the new choice and says what it means', async () => {
    const view = renderWithApp(<RequestSettingsCard startupId={7} verifiedInvestorsOnly={false} />, { routes: { [SAVE]: json({ verifiedInvestorsOnly: true }) } });
    const toggle = screen.getByRole('switch', { name: m.verifiedOnlyLabel });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(view.fetch.callsTo(SAVE)).toHaveLength(1));
    expect(view.fetch.callsTo(SAVE)[0]!.body).toEqual({ verifiedInvestorsOnly: true });
    expect(await screen.findByText(m.verifiedOnlyOn)).toBeTruthy();
  });

  it("shows the server's reason when the save is refused", async () => {
    renderWithApp(<RequestSettingsCard startupId={7} verifiedInvestorsOnly />, { routes: { [SAVE]: json({ message: 'Startup not found' }, 404) } });
    fireEvent.click(screen.getByRole('switch', { name: m.verifiedOnlyLabel }));
    expect(await screen.findByText('Startup not found')).toBeTruthy();
  });
});

describe('verification facts and the notice', () => {
  it('states each fact with who vouches for it', () => {
    renderWithApp(<VerificationFacts facts={{ registrationNumber: 'PVT-ABC123', registrationCountry: 'KE', matchedWebsiteDomain: 'ledgerline.africa' }} isOwner={false} />);
    expect(screen.getByText('Registered in Kenya, number PVT-ABC123')).toBeTruthy();
    expect(screen.getByText(m.statedByFounder)).toBeTruthy();
    expect(screen.getByText("Website domain ledgerline.africa matches the founder's verified e-mail")).toBeTruthy();
  });

  it('says there are none, and tells the owner how to add them', () => {
    const empty = { registrationNumber: null, registrationCountry: null, matchedWebsiteDomain: null };
    const visitor = renderWithApp(<VerificationFacts facts={empty} isOwner={false} />);
    expect(screen.getByText(m.noFacts)).toBeTruthy();
    visitor.unmount();
    renderWithApp(<VerificationFacts facts={empty} isOwner />);
    expect(screen.getByText(m.noFactsOwner)).toBeTruthy();
  });

  it('points a visitor who is not verified to verification, and not a verified investor', () => {
    const unverified = renderWithApp(<VerifiedOnlyNotice viewerIsVerifiedInvestor={false} />);
    expect(screen.getByRole('link', { name: m.getVerifiedLink }).getAttribute('href')).toBe('/verification');
    unverified.unmount();
    renderWithApp(<VerifiedOnlyNotice viewerIsVerifiedInvestor />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(m.verifiedOnlyNoticeVerified)).toBeTruthy();
  });
});
