import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { forgotPasswordInputSchema, resetPasswordInputSchema, signInInputSchema, signUpInputSchema } from '@baobab/contracts/auth';
import { documentTypes } from '@baobab/contracts/enums';

/**
 * What the OpenAPI document cannot learn from the routes' zod schemas: Better Auth's endpoints
 * (served by one catch-all route, hidden from the generator) and the multipart upload bodies
 * (read part by part with @fastify/multipart, so no body schema validates them).
 */
type Json = Record<string, unknown>;

/** zod 4's own converter, for request bodies: the input side, refinements dropped. */
const jsonSchema = (schema: z.ZodType): Json => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json;
const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });

const sessionSet = 'Signed in: the `Set-Cookie` header carries the session cookie.';
const betterAuthUser = z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() });
const betterAuthError = error('Refused by Better Auth: `code` names the reason (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS, INVALID_TOKEN ...).');
const tooMany = error('Too many attempts from this address (AUTH_RATE_LIMIT_PER_MINUTE).');
const mailDown = error('The mail service failed, so the e-mail was not sent (`Retry-After` says when to try again; decision 0034).');

export const betterAuthPaths: Json = {
  '/api/auth/sign-up/email': {
    post: {
      tags: ['auth'],
      requestBody: { required: true, content: json(signUpInputSchema.extend({ callbackURL: z.string().optional() })) },
      responses: { '200': { description: sessionSet, content: json(z.object({ token: z.string().nullable(), user: betterAuthUser })) }, '400': betterAuthError, '422': betterAuthError, '429': tooMany, '503': mailDown },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      requestBody: { required: true, content: json(signInInputSchema.extend({ rememberMe: z.boolean().optional(), callbackURL: z.string().optional() })) },
      responses: { '200': { description: sessionSet, content: json(z.object({ redirect: z.boolean(), token: z.string(), user: betterAuthUser })) }, '401': betterAuthError, '429': tooMany, '503': mailDown },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      tags: ['auth'],
      requestBody: { required: true, content: json(forgotPasswordInputSchema.extend({ redirectTo: z.string().describe('Path of the reset page the e-mailed link opens').optional() })) },
      responses: { '200': { description: 'The same answer whether or not the account exists.', content: json(z.object({ status: z.boolean() })) }, '400': betterAuthError, '429': tooMany, '503': mailDown },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      requestBody: { required: true, content: json(resetPasswordInputSchema.extend({ token: z.string().describe('The single-use token from the e-mailed link') })) },
      responses: { '200': { description: 'Password changed; other sessions of the account end.', content: json(z.object({ status: z.boolean() })) }, '400': betterAuthError },
    },
  },
  '/api/auth/sign-out': {
    post: {
      tags: ['auth'],
      responses: { '200': { description: 'Session ended; the cookie is cleared.', content: json(z.object({ success: z.boolean() })) } },
    },
  },
};

const file = { type: 'string', format: 'binary' };

/** Multipart and file request bodies, by "METHOD path". Field order matters: fields before the file. */
export const multipartBodies: Record<string, Json> = {
  'POST /api/startups/{id}/cap-table/ocf': {
    required: true,
    description: 'The OCF package itself (the .zip an OCF export produces), at most 5 MB.',
    content: { 'application/zip': { schema: file } },
  },
  'POST /api/data-rooms/{id}/documents': {
    required: true,
    description: 'One file part (`file`); size limit DATA_ROOM_MAX_UPLOAD_MB. Its name and extension decide the document; ?folderId puts it in a folder.',
    content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file } } } },
  },
  'POST /api/documents/{id}/analyze-pdf': {
    required: true,
    description: 'The `documentType` field, then one file part (`file`): PDF, .docx or .pptx.',
    content: {
      'multipart/form-data': {
        schema: { type: 'object', required: ['documentType', 'file'], properties: { documentType: { type: 'string', enum: [...documentTypes] }, file } },
        encoding: { file: { contentType: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.presentationml.presentation' } },
      },
    },
  },
};
