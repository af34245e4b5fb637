import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

/** A rendered page's controls, with listeners standing in for the app's own (React's, on the root). */
function serverRenderedControls() {
  document.body.innerHTML = `
    <div id="root"><button id="filters"><span id="label">More filters</span></button><button id="next">Next</button><a id="link" href="#startup-1">View Details</a></div>`;
  const appClicks: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button, a');
    if (control) appClicks.push(control.id);
  });
  const click = (id: string) => document.getElementById(id)!.click();
  return { appClicks, click };
}

describe('clicks before the app has taken over the page', () => {
  afterEach(() => {
    releaseEarlyClicks();
    document.body.innerHTML = '';
  });

  it('holds a click on a button and makes it again, on the last button clicked, when released', () => {
    const { appClicks, click } = serverRenderedControls();
    holdEarlyClicks();
    click('next');
    click('label');
    expect(appClicks).toEqual([]);
    releaseEarlyClicks();
    expect(appClicks).toEqual(['filters']);
  });

  it('leaves a link to the browser', () => {
    const { appClicks, click } = serverRenderedControls();
    holdEarlyClicks();
    click('link');
    expect(appClicks).toEqual(['link']);
  });

  it('drops a held click whose button the takeover removed, and holds nothing once released', () => {
    const { appClicks, click } = serverRenderedControls();
    holdEarlyClicks();
    click('filters');
    document.getElementById('filters')!.remove();
    releaseEarlyClicks();
    expect(appClicks).toEqual([]);
    click('next');
    expect(appClicks).toEqual(['next']);
  });
});
