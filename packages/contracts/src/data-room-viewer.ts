/**
 * The in-app document viewer's words and the watermark every grantee read carries. No zod here:
 * the server stamps PDFs with `documentWatermark`, and the viewer draws the same text over each
 * page it renders, so the two always say the same thing.
 */
export type WatermarkReader = { firstName: string; lastName: string; email: string };

/** "Ada Obi <ada@example.com> · 2026-11-23 09:31 UTC": who read the document, and when (UTC, to the minute). */
export function documentWatermark(reader: WatermarkReader, at: Date): string {
  const name = `${reader.firstName} ${reader.lastName}`.trim();
  const minute = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${name ? `${name} <${reader.email}>` : reader.email} · ${minute}`;
}

/** The viewer's fixed words; its page labels are the shared 'Page {{page}} of {{pages}}', filled by the screen's `t`. */
export const documentViewerMessages = {
  previousPage: 'Previous page',
  nextPage: 'Next page',
  toolbar: 'Document pages',
  viewOnly: 'View only: the owner has not allowed downloading or printing this document',
  watermarked: 'Watermarked with your name, e-mail and the time you opened it',
  download: 'Download',
  printBlocked: 'Printing is turned off for this document.',
  gone: 'This document is no longer available to you',
  openFailed: 'The document could not be opened',
  renderFailed: 'This PDF could not be displayed',
} as const;
