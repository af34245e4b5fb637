import { use, type ComponentType } from 'react';
import { loadOnce } from './load-once';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  /** Props for the control that opens it (a tab trigger, a button): the download starts when the pointer or the keyboard reaches it, before the click. */
  preloadOnIntent: { onPointerEnter: () => void; onFocus: () => void };
};

/**
 * Like React's `lazy`, but a component whose code has already arrived renders at once. `lazy`
 * suspends on its first render even when its chunk is loaded (it awaits the import again), so the
 * nearest Suspense boundary shows its fallback first, and React then holds the content back for
 * 300 ms so as not to flash: on a first visit the screen's heading painted that much after the
 * navigation bar, and a tab pointed at before its click still showed a spinner (bench/README.md).
 *
 * `preload` starts the download (the router calls it while the session loads), and so do the
 * `preloadOnIntent` props when its control is pointed at or focused; rendering starts it too and
 * suspends until it arrives. A failed download is thrown to the error boundary, and the next render
 * tries again.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  const code = loadOnce(load);
  function PreloadableComponent(props: P) {
    const { default: Component } = use(code.load());
    return <Component {...props} />;
  }
  // A failed download on intent shows when the component renders (which tries again).
  return Object.assign(PreloadableComponent, { preload: code.load, preloadOnIntent: { onPointerEnter: code.preload, onFocus: code.preload } });
}
