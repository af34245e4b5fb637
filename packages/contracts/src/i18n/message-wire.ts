import { isMessage, type Glossary, type Message, type Text } from './message';
import { englishOf } from './message-english';

/**
 * A value as the API sends it: every message replaced by its English (the spec's strings), so a client
 * written against the spec reads the same JSON. Types follow: a `Message` field becomes a `string`.
 */
export type Wire<T> = T extends Message
  ? string
  : T extends string | number | boolean | null | undefined | Date
    ? T
    : T extends readonly (infer Item)[]
      ? Wire<Item>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/** Where toWire leaves the messages it replaced, on the top-level object it returns (not enumerable: never serialised by accident). */
export const glossaryOf = Symbol('baobab.glossary');

function replaceMessages(value: unknown, glossary: Glossary): unknown {
  if (isMessage(value)) {
    const english = englishOf(value);
    glossary[english] ??= value;
    return english;
  }
  if (Array.isArray(value)) return value.map((item) => replaceMessages(item, glossary));
  if (value === null || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = replaceMessages(item, glossary);
  return copy;
}

/**
 * The value with each message written in English, never changing the one given (engines' results are
 * cached and stored). The messages replaced ride along under `glossaryOf` for the server's serializer,
 * which sends them as the answer's `messages` (apps/server/src/plugins/messages-serializer.ts).
 */
export function toWire<T>(value: T): Wire<T> {
  const glossary: Glossary = {};
  const wire = replaceMessages(value, glossary);
  if (wire !== null && typeof wire === 'object' && Object.keys(glossary).length > 0) {
    Object.defineProperty(wire, glossaryOf, { value: glossary, enumerable: false });
  }
  return wire as Wire<T>;
}

/** The glossary toWire left on a value, if any. */
export function wireGlossary(value: unknown): Glossary | undefined {
  return value !== null && typeof value === 'object' ? (value as { [glossaryOf]?: Glossary })[glossaryOf] : undefined;
}

/** One text's English and its glossary (an error message, a field issue). */
export function textOnWire(text: Text, glossary: Glossary): string {
  if (!isMessage(text)) return text;
  const english = englishOf(text);
  glossary[english] ??= text;
  return english;
}
