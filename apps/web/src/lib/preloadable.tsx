import { use, type ComponentType } from 'react';
import { loadOnce } from './load-once';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React's `lazy`, but a component whose code has already arrived renders at once. `lazy`
 * suspends on its first render even when its chunk is loaded (it awaits the import again), so the
 * nearest Suspense boundary shows its fallback first, and React then holds the content back for
 * 300 ms so as not to flash: on a first visit the screen's heading painted that much after the
 * navigation bar, and a tab pointed at before its click still showed a spinner (bench/README.md).
 *
 * `preload` starts the download (the router calls it while the session loads, a tab trigger when
 * it is pointed at); rendering starts it too and suspends until it arrives. A failed download is
 * thrown to the error boundary, and the next render tries again.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  const code = loadOnce(load);
  function PreloadableComponent(props: P) {
    const { default: Component } = use(code.load());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload: code.load });
}
