import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InSlices } from './in-slices';

describe('InSlices', () => {
  it('shows the fallback on the first pass and the children once the deferred pass has run', async () => {
    const seen: string[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(name);
      return <p>{name}</p>;
    }
    render(
      <InSlices fallback={<Probe name="waiting" />}>
        <Probe name="drawn" />
      </InSlices>,
    );
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(seen[0]).toBe('waiting');
  });
});
