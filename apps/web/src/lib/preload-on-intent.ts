/**
 * Props for a tab trigger (or any control) whose panel is lazy: its code starts loading when the
 * pointer or the keyboard reaches the control, before the click.
 */
export const preloadOnIntent = (load: () => Promise<unknown>) => ({ onPointerEnter: () => void load(), onFocus: () => void load() });
