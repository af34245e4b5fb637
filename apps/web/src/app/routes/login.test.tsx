import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@baobab/contracts/auth-texts';
import { renderWithApp } from '@/test/render';
import { openDocument } from '@/lib/open-document';
import Login from './login';

vi.mock('@/lib/open-document', () => ({ openDocument: vi.fn() }));

const routes = { 'GET /api/auth-options': { oidc: null }, 'POST /api/auth/sign-in/email': { redirect: false } };

describe('login screen', () => {
  it('switches between sign-in and sign-up through the URL', async () => {
    const view = renderWithApp(<Login user={null} params={{}} />, { url: '/login', routes });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('First name')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(view.url()).toBe('/login?mode=signup');
    expect(await screen.findByLabelText('First name')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(view.url()).toBe('/login');
    await waitFor(() => expect(screen.queryByLabelText('First name')).toBeNull());
  });

  it('opens on the sign-up form from a ?mode=signup link', () => {
    renderWithApp(<Login user={null} params={{}} />, { url: '/login?mode=signup', routes });
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('goes to the dashboard after a valid sign-in, and nowhere after an invalid one', async () => {
    const view = renderWithApp(<Login user={null} params={{}} />, { url: '/login', routes });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(authMessages.email)).toBeTruthy();
    expect(view.url()).toBe('/login');
    expect(openDocument).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // A new document, not a move inside this one: the page may have come without the opener policy.
    await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/dashboard'));
    expect(view.fetch.callsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
  });
});
