import { Fragment } from 'react';
import { splitLinks } from './split-links';

/**
 * Message text with its web addresses made clickable. Everything renders through React text
 * nodes, so HTML in a message shows as the characters typed, never as markup.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="break-words underline underline-offset-2">
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
