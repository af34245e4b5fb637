/**
 * Leaves the single-page app for a new document at `url` (a full load, not a move inside the app). One place for it so
 * that screens stay testable: jsdom cannot navigate, and tests mock this module to see where a screen sent the user.
 */
export function openDocument(url: string): void {
  window.location.assign(url);
}
