import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealStages } from '@baobab/contracts/enums';
import type { PipelineStages } from '@baobab/contracts/pipeline-stages';
import { json, renderWithApp, type FetchCall } from '@/test/render';
import { PipelineStagesCard } from './pipeline-stages-form';

const standard: PipelineStages = { organisationId: 3, stages: dealStages.map((stage) => ({ stage, inUse: true, name: null })), dealCounts: { sourced: 4, closed: 2 } };

function renderCard(isAdmin: boolean, put: (call: FetchCall) => unknown = (call) => json({ ...standard, stages: (call.body as PipelineStages).stages })) {
  const sent: FetchCall[] = [];
  renderWithApp(<PipelineStagesCard organisationId={3} isAdmin={isAdmin} />, {
    routes: {
      'GET /api/organisations/:id/pipeline-stages': standard,
      'PUT /api/organisations/:id/pipeline-stages': (call: FetchCall) => {
        sent.push(call);
        return put(call);
      },
    },
  });
  return sent;
}

describe("a fund's pipeline stages form", () => {
  it('an admin names a stage and switches one off: the form sends every stage, in order, with the name as typed', async () => {
    const sent = renderCard(true);
    fireEvent.change(await screen.findByLabelText('Your name for Initial Review'), { target: { value: 'Screening' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Use Term Sheet' }));
    expect((screen.getByLabelText('Your name for Term Sheet') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      stages: dealStages.map((stage) => ({ stage, inUse: stage !== 'term-sheet', name: stage === 'reviewed' ? 'Screening' : '' })),
    });
    expect(await screen.findByText('Pipeline stages saved')).toBeTruthy();
    // The fund's words are shown as written, in whichever direction they are written.
    expect((screen.getByLabelText('Your name for Initial Review') as HTMLInputElement).getAttribute('dir')).toBe('auto');
  });

  it('keeps the stage new deals land in switched on, and says how many deals each other stage holds', async () => {
    renderCard(true);
    expect(((await screen.findByRole('switch', { name: 'Use Sourced' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('New deals land here')).toBeTruthy();
    expect(screen.getByText('2 deals')).toBeTruthy();
  });

  it('refuses two stages with one name before sending anything', async () => {
    const sent = renderCard(true);
    fireEvent.change(await screen.findByLabelText('Your name for Initial Review'), { target: { value: 'Screening' } });
    fireEvent.change(screen.getByLabelText('Your name for Due Diligence'), { target: { value: 'screening ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Two stages in use cannot have the same name');
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal of a stage still holding deals', async () => {
    const refusal = '2 deals are still in Closed: move them to another stage before switching it off';
    renderCard(true, () => json({ message: refusal, code: 'CONFLICT', issues: [{ path: 'stages', message: refusal }] }, 409));
    fireEvent.click(await screen.findByRole('switch', { name: 'Use Closed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save stages' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('a member or viewer reads the stages but cannot change them', async () => {
    renderCard(false);
    expect(((await screen.findByRole('switch', { name: 'Use Term Sheet' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Your name for Initial Review') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save stages' })).toBeNull();
    expect(screen.getByText('Only admins change the stages; this is how the pipeline is set up.')).toBeTruthy();
  });
});
