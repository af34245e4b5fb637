import { screen, within } from '@testing-library/react';
import type { Connection } from '@baobab/contracts/network';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ConnectionList } from './connection-list';

const request = (id: number, organisation: Connection['organisation']): Connection => ({
  id,
  status: 'pending',
  connectedUser: { id: `u${id}`, firstName: 'Nana', lastName: `Test${id}`, headline: null, profileImageUrl: null, isVerifiedInvestor: false, investorId: null },
  message: 'Our fund backs water utilities.',
  attachedStartup: null,
  organisation,
  declineNote: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  respondedAt: null,
});

describe('ConnectionList: the fund a request was written for', () => {
  it("links a listed fund's public page, names an unlisted one without a link, and says nothing for a person writing as themselves", () => {
    renderWithApp(
      <ConnectionList
        label="Received invitations"
        connections={[request(1, { id: 3, name: 'Sahel Fund', slug: 'sahel-fund' }), request(2, { id: 4, name: 'Quiet Syndicate', slug: null }), request(3, null)]}
      />,
    );
    const [listed, unlisted, personal] = within(screen.getByRole('list', { name: 'Received invitations' })).getAllByRole('listitem');
    expect(within(listed!).getByRole('link', { name: 'Sahel Fund' }).getAttribute('href')).toBe('/funds/sahel-fund');
    expect(listed!.textContent).toContain('Writing for Sahel Fund');
    expect(unlisted!.textContent).toContain('Writing for Quiet Syndicate');
    expect(within(unlisted!).queryByRole('link')).toBeNull();
    expect(personal!.textContent).not.toContain('Writing for');
  });
});
