import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { businessModels, fundingStages, allRegions, allSectors } from '@baobab/contracts/enums';
import { toastMessages, validationMessages } from '@baobab/contracts/ui-strings';
import { startupMessages } from '@baobab/contracts/startups';
import { startupTrustMessages } from '@baobab/contracts/startup-trust-texts';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { json, renderWithApp } from '@/test/render';
import { CreateStartupPanel } from './create-startup-panel';
import { englishOf } from '@baobab/contracts/i18n/message-english';

const CREATE = 'POST /api/startups';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Startup Profile' }));

function fillValid() {
  type('Company name', 'Acme Pay');
  type('Description', 'Payments for small shops across Kenya.');
  type('Sector', allSectors[0]);
  type('Region', allRegions[0]);
  type('Funding stage', fundingStages[1]);
  type('Business model', businessModels[0]);
  type('Raising amount', '$500K');
  type('Team size', '5');
  type('Website (optional)', 'https://acme.example');
  type('Monthly revenue, USD (optional)', '12000');
}

describe('create startup profile', () => {
  it("shows the spec's message for each missing field and sends nothing", async () => {
    const onClose = vi.fn();
    const view = renderWithApp(<CreateStartupPanel onClose={onClose} />, { routes: { [CREATE]: { id: 1 } } });
    submit();
    expect(await screen.findByText(validationMessages.companyName)).toBeTruthy();
    for (const message of [validationMessages.description, validationMessages.sector, validationMessages.region, validationMessages.fundingStage, validationMessages.raisingAmount, validationMessages.businessModel]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(validationMessages.teamSize)).toBeNull();
    expect(view.fetch.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a bad team size, logo link and user count with their messages', async () => {
    const view = renderWithApp(<CreateStartupPanel onClose={vi.fn()} />, { routes: { [CREATE]: { id: 1 } } });
    fillValid();
    type('Team size', '0');
    type('Logo URL (optional)', 'javascript:alert(1)');
    type('Users (optional)', '-3');
    submit();
    expect(await screen.findByText(validationMessages.teamSize)).toBeTruthy();
    expect(screen.getByText(validationMessages.url)).toBeTruthy();
    expect(screen.getByText(startupMessages.tractionUsers)).toBeTruthy();
    expect(screen.getByLabelText('Logo URL (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(view.fetch.calls).toHaveLength(0);
  });

  it('sends the profile with numbers as numbers and empty optional figures as null, then says so and closes', async () => {
    const onClose = vi.fn();
    const view = renderWithApp(<CreateStartupPanel onClose={onClose} />, { routes: { [CREATE]: json({ id: 42 }, 201) } });
    fillValid();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(view.fetch.callsTo(CREATE).map((c) => c.body)).toEqual([
      {
        name: 'Acme Pay',
        description: 'Payments for small shops across Kenya.',
        sector: allSectors[0],
        region: allRegions[0],
        fundingStage: fundingStages[1],
        raisingAmount: '$500K',
        teamSize: 5,
        businessModel: businessModels[0],
        logoUrl: '',
        website: 'https://acme.example',
        tractionUsers: null,
        monthlyRevenueUsd: 12000,
        registrationNumber: '',
        registrationCountry: '',
      },
    ]);
    expect(await screen.findByText(toastMessages.startupCreatedTitle)).toBeTruthy();
    expect(screen.getByText(toastMessages.startupCreatedDescription)).toBeTruthy();
  });

  it('sends the company registration when given, and asks for its country with the number', async () => {
    const view = renderWithApp(<CreateStartupPanel onClose={vi.fn()} />, { routes: { [CREATE]: json({ id: 43 }, 201) } });
    fillValid();
    type(startupTrustMessages.registrationNumberLabel, 'PVT-ABC123');
    submit();
    expect(await screen.findByText(startupTrustMessages.registrationPair)).toBeTruthy();
    expect(view.fetch.calls).toHaveLength(0);
    type(startupTrustMessages.registrationCountryLabel, 'KE');
    submit();
    await waitFor(() => expect(view.fetch.callsTo(CREATE)).toHaveLength(1));
    expect(view.fetch.callsTo(CREATE)[0]!.body).toMatchObject({ registrationNumber: 'PVT-ABC123', registrationCountry: 'KE' });
  });

  it('says how to write an ambiguous raise as it is typed, sends nothing while it stays ambiguous, and sends the clear one', async () => {
    const view = renderWithApp(<CreateStartupPanel onClose={vi.fn()} />, { routes: { [CREATE]: json({ id: 44 }, 201) } });
    fillValid();
    type('Raising amount', '1,500');
    const message = englishOf(moneyTextMessages.ambiguous('1,500', '1500', '1.5', ','));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Raising amount').getAttribute('aria-invalid')).toBe('true');
    submit();
    // The submit handler ran (it puts the cursor back in the raise) and sent nothing.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Raising amount')));
    expect(view.fetch.calls).toHaveLength(0);
    type('Raising amount', '1 500 000 FCFA');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    submit();
    await waitFor(() => expect(view.fetch.callsTo(CREATE)).toHaveLength(1));
    expect(view.fetch.callsTo(CREATE)[0]!.body).toMatchObject({ raisingAmount: '1 500 000 FCFA' });
  });

  it("keeps the form open and shows the server's reason when it refuses", async () => {
    const onClose = vi.fn();
    renderWithApp(<CreateStartupPanel onClose={onClose} />, { routes: { [CREATE]: json({ message: startupMessages.founderRequired }, 403) } });
    fillValid();
    submit();
    expect(await screen.findByText(startupMessages.founderRequired)).toBeTruthy();
    expect(screen.getByText(toastMessages.error)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme Pay');
  });
});
