import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificationEndpoints as endpoints } from '@baobab/contracts/verification-endpoints';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { NOTHING_ALLOWED_CSP } from '../../plugins/security-headers';
import { requireAdmin } from '../admin/admin.policy';
import { applicationUploadLimits, readApplicationForm } from './verification-upload';
import * as service from './verification.service';


const FILE_HEADERS = {
  'content-type': 'application/pdf',
  'x-content-type-options': 'nosniff',
  'content-security-policy': NOTHING_ALLOWED_CSP,
  'cache-control': 'private, no-store',
} as const;

/** An ASCII fallback and the exact UTF-8 name (RFC 6266), so no user text breaks the header. */
function sendPdf(reply: FastifyReply, file: service.EvidenceFile) {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\;%]/g, '_');
  return reply.headers(FILE_HEADERS).header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`).send(file.body);
}

/**
 * Investor verification: the investor's own application and status, and the admin review under
 * /api/admin/verifications (404 for anyone but an admin, admin.policy.ts).
 */
export const verificationRoutes: FastifyPluginAsyncZod<service.VerificationDeps> = async (app, deps) => {
  const { db } = deps;
  // Registered here so only the apply route of this plugin accepts multipart bodies.
  await app.register(multipart, { limits: applicationUploadLimits });

  app.route({
    ...fromContract(endpoints.mine),
    handler: async (request) => service.getMyVerification(db, await requireUser(request)),
  });

  // The body is multipart (fields and an optional PDF) or JSON, read here rather than by a schema.
  const apply = fromContract(endpoints.apply);
  app.route({
    ...apply,
    schema: { ...apply.schema, consumes: ['multipart/form-data', 'application/json'] },
    handler: async (request, reply) => {
      const user = await requireUser(request);
      service.requireInvestor(user);
      const form = await readApplicationForm(request, deps.storage);
      return reply.status(201).send(await service.applyForVerification(deps, user, form.fields, form.document));
    },
  });

  app.route({
    ...fromContract(endpoints.myDocument),
    exposeHeadRoute: false,
    handler: async (request, reply) => sendPdf(reply, await service.getMyEvidenceDocument(deps, await requireUser(request))),
  });

  app.route({
    ...fromContract(endpoints.pending),
    handler: async (request) => service.listPendingVerifications(db, requireAdmin(await currentUser(request))),
  });

  app.route({
    ...fromContract(endpoints.verified),
    handler: async (request) => service.listVerifiedInvestors(db, requireAdmin(await currentUser(request)), request.query.q),
  });

  app.route({
    ...fromContract(endpoints.document),
    exposeHeadRoute: false,
    handler: async (request, reply) => sendPdf(reply, await service.getEvidenceDocument(deps, requireAdmin(await currentUser(request)), request.params.id)),
  });

  for (const decision of ['approve', 'decline', 'withdraw'] as const) {
    app.route({
      ...fromContract(endpoints[decision]),
      handler: async (request, reply) => {
        const admin = requireAdmin(await currentUser(request));
        await service.decideVerification(deps, admin, request.params.id, decision, request.body.reason);
        return reply.status(204).send(null);
      },
    });
  }
};
