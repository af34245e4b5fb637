import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { capTableExportLabels, ocfImportMessages } from '@baobab/contracts/cap-table-exports';
import { CapTableTab } from './cap-table-tab';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = { message: englishOf(m.noteIssuedBeforeFounding(2025)), code: 'VALIDATION_ERROR', issues: [{ path: 'notes.0.issueDate', message: englishOf(m.noteIssuedBeforeFounding(2025)) }] };

beforeEach(() => {
  // Nothing saved yet; the server refuses the note's date, a rule only it can check.
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => (init?.method === 'POST' ? json(refusal, 400) : json(String(url).endsWith('/scenarios') ? [] : null))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('cap table tab', () => {
  it("shows the server's field message beside the field until the draft changes", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CapTableTab startupId={7} canEdit />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const note = screen.getByRole('group', { name: 'Note 1' });
    fireEvent.change(within(note).getByLabelText('Lender name'), { target: { value: 'Lender' } });
    fireEvent.change(within(note).getByLabelText('Principal ($)'), { target: { value: '50000' } });
    fireEvent.change(within(note).getByLabelText('Interest rate (% a year)'), { target: { value: '8' } });
    fireEvent.change(within(note).getByLabelText('Issue date'), { target: { value: '2024-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Cap Table' }));
    expect(await within(note).findByText(englishOf(m.noteIssuedBeforeFounding(2025)))).toBeTruthy();
    fireEvent.change(within(note).getByLabelText('Issue date'), { target: { value: '2025-02-01' } });
    expect(within(note).queryByText(englishOf(m.noteIssuedBeforeFounding(2025)))).toBeNull();
  });

  it('lists what an OCF import left out, each object and why, after the tab redraws with the imported table', async () => {
    const warning = { objectType: 'TX_WARRANT_ISSUANCE', objectId: 'tx-0022', message: englishOf(ocfImportMessages.notRepresented('TX_WARRANT_ISSUANCE')) };
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => (init?.method === 'POST' && String(url).endsWith('/cap-table/ocf') ? json({ importWarnings: [warning] }) : json(String(url).endsWith('/scenarios') ? [] : null))));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CapTableTab startupId={7} canEdit />
      </QueryClientProvider>,
    );
    const input = await screen.findByLabelText(new RegExp(capTableExportLabels.importOcf));
    fireEvent.change(input, { target: { files: [new File(['zip'], 'package.zip', { type: 'application/zip' })] } });
    const heading = await screen.findByText(capTableExportLabels.importLeftOut);
    expect(within(heading.parentElement as HTMLElement).getByRole('listitem').textContent).toBe(`TX_WARRANT_ISSUANCE 'tx-0022': ${warning.message}`);
  });

  describe("the unallocated pool (decision 0056)", () => {
    const pool = { planId: 2, planName: '2024 Plan', shareClass: 'Common', date: '2024-01-10', boardApprovalDate: null, size: 1_500_000, granted: 900_000, exercised: 0, returned: 0, outstanding: 900_000, remaining: 600_000 };
    /** The ledger's holdings on any date with these plans; every POST refused, its body kept. */
    function serve(plans: unknown[]) {
      const posted: unknown[] = [];
      vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json(refusal, 400);
        }
        const asOf = new URL(String(url), 'http://localhost').searchParams.get('asOf');
        if (String(url).includes('/ledger/holdings')) return json({ asOf, rows: [], totalShares: 0, totalFullyDiluted: 0, plans });
        return json(String(url).endsWith('/scenarios') || String(url).endsWith('/ledger') ? [] : null);
      }));
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <CapTableTab startupId={7} canEdit />
        </QueryClientProvider>,
      );
      return posted;
    }

    it("is the share ledger's plans' remaining pool, read-only, once a plan exists; the table is generated with it", async () => {
      const posted = serve([pool]);
      const line = await screen.findByRole('group', { name: 'Unallocated option pool (shares)' });
      expect(within(line).getByText('600,000')).toBeTruthy();
      expect(within(line).getByText(/From the share ledger's equity incentive plans/)).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Unallocated option pool (shares)' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Generate Cap Table' }));
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toMatchObject({ unallocatedOptionPool: 600_000 });
    });

    it('is a field the founder types while the ledger has no plan', async () => {
      serve([]);
      const field = await screen.findByRole('textbox', { name: 'Unallocated option pool (shares)' });
      fireEvent.change(field, { target: { value: '250000' } });
      expect((field as HTMLInputElement).value).toBe('250000');
      expect(screen.queryByRole('group', { name: 'Unallocated option pool (shares)' })).toBeNull();
    });
  });
});
