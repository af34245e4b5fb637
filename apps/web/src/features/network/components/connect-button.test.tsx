import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectButton } from './connect-button';

function renderButton(isSignedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConnectButton name="Acme Pay" target={{ toStartupId: 7 }} isSignedIn={isSignedIn} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The form asks for the viewer's own startups; an empty list is enough here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConnectButton', () => {
  it('sends a visitor to sign in', () => {
    renderButton(false);
    expect(screen.getByRole('link', { name: 'Connect with Acme Pay: sign in first' }).getAttribute('href')).toBe('/api/login');
  });

  it('opens the intro request form when clicked while its dialog is still loading', async () => {
    renderButton(true);
    // The first render shows the placeholder (no dialog trigger yet): the dialog's chunk has not arrived.
    const placeholder = screen.getByRole('button', { name: 'Connect with Acme Pay' });
    expect(placeholder.getAttribute('aria-haspopup')).toBeNull();
    await act(async () => {
      fireEvent.click(placeholder);
    });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Why do you want to connect?')).toBeTruthy();
  });
});
