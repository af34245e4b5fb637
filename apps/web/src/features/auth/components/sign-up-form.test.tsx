import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@baobab/contracts/auth-texts';
import { serviceMessages } from '@baobab/contracts/service-texts';
import { json, renderWithApp } from '@/test/render';
import { SignUpForm } from './sign-up-form';

const SIGN_UP = 'POST /api/auth/sign-up/email';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const fill = (values: { first?: string; last?: string; email?: string; password?: string }) => {
  if (values.first !== undefined) type('First name', values.first);
  if (values.last !== undefined) type('Last name', values.last);
  if (values.email !== undefined) type('Email', values.email);
  if (values.password !== undefined) type('Password', values.password);
};

describe('sign-up form', () => {
  it("shows the contract's message beside every empty field and sends nothing", async () => {
    const view = renderWithApp(<SignUpForm />, { routes: { [SIGN_UP]: {} } });
    submit();
    expect(await screen.findByText(authMessages.firstName)).toBeTruthy();
    expect(screen.getByText(authMessages.lastName)).toBeTruthy();
    expect(screen.getByText(authMessages.email)).toBeTruthy();
    expect(screen.getByText(authMessages.passwordLength)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(view.fetch.calls).toHaveLength(0);
  });

  it('refuses a malformed address and a short password, then sends the corrected form with the display name', async () => {
    const view = renderWithApp(<SignUpForm />, { routes: { [SIGN_UP]: { user: null } } });
    fill({ first: 'Ada', last: 'Obi', email: 'ada-at-example', password: 'short' });
    submit();
    expect(await screen.findByText(authMessages.email)).toBeTruthy();
    expect(screen.getByText(authMessages.passwordLength)).toBeTruthy();
    expect(screen.queryByText(authMessages.firstName)).toBeNull();
    expect(view.fetch.calls).toHaveLength(0);

    fill({ email: 'ada@example.com', password: 'long enough secret' });
    submit();
    await waitFor(() => expect(view.fetch.callsTo(SIGN_UP)).toHaveLength(1));
    expect(view.fetch.callsTo(SIGN_UP)[0]!.body).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', password: 'long enough secret', name: 'Ada Obi' });
    expect((await screen.findByRole('status')).textContent).toContain(authMessages.checkEmailText('ada@example.com'));
  });

  it("shows the contract's words for the server's refusal and stays on the form", async () => {
    renderWithApp(<SignUpForm />, { routes: { [SIGN_UP]: json({ message: 'slow down' }, 429) } });
    fill({ first: 'Ada', last: 'Obi', email: 'ada@example.com', password: 'long enough secret' });
    submit();
    expect(await screen.findByText(authMessages.tooManyAttempts)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('says the e-mail could not be sent when the mail service fails, instead of "check your e-mail"', async () => {
    renderWithApp(<SignUpForm />, { routes: { [SIGN_UP]: json({ message: serviceMessages.mailUnavailable, code: 'SERVICE_UNAVAILABLE' }, 503) } });
    fill({ first: 'Ada', last: 'Obi', email: 'ada@example.com', password: 'long enough secret' });
    submit();
    expect(await screen.findByText(serviceMessages.mailUnavailable)).toBeTruthy();
    expect(screen.queryByText(authMessages.checkEmailTitle)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });
});
