/**
 * A form on a page the server rendered (decision 0074) is on screen before React has taken it over: its
 * screen's chunk may still be arriving. Sent then, the browser would submit it itself, as a GET to the
 * page's own address with every field (a password too) in the URL, and reload the page blank. The
 * content security policy's `form-action 'none'` refuses that navigation outright (no form here is ever
 * sent by the browser); this module keeps the person's click: from the entry's first line until the
 * screen is taken over, a submit is held, and it is sent once its form answers to the app.
 */
let held: SubmitEvent | null | undefined;

function hold(event: SubmitEvent) {
  // Captured at the document, before React's listener on the root sees it.
  event.preventDefault();
  event.stopImmediatePropagation();
  held = event;
}

/** Starts holding submits; the entry calls it before it hydrates a server-rendered page. */
export function holdEarlySubmits() {
  held = null;
  document.addEventListener('submit', hold, true);
}

/** Stops holding and sends the last held submit, with the button clicked, if its form is still on the page. */
export function releaseEarlySubmits() {
  if (held === undefined) return;
  document.removeEventListener('submit', hold, true);
  const form = held?.target as HTMLFormElement | undefined;
  const submitter = held?.submitter;
  held = undefined;
  if (form?.isConnected) form.requestSubmit(submitter);
}
