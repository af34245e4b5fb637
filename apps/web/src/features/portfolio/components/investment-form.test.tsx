import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { InvestmentForm } from './investment-form';

afterEach(() => applyLocale('en'));

describe("the investment form's switches", () => {
  it.each([
    ['en', 'Lead investor', 'Board seat'],
    ['fr', 'Investisseur chef de file', 'Siège au conseil'],
    ['ar', 'المستثمر الرئيسي', 'مقعد في مجلس الإدارة'],
  ] as const)('are named in %s by their map', async (locale, lead, board) => {
    applyLocale(locale);
    await act(async () => {
      renderWithApp(<InvestmentForm defaultValues={{}} isPending={false} submitLabel="Save" pendingLabel="Saving" onSubmit={() => undefined} />);
    });
    expect((await screen.findByRole('switch', { name: lead })).id).toBe('inv-leadInvestor');
    expect(screen.getByRole('switch', { name: board }).id).toBe('inv-boardSeat');
  });
});
