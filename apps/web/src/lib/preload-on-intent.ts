/**
 * Props for a tab trigger (or any control) whose panel is lazy: its code starts loading when the
 * pointer or the keyboard reaches the control, before the click.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  // A failed download shows when the panel renders (preloadable.tsx tries again then).
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
}
