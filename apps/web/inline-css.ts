import type { Plugin } from 'vite';

/**
 * Puts the entry stylesheet into index.html as a <style> element instead of a <link>: on a slow
 * mobile connection the separate, render-blocking request cost a round trip before the first paint
 * (Lighthouse, bench/README.md), and the whole stylesheet is only about 8 KB compressed. The .css file is
 * still emitted, but nothing links to it. CSP allows inline styles ('unsafe-inline' in style-src).
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
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
