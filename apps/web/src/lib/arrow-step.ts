/**
 * Which way an arrow key moves through things laid out along a line (stage columns, a document's pages): +1 to the next,
 * -1 to the previous, 0 for any other key. Left and right follow the screen: in a right-to-left page the next stage sits
 * to the left, so ArrowLeft moves forward there. Up and down, when the caller takes them, mean previous and next in
 * both directions.
 */
export type TextDirection = 'ltr' | 'rtl';

export function arrowStep(key: string, direction: TextDirection, options: { vertical?: boolean } = {}): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || (options.vertical && key === 'ArrowDown')) return 1;
  if (key === back || (options.vertical && key === 'ArrowUp')) return -1;
  return 0;
}

/** The direction an element is laid out in: its nearest explicit `dir` (`auto` is left to the text), else the page's. */
export function directionOf(element: EventTarget | null): TextDirection {
  const explicit = element instanceof Element ? element.closest('[dir="rtl"], [dir="ltr"]')?.getAttribute('dir') : null;
  return (explicit ?? document.documentElement.dir) === 'rtl' ? 'rtl' : 'ltr';
}
