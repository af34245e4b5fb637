import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { RoundForm } from './round-form';

afterEach(() => applyLocale('en'));

describe("the round form's SAFE forms", () => {
  it.each([
    ['en', 'SAFE form', ['Post-money SAFE (YC 2018)', 'Pre-money SAFE (YC 2013)']],
    ['fr', 'Forme du SAFE', ['SAFE post-money (YC 2018)', 'SAFE pré-money (YC 2013)']],
    ['ar', 'صيغة اتفاقية SAFE', ['اتفاقية SAFE ما بعد التمويل (YC 2018)', 'اتفاقية SAFE ما قبل التمويل (YC 2013)']],
  ] as const)('are named in %s by the SAFE type labels', async (locale, field, options) => {
    applyLocale(locale);
    await act(async () => {
      renderWithApp(<RoundForm idPrefix="add" pending={false} submitLabel="Add" onSubmit={async () => undefined} />);
    });
    const select = await screen.findByLabelText(field);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(options);
  });
});
