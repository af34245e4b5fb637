import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InStages } from './in-stages';

describe('InStages', () => {
  it('shows the first child at once and the others after it, in order', async () => {
    function Probe({ name }: { name: string }) {
      return <p data-probe>{name}</p>;
    }
    render(
      <InStages>
        <Probe key="a" name="editor" />
        <Probe key="b" name="waterfall" />
        <Probe key="c" name="ledger" />
      </InStages>,
    );
    expect(screen.getByText('editor')).toBeTruthy();
    expect(screen.queryByText('waterfall')).toBeNull();
    expect(await screen.findByText('ledger')).toBeTruthy();
    expect([...document.querySelectorAll('[data-probe]')].map((p) => p.textContent)).toEqual(['editor', 'waterfall', 'ledger']);
  });

  it('keeps the state of a shown child when a keyed child before it appears', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((n) => n + 1)}>clicked {count}</button>;
    }
    function Screen({ withResult }: { withResult: boolean }) {
      return (
        <InStages>
          <p key="editor">editor</p>
          {withResult ? <p key="result">result</p> : null}
          <Counter key="counter" />
        </InStages>
      );
    }
    const { rerender } = render(<Screen withResult={false} />);
    fireEvent.click(await screen.findByRole('button'));
    expect(await screen.findByText('clicked 1')).toBeTruthy();
    rerender(<Screen withResult />);
    expect(await screen.findByText('result')).toBeTruthy();
    expect(screen.getByText('clicked 1')).toBeTruthy();
  });

  it('with a fallback, shows it alone in the first commit, then the children, then no fallback', async () => {
    const seen: string[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(name);
      return <p>{name}</p>;
    }
    render(
      <InStages fallback={<Probe name="waiting" />}>
        <Probe name="table" />
        <Probe name="charts" />
      </InStages>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
    expect(await screen.findByText('charts')).toBeTruthy();
    expect(screen.getByText('table')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(seen[0]).toBe('waiting');
  });

  it('with a fallback, shows it again while a replaced child (a new key) is drawn, never an empty frame', async () => {
    function Screen({ imports }: { imports: number }) {
      return (
        <InStages fallback={<p>waiting</p>}>
          <p key={imports}>workspace {imports}</p>
        </InStages>
      );
    }
    const { rerender } = render(<Screen imports={0} />);
    expect(await screen.findByText('workspace 0')).toBeTruthy();
    rerender(<Screen imports={1} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('workspace 1')).toBeTruthy();
  });
});
