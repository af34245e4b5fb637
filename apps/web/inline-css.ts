import type { Plugin } from 'vite';

/**
 * Puts the entry stylesheet into index.html as a <style> element instead of a <link>: on a slow
 * mobile connection the separate, render-blocking request cost a round trip before the first paint
 * (Lighthouse, bench/README.md), and the whole stylesheet is only about 8 KB compressed. CSP allows
 * inline styles ('unsafe-inline' in style-src).
 *
 * The .css file is still emitted and every lazily loaded chunk lists it among its dependencies (they
 * import the entry chunk). Vite's preload helper adds a stylesheet <link> for such a dependency unless
 * the page already has one with that href, so a disabled <link> stays beside the <style>: the helper
 * sees it and loads nothing, and a disabled stylesheet is never fetched or applied. Without it, the
 * first lazy chunk fetched the whole stylesheet again and restyled the page (bench/README.md).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'baobab:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          // A literal </style> cannot occur in CSS Tailwind emits, but never let it close the element early.
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
