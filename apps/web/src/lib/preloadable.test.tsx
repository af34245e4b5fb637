import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

const greeting = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('preloadable', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Greeting = preloadable(greeting);
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    // No act() flush was needed: the first render already had the code.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('downloads its code once, and again only after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(greeting);
    const Greeting = preloadable(load);
    await expect(Greeting.preload()).rejects.toThrow('offline');
    await Greeting.preload();
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts its download when its control is pointed at or focused, once', async () => {
    const load = vi.fn(greeting);
    const Greeting = preloadable(load);
    render(<button type="button" {...Greeting.preloadOnIntent}>Open</button>);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
