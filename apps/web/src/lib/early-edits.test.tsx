import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverEarlyEdits, noteEarlyEdits } from './early-edits';

/** A search box and a sector filter held in React state, as the directories hold theirs. */
function Filters({ seen }: { seen: Array<{ q: string; sector: string }> }) {
  const [q, setQ] = useState('');
  const [sector, setSector] = useState('');
  seen.push({ q, sector });
  return (
    <form>
      <input aria-label="Search" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      <select aria-label="Sector" value={sector} onChange={(event) => setSector(event.target.value)}>
        <option value="">Any</option>
        <option value="FinTech">FinTech</option>
      </select>
    </form>
  );
}

/** The page as the server sends it, edited by a person before the app takes it over. */
function serverRenderedPage(seen: Array<{ q: string; sector: string }>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters seen={seen} />);
  document.body.append(container);
  const search = container.querySelector('input')!;
  const sector = container.querySelector('select')!;
  return { container, search, sector };
}

function typeNatively(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('edits before the app has taken over the page', () => {
  let root: Root | undefined;
  afterEach(() => {
    handOverEarlyEdits();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('are lost to the app without the hand-over: React keeps the text on screen but not in its state', async () => {
    const seen: Array<{ q: string; sector: string }> = [];
    const { container, search } = serverRenderedPage(seen);
    typeNatively(search, 'ledger');
    await act(async () => void (root = hydrateRoot(container, <Filters seen={seen} />)));
    expect(search.value).toBe('ledger');
    expect(seen.at(-1)).toEqual({ q: '', sector: '' });
  });

  it('reach the app once handed over: the last text typed and the choice made', async () => {
    const seen: Array<{ q: string; sector: string }> = [];
    const { container, search, sector } = serverRenderedPage(seen);
    noteEarlyEdits();
    typeNatively(search, 'led');
    typeNatively(search, 'ledger');
    typeNatively(sector, 'FinTech');
    await act(async () => void (root = hydrateRoot(container, <Filters seen={seen} />)));
    await act(async () => handOverEarlyEdits());
    expect(seen.at(-1)).toEqual({ q: 'ledger', sector: 'FinTech' });
    expect(search.value).toBe('ledger');
  });

  it('reach the app when made before any script ran', async () => {
    const seen: Array<{ q: string; sector: string }> = [];
    const { container, search, sector } = serverRenderedPage(seen);
    typeNatively(search, 'ledger');
    typeNatively(sector, 'FinTech');
    noteEarlyEdits();
    await act(async () => void (root = hydrateRoot(container, <Filters seen={seen} />)));
    await act(async () => handOverEarlyEdits());
    expect(seen.at(-1)).toEqual({ q: 'ledger', sector: 'FinTech' });
  });

  it('hands over nothing for a field that left the page, and stops noting once handed over', async () => {
    const seen: Array<{ q: string; sector: string }> = [];
    const { container, search } = serverRenderedPage(seen);
    noteEarlyEdits();
    typeNatively(search, 'gone');
    search.remove();
    handOverEarlyEdits();
    const stray = document.createElement('input');
    document.body.append(stray);
    let inputs = 0;
    stray.addEventListener('input', () => (inputs += 1));
    typeNatively(stray, 'later');
    handOverEarlyEdits();
    expect(inputs).toBe(1);
    expect(container.isConnected).toBe(true);
  });
});
