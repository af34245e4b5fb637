// Chunk groups for the web build (vite.config.ts): fewer, larger files where a screen loaded many tiny ones.

/**
 * Radix's tabs and the small internals Radix components share (context, id, presence, roving focus,
 * collection, primitive, the use-* hooks) were nine files of 1–3 KB on every screen with tabs, each
 * a request of its own over HTTP/1.1's six connections on a phone's slow connection (Lighthouse
 * counts every one before the first paint). They go into one chunk. Slot and compose-refs stay
 * out: the entry uses them (Button's asChild), and the landing page must not load this chunk.
 * Modules are only moved, never copied (each exists once, so no state is duplicated), and the
 * group takes no dependencies along (`includeDependenciesRecursively: false`), so nothing of the
 * entry's moves in.
 */
export const radixCoreGroup = {
  name: 'radix-core',
  test: /node_modules[\\/]@radix-ui[\\/](react-(tabs|roving-focus|collection|presence|id|direction|context|primitive|use-[\w-]+)|primitive)[\\/]/,
  includeDependenciesRecursively: false,
};
