import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Deal } from '@baobab/contracts/deals';
import { dealCard } from '@/test/deals';
import { json, renderWithApp } from '@/test/render';
import { NotesDialog } from './notes-dialog';

const deal = dealCard(3, 'Baraka Pay', 'sourced', { sourceChannel: null });

const render = (shown: Deal) => renderWithApp(<NotesDialog deal={shown} onClose={() => undefined} />, { routes: { 'GET /api/portfolio/deal-flow/:id/notes': () => json([]) } });

describe('NotesDialog', () => {
  it("says a person's own notes are private to them and go into the PDF summary", async () => {
    render(deal);
    expect(await screen.findByText("Private to you; they also appear in this startup's PDF deal summary.")).toBeTruthy();
  });

  it("says a fund deal's notes are read by the fund's members (they are not private, and a fund deal has no PDF summary)", async () => {
    render({ ...deal, organisationId: 7 });
    expect(await screen.findByText('Every member of the organisation reads these notes while they belong to it.')).toBeTruthy();
    expect(screen.queryByText(/Private to you/)).toBeNull();
    expect(screen.getByText('Write @ and a member’s name to tell them about this note.')).toBeTruthy();
  });
});
