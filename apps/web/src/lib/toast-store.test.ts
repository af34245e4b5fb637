import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useToasts } from './toast-store';
import { renderHook, act } from '@testing-library/react';

describe('toast store', () => {
  it('shows only one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe('Second');
  });

  it('keeps a dismissed toast mounted but closed until its removal delay', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Saved' });
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ title: 'Saved', open: false });
  });
});
