/**
 * Before the app has taken a server-rendered page over (main.tsx waits for the visitor's first touch), a click on a
 * button does nothing: its handler is not there yet. A link is left to the browser (it opens the rendered page it
 * points to); any other click is held and made again once the screen is taken over, if its element is still there.
 */
let held: HTMLElement | null | undefined;

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a[href]')) return;
  const control = target.closest<HTMLElement>('button, [role="button"], [role="tab"], summary, label');
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = control;
}

export function holdEarlyClicks() {
  held = null;
  document.addEventListener('click', hold, true);
}

export function releaseEarlyClicks() {
  if (held === undefined) return;
  document.removeEventListener('click', hold, true);
  const control = held;
  held = undefined;
  if (control?.isConnected) control.click();
}
