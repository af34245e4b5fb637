import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { IntroRequestForm } from './intro-request-form';

const fund = (id: number, name: string, role: 'admin' | 'member' | 'viewer') => ({ id, slug: name.toLowerCase().replace(/ /g, '-'), name, kind: 'fund', role });

function renderForm(organisations: unknown[]) {
  return renderWithApp(<IntroRequestForm name="Maji Grid" target={{ toStartupId: 7 }} onSent={() => {}} />, {
    routes: {
      'GET /api/profile': { profile: { startups: [] } },
      'GET /api/organisations': organisations,
      'POST /api/users/connections': { id: 1, status: 'pending' },
    },
  });
}

async function sendNote(result: ReturnType<typeof renderForm>) {
  fireEvent.change(screen.getByLabelText('Why do you want to connect?'), { target: { value: 'We back water utilities.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(result.fetch.callsTo('POST /api/users/connections')).toHaveLength(1));
  return result.fetch.callsTo('POST /api/users/connections')[0]!.body;
}

describe('IntroRequestForm: sending as yourself or for a fund', () => {
  it('offers the funds you may write for, starts at yourself, and sends the fund you pick', async () => {
    const result = renderForm([fund(3, 'Savannah Fund', 'member'), fund(4, 'Baobab Angels', 'admin'), fund(5, 'Watch Only', 'viewer')]);
    const select = (await screen.findByLabelText('Send as')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Myself', 'For Savannah Fund', 'For Baobab Angels']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '3' } });
    expect(await sendNote(result)).toEqual({ toStartupId: 7, message: 'We back water utilities.', organisationId: 3 });
  });

  it('sends as yourself, with no organisationId, when you keep "Myself"', async () => {
    const result = renderForm([fund(3, 'Savannah Fund', 'member')]);
    await screen.findByLabelText('Send as');
    expect(await sendNote(result)).toEqual({ toStartupId: 7, message: 'We back water utilities.' });
  });

  it('shows no choice to someone who is in no fund, or only a viewer of one', async () => {
    const result = renderForm([fund(5, 'Watch Only', 'viewer')]);
    await waitFor(() => expect(result.fetch.callsTo('GET /api/organisations')).toHaveLength(1));
    expect(screen.queryByLabelText('Send as')).toBeNull();
    expect(await sendNote(result)).toEqual({ toStartupId: 7, message: 'We back water utilities.' });
  });
});
