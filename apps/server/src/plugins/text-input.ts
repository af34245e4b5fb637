import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { textProblem } from '@baobab/contracts/text';
import { badRequest } from '../lib/errors';

type Found = { path: string; message: string };

/**
 * The first key or string in a parsed request part that cannot be stored as text, with its path
 * ('notes.0.holderName'). Walked with a stack rather than recursion: a 1 MB JSON body can nest
 * deeper than the call stack. A binary body (an OCF package's bytes) is not text and is skipped:
 * walked as an object, each of its bytes became a key, and a 2 MB upload held the request thread
 * for seconds.
 */
export function findUnstorableText(value: unknown, prefix = ''): Found | undefined {
  const pending: Array<[unknown, string]> = [[value, prefix]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path ? `${path}.${key}` : key;
        const message = textProblem(key);
        if (message) return { path: innerPath, message };
        pending.push([inner, innerPath]);
      }
    }
  }
  return undefined;
}

/**
 * NUL and lone surrogates are refused in every request, before any route's own validation:
 * PostgreSQL cannot store U+0000 in text (the query fails, a 500), and a lone surrogate has no
 * UTF-8 form (the driver would silently store U+FFFD instead). One hook covers every JSON body,
 * query string and path parameter, Better Auth's routes included; multipart file names are
 * checked where the upload is read (they are not part of request.body).
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const found = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (!found) return done();
    const message = found.path ? `${found.path}: ${found.message}` : found.message;
    done(badRequest(message, [{ path: found.path, message: found.message }]));
  });
}

export default fp(textInputPlugin, { name: 'text-input' });
