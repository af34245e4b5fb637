import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first frame, the children once it has painted, and later ones at once', async () => {
    render(<AfterFirstPaint fallback={<p>Loading</p>}>{<p>Panel</p>}</AfterFirstPaint>);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Panel')).toBeTruthy();
    cleanup();
    // A tab opened afterwards has no first paint to wait for.
    render(<AfterFirstPaint fallback={<p>Loading</p>}>{<p>Another panel</p>}</AfterFirstPaint>);
    expect(screen.getByText('Another panel')).toBeTruthy();
  });
});
