import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlySubmits, releaseEarlySubmits } from './early-submits';

/** A sign-up form as the server sends it, with a listener standing in for the app's own (React's, on the root). */
function serverRenderedForm() {
  document.body.innerHTML = `
    <div id="root"><form id="signup"><input name="email" value="ada@example.com"><button type="submit" id="create">Create account</button></form></div>`;
  const form = document.getElementById('signup') as HTMLFormElement;
  const appSubmits: Array<{ email: string; submitter: string | undefined }> = [];
  document.getElementById('root')!.addEventListener('submit', (event) => {
    event.preventDefault();
    appSubmits.push({ email: new FormData(form).get('email') as string, submitter: (event as SubmitEvent).submitter?.id });
  });
  return { form, button: document.getElementById('create') as HTMLButtonElement, appSubmits };
}

describe('submits before the app has taken over the page', () => {
  afterEach(() => {
    releaseEarlySubmits();
    document.body.innerHTML = '';
  });

  it('holds a submit: neither the browser nor the app sends it while holding', () => {
    const { button, appSubmits } = serverRenderedForm();
    holdEarlySubmits();
    let submitEvent: Event | undefined;
    window.addEventListener('submit', (event) => (submitEvent = event), { capture: true, once: true });
    button.click();
    expect(appSubmits).toEqual([]);
    // The browser's own sending (a GET with the fields in the URL) was cancelled.
    expect(submitEvent?.defaultPrevented).toBe(true);
  });

  it('sends the held submit once, with its button, when released', () => {
    const { form, button, appSubmits } = serverRenderedForm();
    holdEarlySubmits();
    button.click();
    button.click();
    (form.elements.namedItem('email') as HTMLInputElement).value = 'ada@baobab.africa';
    releaseEarlySubmits();
    expect(appSubmits).toEqual([{ email: 'ada@baobab.africa', submitter: 'create' }]);
    // Released for good: the next submit goes straight to the app.
    button.click();
    expect(appSubmits).toHaveLength(2);
  });

  it('sends nothing when nothing was clicked, or when the form left the page', () => {
    const { button, appSubmits } = serverRenderedForm();
    holdEarlySubmits();
    releaseEarlySubmits();
    expect(appSubmits).toEqual([]);

    holdEarlySubmits();
    button.click();
    document.body.innerHTML = '';
    releaseEarlySubmits();
    expect(appSubmits).toEqual([]);
  });
});
