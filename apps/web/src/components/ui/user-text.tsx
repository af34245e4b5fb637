import type { ReactNode } from 'react';

/**
 * Text a person wrote (a name, a title, a note) inside a line the app wrote: laid out in its own
 * direction, isolated from the words around it, so an Arabic name in an English sentence and a
 * Latin name in an Arabic one both read right (decision 0062). The text is shown as written.
 * A block that holds only what a person wrote (a message, a description) takes `dir="auto"` itself.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="auto" className={className}>
      {children}
    </span>
  );
}
