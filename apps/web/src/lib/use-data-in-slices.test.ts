import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDataInSlices } from './use-data-in-slices';

describe('useDataInSlices', () => {
  it('is not catching up while there is no data', () => {
    const { result } = renderHook(() => useDataInSlices<number[]>(undefined));
    expect(result.current).toEqual({ drawn: undefined, isCatchingUp: false });
  });

  it('catches up on the data that arrived: catching up first, then drawn', async () => {
    const seen: boolean[] = [];
    const data = [1, 2, 3];
    const { result, rerender } = renderHook(({ value }: { value: number[] | undefined }) => {
      const state = useDataInSlices(value);
      seen.push(state.isCatchingUp);
      return state;
    }, { initialProps: { value: undefined as number[] | undefined } });
    rerender({ value: data });
    await waitFor(() => expect(result.current).toEqual({ drawn: data, isCatchingUp: false }));
    expect(seen).toContain(true);
  });
});
