import type { Catalog } from '../catalog';

/**
 * French for the messages that arrive as text: the spec's validation messages and toasts (ui-strings.ts
 * and each feature's messages in this package) and the server's errors, keyed by their English.
 * Shown through the web's translateMessage, which leaves a message it does not know in English.
 */
export default {
} as const satisfies Catalog;
