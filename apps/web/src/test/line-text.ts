import type { MatcherFunction } from '@testing-library/react';

/**
 * A line of facts found by its whole text ('Mark · 2023-06-30'). <FactLine> puts each fact in its own <bdi>, and
 * getByText('a · b') reads only an element's own text nodes, so it finds no such line; this matches the innermost
 * element whose text content is exactly the line.
 */
export const lineText =
  (text: string): MatcherFunction =>
  (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
