import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationPreference } from '@baobab/contracts/notifications';
import { notificationDeliveryLabels, notificationKindLabels, notificationMessages } from '@baobab/contracts/notifications-texts';
import { renderWithApp } from '@/test/render';
import { PreferencesForm } from './preferences-form';

const stored: NotificationPreference[] = [
  { kind: 'round_material', email: true, frequency: 'immediate' },
  { kind: 'round_deadline', email: true, frequency: 'weekly' },
  { kind: 'message', email: false, frequency: 'daily' },
  { kind: 'investor_update', email: true, frequency: 'immediate' },
];

const renderForm = () =>
  renderWithApp(<PreferencesForm />, {
    routes: {
      'GET /api/notifications/preferences': stored,
      'PUT /api/notifications/preferences': (call: { body: { preferences: { kind: string }[] } }) => stored.map((p) => (p.kind === call.body.preferences[0]!.kind ? { ...p, ...call.body.preferences[0] } : p)),
    },
  });

const select = (kind: keyof typeof notificationKindLabels) => screen.getByLabelText(notificationKindLabels[kind]) as HTMLSelectElement;

describe('e-mail preferences', () => {
  it("shows each kind under the spec's label with its choice: at once, a digest, or off", async () => {
    renderForm();
    await screen.findByLabelText(notificationKindLabels.round_material);
    expect(select('round_material').value).toBe('immediate');
    expect(select('round_deadline').value).toBe('weekly');
    // Off wins over the frequency kept for when e-mails come back on.
    expect(select('message').value).toBe('off');
    expect([...select('round_material').options].map((o) => o.text)).toEqual([notificationDeliveryLabels.immediate, notificationDeliveryLabels.daily, notificationDeliveryLabels.weekly, notificationDeliveryLabels.off]);
    expect(screen.getByText(notificationMessages.preferencesHint)).toBeTruthy();
  });

  it('offers an investor update at once or off only: its e-mail is the update itself', async () => {
    renderForm();
    await screen.findByLabelText(notificationKindLabels.investor_update);
    expect([...select('investor_update').options].map((o) => o.value)).toEqual(['immediate', 'off']);
  });

  it('saves a digest as e-mails on with its frequency, and off as e-mails off alone', async () => {
    const { fetch } = renderForm();
    await screen.findByLabelText(notificationKindLabels.round_material);
    fireEvent.change(select('round_material'), { target: { value: 'daily' } });
    await waitFor(() => expect(fetch.callsTo('PUT /api/notifications/preferences')).toHaveLength(1));
    expect(fetch.callsTo('PUT /api/notifications/preferences')[0]!.body).toEqual({ preferences: [{ kind: 'round_material', email: true, frequency: 'daily' }] });
    expect(await screen.findByText(notificationMessages.preferencesSaved)).toBeTruthy();
    await waitFor(() => expect(select('round_material').disabled).toBe(false));
    fireEvent.change(select('round_deadline'), { target: { value: 'off' } });
    await waitFor(() => expect(fetch.callsTo('PUT /api/notifications/preferences')).toHaveLength(2));
    expect(fetch.callsTo('PUT /api/notifications/preferences')[1]!.body).toEqual({ preferences: [{ kind: 'round_deadline', email: false }] });
  });
});
