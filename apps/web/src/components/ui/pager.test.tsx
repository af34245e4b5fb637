import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

describe('Pager', () => {
  it('is absent on a first page that is not full', () => {
    render(<Pager page={1} pageSize={20} shown={7} onPageChange={() => {}} label="People pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('spread: Previous disabled on page 1, Next disabled on a short later page, no total', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} pageSize={20} shown={20} onPageChange={onPageChange} label="People pages" />);
    expect(screen.getByRole('navigation', { name: 'People pages' }).textContent).toContain('Page 1');
    expect(button('Previous')?.disabled).toBe(true);
    fireEvent.click(button('Next')!);
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pager page={2} pageSize={20} shown={3} onPageChange={onPageChange} label="People pages" />);
    expect(button('Next')?.disabled).toBe(true);
    fireEvent.click(button('Previous')!);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('center: "Page N of M" from the total, and no Next on the last page', () => {
    const { rerender } = render(<Pager page={1} pageSize={20} shown={20} total={45} onPageChange={() => {}} label="Pages" layout="center" />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 3');
    expect(button('Next')).not.toBeNull();
    rerender(<Pager page={3} pageSize={20} shown={5} total={45} onPageChange={() => {}} label="Pages" layout="center" />);
    expect(button('Next')).toBeNull();
    expect(button('Previous')?.disabled).toBe(false);
  });

  it('center: a full first page that is also the last has no pager', () => {
    render(<Pager page={1} pageSize={20} shown={20} total={20} onPageChange={() => {}} label="Pages" layout="center" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
