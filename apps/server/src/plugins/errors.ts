import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, unavailableMessages, type ApiError } from '@baobab/contracts/errors';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from '../lib/errors';
import { message, type Glossary } from '@baobab/contracts/i18n/message';
import { textOnWire } from '@baobab/contracts/i18n/message-wire';
import { issueMessage } from '@baobab/contracts/i18n/message-issue';
import { describeFailure } from '../lib/redact';

/**
 * How long a client is asked to wait when the database is away. A restart or failover takes a few
 * seconds; the pool reconnects on the next request, so a short wait is enough.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own 4xx errors, given messages a person can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
};

/** A field the request's schema does not have: a key, the field's name its value. */
export const unknownField = 'Unknown field: {{key}}';

/** Every error leaves as { message, code, issues? } with the right status; never a stack trace. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The zod provider flattens each zod issue: keyword is its code, instancePath its path
      // ('/a/b'), and params carries the remaining fields (keys for unrecognized_keys).
      const issues = error.validation.flatMap((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        const keys = (v.params as { keys?: string[] }).keys;
        if (v.keyword === 'unrecognized_keys' && keys) {
          // The field's name is the client's own: a value, never translated (decision 0046).
          return keys.map((key) => ({ path: [...path, key].join('.'), message: `Unknown field: ${key}`, text: message(unknownField, { key }) }));
        }
        return [{ path: path.join('.') || error.validationContext || '', message: v.message ?? 'Invalid value', text: issueMessage((v.params as { params?: unknown }).params) }];
      });
      const first = issues[0];
      // A refusal raised with its key and values, or a check's message kept by its English (contracts/i18n/message-issue.ts), goes with it.
      const glossary: Glossary = {};
      for (const issue of issues) if (issue.text) glossary[issue.message] = issue.text;
      const body: ApiError = {
        message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request',
        code: errorCodes.validation,
        issues: issues.map(({ path, message }) => ({ path, message })),
        ...(Object.keys(glossary).length > 0 ? { messages: glossary } : {}),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      // A service we depend on failed (lib/errors.ts storageUnavailable): the person gets the message,
      // the log gets the cause, without its secrets.
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.error({ code: error.code, cause: describeFailure(error.cause) }, error.message);
      const glossary: Glossary = {};
      const message = textOnWire(error.text, glossary);
      const issues = error.issues?.map((issue) => ({ path: issue.path, message: textOnWire(issue.message, glossary) }));
      const body: ApiError = { message, code: error.code, ...(issues ? { issues } : {}), ...(Object.keys(glossary).length > 0 ? { messages: glossary } : {}) };
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    // Before the status: Better Auth wraps a lost connection in its own 500 (the cause is kept).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: unavailableMessages.database, code: errorCodes.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please slow down and try again shortly.', code: errorCodes.rateLimited });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? errorCodes.payloadTooLarge : errorCodes.validation;
      return reply.status(status).send({ message: frameworkMessages[error.code] ?? error.message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: errorCodes.internal });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
