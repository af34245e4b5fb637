import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { wireGlossary } from '@baobab/contracts/i18n/message-wire';

type SerializerFactory = typeof serializerCompiler;

/**
 * zod's serializer, with the answer's messages (decision 0046): a route that returns `toWire(result)`
 * sends each engine sentence's English where the spec has a string, and its key and values under
 * `messages`, by that English, for a reader in another language. The schema never sees `messages` (it
 * would strip it), so it is added to the JSON zod wrote. A top-level array has no place for it: its
 * messages go in a header instead (`messagesHeaderHook`).
 */
export const serializerWithMessages: SerializerFactory = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    const glossary = wireGlossary(data);
    if (!glossary || !json.startsWith('{')) return json;
    const messages = JSON.stringify(glossary);
    return json === '{}' ? `{"messages":${messages}}` : `${json.slice(0, -1)},"messages":${messages}}`;
  };
};

/** The header that carries a top-level array's messages: URI-encoded JSON, as a header holds ASCII only. */
export const MESSAGES_HEADER = 'x-baobab-messages';
/** Above this a list's messages are left out (its readers see the English): a header has to stay small. */
const MESSAGES_HEADER_MAX = 48 * 1024;

/**
 * A preSerialization hook: an answer that is a top-level array (a spec shape that cannot gain a field)
 * sends the messages toWire left on it in a header, which the web's fetch layer reads like `messages`.
 */
export function messagesHeaderHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const glossary = Array.isArray(payload) ? wireGlossary(payload) : undefined;
  if (glossary) {
    const encoded = encodeURIComponent(JSON.stringify(glossary));
    if (encoded.length <= MESSAGES_HEADER_MAX) void reply.header(MESSAGES_HEADER, encoded);
  }
  done(null, payload);
}
