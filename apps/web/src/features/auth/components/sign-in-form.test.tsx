import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@baobab/contracts/auth-texts';
import { json, renderWithApp } from '@/test/render';
import { SignInForm } from './sign-in-form';

const SIGN_IN = 'POST /api/auth/sign-in/email';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('sign-in form', () => {
  it("shows the contract's messages for an empty form and sends nothing", async () => {
    const onSignedIn = vi.fn();
    const view = renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { url: '/login', routes: { [SIGN_IN]: {} } });
    submit();
    expect(await screen.findByText(authMessages.email)).toBeTruthy();
    expect(screen.getByText(authMessages.passwordLength)).toBeTruthy();
    type('Email', 'not an address');
    type('Password', 'secret');
    submit();
    await waitFor(() => expect(screen.queryByText(authMessages.passwordLength)).toBeNull());
    expect(screen.getByText(authMessages.email)).toBeTruthy();
    expect(view.fetch.calls).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the email and password and then reports the sign-in', async () => {
    const onSignedIn = vi.fn();
    const view = renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { url: '/login', routes: { [SIGN_IN]: { redirect: false } } });
    type('Email', 'ada@example.com');
    type('Password', 'correct horse');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(view.fetch.callsTo(SIGN_IN).map((c) => c.body)).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
  });

  it("turns the server's wrong-password code into the contract's message and stays signed out", async () => {
    const onSignedIn = vi.fn();
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, {
      url: '/login',
      routes: { [SIGN_IN]: json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'credentials rejected' }, 401) },
    });
    type('Email', 'ada@example.com');
    type('Password', 'wrong horse');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidCredentials);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says the address must be confirmed when the server answers that it is not verified", async () => {
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />, { url: '/login', routes: { [SIGN_IN]: json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403) } });
    type('Email', 'ada@example.com');
    type('Password', 'correct horse');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.emailNotVerified);
  });
});
