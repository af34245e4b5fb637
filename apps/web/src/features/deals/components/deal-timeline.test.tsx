import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealTimelineEvent } from '@baobab/contracts/deal-tasks';
import { applyLocale } from '@/lib/i18n/locale';
import { json, renderWithApp } from '@/test/render';
import { DealTimeline } from './deal-timeline';

afterEach(() => applyLocale('en'));

/** The meeting and the startup's facts (decision 0054), each in its own sentence; a person's words stay as written. */
const events: DealTimelineEvent[] = [
  { kind: 'meeting', at: '2026-11-22T10:00:00.000Z', by: 'Kofi Mensah', meetingId: 1, heldOn: '2026-11-21', attendees: 'Amina (CFO)', notes: 'Churn is down' },
  { kind: 'meeting', at: '2026-11-21T10:00:00.000Z', by: 'Kofi Mensah', meetingId: 2, heldOn: '2026-11-20', attendees: null, notes: 'Quick call' },
  { kind: 'room_view', at: '2026-11-20T10:00:00.000Z', by: 'Awa Diop', room: 'Series A', document: 'Deck.pdf' },
  { kind: 'update_received', at: '2026-11-19T10:00:00.000Z', by: 'Fatou Sall', period: '2026-10', recipients: ['Awa Diop', 'Kofi Mensah'] },
  { kind: 'messages', at: '2026-11-18T10:00:00.000Z', by: 'Awa Diop' },
  { kind: 'commitment', at: '2026-11-17T10:00:00.000Z', by: 'Awa Diop', state: 'committed', round: 'Seed 2026', amount: { amountMinor: '2500000000', currency: 'XOF' } },
  { kind: 'commitment', at: '2026-11-16T10:00:00.000Z', by: 'Kofi Mensah', state: 'soft-circled', round: null, amount: null },
  { kind: 'round_invited', at: '2026-11-15T10:00:00.000Z', by: 'Kofi Mensah', round: null },
  { kind: 'round_invited', at: '2026-11-14T10:00:00.000Z', by: 'Awa Diop', round: 'Seed 2026' },
];

const lines = async () => within(await screen.findByRole('list', { name: /Activity|Activité/ })).getAllByRole('listitem').map((item) => item.textContent ?? '');

describe("a deal's timeline: meetings and the startup's facts", () => {
  it('says each in English, a meeting’s notes and attendees as written', async () => {
    renderWithApp(<DealTimeline dealId={7} />, { routes: { 'GET /api/portfolio/deal-flow/:id/timeline': () => json(events) } });
    const text = await lines();
    expect(text[0]).toContain('Kofi Mensah logged a meeting held on Nov 21, 2026 with Amina (CFO)Churn is down');
    expect(text[1]).toContain('Kofi Mensah logged a meeting held on Nov 20, 2026Quick call');
    expect(text[2]).toContain('Awa Diop viewed Deck.pdf in Series A');
    expect(text[3]).toContain('Fatou Sall sent the update for October 2026 to Awa Diop, Kofi Mensah');
    expect(text[4]).toContain('Awa Diop exchanged messages with the founder');
    expect(text[5]).toContain('Awa Diop’s commitment to Seed 2026: Committed, waiting for the founder (XOF 2,500,000,000)');
    expect(text[6]).toContain('Kofi Mensah’s commitment to the round: Soft-circled');
    expect(text[7]).toContain('Kofi Mensah was invited to the round room');
    expect(text[8]).toContain('Awa Diop was invited to the round room of Seed 2026');
  });

  it('says each in French', async () => {
    applyLocale('fr');
    // The French catalogs load first (the screen suspends meanwhile), so the render is awaited.
    await act(async () => {
      renderWithApp(<DealTimeline dealId={7} />, { routes: { 'GET /api/portfolio/deal-flow/:id/timeline': () => json(events) } });
    });
    const text = await lines();
    expect(text[0]).toContain('Kofi Mensah a enregistré une réunion tenue le 21 nov. 2026 avec Amina (CFO)Churn is down');
    expect(text[2]).toContain('Awa Diop a consulté Deck.pdf dans Series A');
    expect(text[3]).toContain('Fatou Sall a envoyé la mise à jour d\'octobre 2026 à Awa Diop, Kofi Mensah');
    expect(text[4]).toContain('Awa Diop a échangé des messages avec le fondateur ou la fondatrice');
    expect(text[5]).toContain('Engagement d\'Awa Diop dans Seed 2026\u00a0: Engagé, en attente du fondateur');
    expect(text[7]).toContain('Kofi Mensah a été invité·e dans la salle du tour');
  });
});
