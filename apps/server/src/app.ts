import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messagesHeaderHook, serializerWithMessages } from './plugins/messages-serializer';
import type { Config } from './config';
import type { Database } from './db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './integrations/email';
import { siteName } from '@baobab/contracts/link-previews';
import { createChangeFeed } from './integrations/change-feed';
import { createCacheRegistry, type CachedDb } from './lib/cache-registry';
import { createRealtime } from './integrations/realtime';
import { createQueue, type Queue, type QueueDatabase, type QueueSettings } from './integrations/queue';
import { countsAreShared, openRequestCounter } from './integrations/request-counter/open-request-counter';
import type { Delivery } from './lib/delivery';
import { registerTaskWorkers } from './task-workers';
import { describeFailure, redactUrl } from './lib/redact';
import { createReadiness, type Readiness } from './lib/readiness';
import { createTaskMetrics } from './lib/task-metrics';
import { adminRoutes } from './modules/admin/admin.routes';
import { organisationsRoutes } from './modules/organisations/organisations.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createStorage, storageScope } from './integrations/storage';
import { dataRoomsRoutes } from './modules/data-rooms/data-rooms.routes';
import { dealsRoutes } from './modules/deals/deals.routes';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { capTableRoundRoutes } from './modules/financial-tools/cap-table-rounds.routes';
import { fundraisingRoutes } from './modules/fundraising/fundraising.routes';
import { raiseTermsChanged } from './modules/fundraising/raise-room.service';
import { roundRoomRoutes } from './modules/fundraising/round-room.routes';
import { capTableScenarioRoutes } from './modules/financial-tools/cap-table-scenarios.routes';
import { financialToolsRoutes } from './modules/financial-tools/financial-tools.routes';
import { capTableExportRoutes } from './modules/financial-tools/exports/cap-table-exports.routes';
import { roundDocumentRoutes } from './modules/financial-tools/round-documents/round-documents.routes';
import { shareLedgerRoutes } from './modules/financial-tools/share-ledger.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { networkRoutes } from './modules/network/network.routes';
import { getUserCounts } from './modules/counts/counts.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createNarrator } from './integrations/llm';
import { getAssessmentRisksSeen } from './modules/insights/assessment.service';
import { documentTaskDeps } from './modules/insights/document-analysis-tasks.service';
import { createDocumentReader } from './modules/insights/document-text/document-reader';
import { insightsRoutes } from './modules/insights/insights.routes';
import { roomDocumentAnalysisRoutes } from './modules/insights/room-document-analysis.routes';
import { investorsRoutes } from './modules/investors/investors.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { linkPreviewsRoutes } from './modules/link-previews/link-previews.routes';
import { previewForPath } from './modules/link-previews/link-previews.service';
import { renderedPages } from './plugins/server-rendered-pages';
import { refreshPublicScore } from './modules/startup-page/public-score.service';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { portfolioReturnsRoutes } from './modules/portfolio/returns.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { startupAccessRoutes } from './modules/startup-access/startup-access.routes';
import { startupsRoutes } from './modules/startups/startups.routes';
import { startupPageRoutes } from './modules/startup-page/startup-page.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { updatesRoutes } from './modules/updates/updates.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createAccountMail } from './plugins/auth-mail';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import requestEncodingPlugin from './plugins/request-encoding';
import { resolveAuthSecret } from './plugins/auth-secret';
import { createAuth } from './plugins/better-auth';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import metricsPlugin from './plugins/metrics';
import requestLoggingPlugin, { requestIdOf } from './plugins/request-logging';
import { installRouteRegistry } from './plugins/route-registry';
import securityPlugin from './plugins/security';
import textInputPlugin from './plugins/text-input';
import webPlugin from './plugins/web';
import { createVisitorAnswers, serverAnsweringVisitorsFirst, type VisitorAnswers } from './plugins/visitor-answers';

export const APP_VERSION = '0.1.0';

/**
 * `mailer` replaces the configured one (tests keep e-mail in memory); `logStream` receives the
 * log lines (tests read them); `readiness` is stopped by the server when shutdown begins.
 */
export type AppDependencies = { config: Config; database: Database; mailer?: Mailer; logStream?: NodeJS.WritableStream; readiness?: Readiness };

/**
 * SMTP when configured; otherwise .eml files in DATA_DIR/outbox (none for an in-memory database).
 * Each outbox file is logged as a warning, so whoever runs `npm start` sees where their sign-up
 * link went; the path only, since the link inside is a secret.
 */
function configuredMailer(config: Config, log: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.emailFrom);
  if (config.dataDir === ':memory:') return { send: async () => undefined };
  return createOutboxMailer(config.dataDir, config.emailFrom, (path) => log.warn({ path }, 'SMTP_URL is not set: e-mail written to the outbox instead of sent'));
}

/** The queue shares the app's database: its own small pool on PostgreSQL, the one PGlite connection otherwise. */
function queueDatabaseOf(config: Config, database: Database): QueueDatabase {
  if (database.pglite) return { kind: 'pglite', client: database.pglite };
  if (!config.databaseUrl) throw new Error('a PostgreSQL database needs DATABASE_URL for its task queue');
  return { kind: 'postgres', connectionString: config.databaseUrl };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by server.ts once migrations have run; tests reach it to wait for tasks. */
    queue: Queue;
    /** Cached public answers sent again to visitors before routing (plugins/visitor-answers.ts). */
    visitorAnswers: VisitorAnswers;
  }
}

/**
 * zod validates and serialises every route. Given to Fastify as its compiler factories (rather
 * than set after it is created), Fastify never loads its default ones, Ajv and
 * fast-json-stringify: about 0.1 s of each start. Fastify's types describe Ajv's factories only.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerWithMessages,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole application; tests call this and use app.inject. */
export async function buildApp({ config, database, mailer, logStream, readiness = createReadiness() }: AppDependencies): Promise<FastifyInstance> {
  // Debug logging logs every request, which the visitors' answers would skip: none are kept then.
  const visitorAnswers = createVisitorAnswers({ enabled: !['debug', 'trace'].includes(config.logLevel), trustProxy: config.trustProxy });
  const app = Fastify({
    serverFactory: serverAnsweringVisitorsFirst(visitorAnswers),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }) },
          },
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing app (a proxy's kept-alive connection, before Fastify closes
    // idle ones) is answered as usual with `Connection: close`; the database closes only after the
    // app (server.ts). Fastify's default 503 would reach the client: a proxy does not retry an answer.
    return503OnClosing: false,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  installRouteRegistry(app);
  app.decorate('visitorAnswers', visitorAnswers);
  app.addHook('onClose', async () => visitorAnswers.stop());

  await app.register(requestLoggingPlugin, { slowRequestMs: config.slowRequestMs });
  await app.register(metricsPlugin, { database, token: config.metricsToken, visitorAnswers });
  await app.register(errorsPlugin);
  app.addHook('preSerialization', messagesHeaderHook);
  await app.register(requestEncodingPlugin);
  // Before every route: the compress plugin attaches its hooks to routes as they are added.
  await app.register(compressionPlugin);
  const { counter: counts, redisState } = await openRequestCounter(config, database, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', () => counts.close());
  await app.register(securityPlugin, { config, sharedCounts: countsAreShared(config, database) ? counts : undefined, visitorAnswers });
  // Before every route, Better Auth's included: text PostgreSQL cannot store is refused as a 400.
  await app.register(textInputPlugin);
  await app.register(cookie);
  await app.register(openapiPlugin, { version: APP_VERSION, publicUrl: config.publicUrl });
  const changes = await createChangeFeed(database, (error) => app.log.error({ err: error }, 'change feed failed'));
  const secret = resolveAuthSecret(config);
  const storage = createStorage(config);
  const outgoingMail = mailer ?? configuredMailer(config, app.log);
  const caches = createCacheRegistry(changes, (error) => app.log.error({ err: error }, 'change signal failed'));
  const cached: CachedDb = { db: database.db, caches };
  // A user's name is part of the investor directory and of matching's investor index.
  const onUserUpdated = () => caches.changed('investors');
  // Account e-mail goes out in the request; a failed send is answered 503, never swallowed (plugins/auth-mail.ts).
  const accountMail = createAccountMail(outgoingMail);
  await app.register(authPlugin, { auth: createAuth(config, database.db, secret, { accountMail, counts, onUserUpdated }), db: database.db, accountMail, caches });

  const logError = (error: unknown) => app.log.error({ err: error }, 'delivery failed');
  const realtime = await createRealtime(database, logError);
  const logQueueError = (error: unknown) => app.log.error({ err: error }, 'task queue failed');
  const taskMetrics = createTaskMetrics(app.metrics, logQueueError);
  // A failed attempt (an e-mail the mail server refused) is logged with its cause, secrets taken out:
  // at warn while it will be retried, at error once it has failed for good.
  const logAttemptFailure: QueueSettings['onAttemptFailed'] = ({ name, taskId, retryCount, outcome, error }) =>
    app.log[outcome === 'failed_for_good' ? 'error' : 'warn']({ task: name, taskId, attempt: retryCount + 1, outcome, cause: describeFailure(error) }, 'task attempt failed');
  const queue = createQueue(queueDatabaseOf(config, database), logQueueError, {
    monitorSeconds: config.taskMonitorSeconds,
    onAttempt: taskMetrics.recordAttempt,
    onAttemptFailed: logAttemptFailure,
  });
  taskMetrics.watch(queue);
  app.decorate('queue', queue);
  // The queue stops first: tasks in progress finish while the database is still open.
  app.addHook('onClose', async () => {
    await queue.stop();
    await realtime.close();
    caches.close();
    await changes.close();
  });
  const delivery: Delivery = { realtime, mailer: outgoingMail, queue, publicUrl: config.publicUrl, secret, logError, limits: config.accountLimits };
  const files = { db: database.db, storage, maxUploadMb: config.dataRoomMaxUploadMb };
  const documents = createDocumentReader(config.documents);
  app.addHook('onClose', () => documents.close());
  const documentTasks = documentTaskDeps(config.documents, { ...files, documents, queue });
  registerTaskWorkers({ db: database.db, cached, delivery, storage, config, documentTasks });

  const fileScope = storageScope(config);
  // Instances sharing one PostgreSQL would each keep their own copy of the files: say so at start.
  if (config.databaseUrl && fileScope.scope === 'instance') {
    app.log.warn('DATABASE_URL is set but data-room files are stored in a local folder (DATA_DIR/files) that only this instance sees: set S3_* before running a second instance');
  }
  await app.register(healthRoutes, { database, version: APP_VERSION, readiness, storage: fileScope, dependencies: { storage, queue, redisState } });
  await app.register(authRoutes, { oidcName: config.oidc?.name });
  await app.register(profilesRoutes, { ...cached, delivery });
  await app.register(networkRoutes, { ...cached, delivery, limits: config.accountLimits, readUserCounts: getUserCounts });
  await app.register(messagingRoutes, { db: database.db, delivery, limits: config.accountLimits });
  await app.register(notificationsRoutes, { db: database.db, secret });
  await app.register(jobsRoutes, { ...cached, limits: config.accountLimits });
  await app.register(onboardingRoutes, cached);
  // The directory's score is the public assessment (decision 0042), refreshed after each profile write.
  await app.register(startupsRoutes, { ...cached, refreshPublicScore: (startupId) => refreshPublicScore(cached, startupId) });
  await app.register(startupPageRoutes, cached);
  await app.register(investorsRoutes, cached);
  await app.register(dashboardRoutes, cached);
  // Portfolio risk is the assessment (decision 0042), read through insights without portfolio importing it.
  await app.register(portfolioRoutes, { ...cached, delivery, readAssessment: (user, startupIds, seen) => getAssessmentRisksSeen(cached, user, startupIds, seen) });
  await app.register(portfolioReturnsRoutes, { db: database.db });
  await app.register(preferencesRoutes, cached);
  await app.register(exchangeRatesRoutes, {
    ...cached,
    onRatesImported: async () => {
      await queue.send('public-score-sweep', {});
    },
  });
  await app.register(dealsRoutes, { ...cached, delivery });
  await app.register(financialToolsRoutes, { db: database.db });
  await app.register(capTableScenarioRoutes, { db: database.db });
  // A raise sells a modelled round's terms: editing or deleting that round asks its committed investors again (decision 0058).
  await app.register(capTableRoundRoutes, { db: database.db, termsChanged: raiseTermsChanged(database.db, delivery) });
  await app.register(fundraisingRoutes, { db: database.db, delivery });
  await app.register(roundRoomRoutes, { db: database.db, delivery });
  await app.register(capTableExportRoutes, { db: database.db, documents });
  await app.register(roundDocumentRoutes, { db: database.db });
  await app.register(shareLedgerRoutes, { db: database.db });
  await app.register(startupAccessRoutes, { db: database.db, delivery });
  await app.register(metricsRoutes, { db: database.db });
  await app.register(updatesRoutes, { db: database.db, delivery });
  await app.register(adminRoutes, { ...cached, delivery });
  await app.register(organisationsRoutes, { db: database.db, delivery });
  await app.register(savedSearchesRoutes, { db: database.db, secret });
  await app.register(verificationRoutes, { db: database.db, storage, caches, delivery });
  await app.register(moderationRoutes, { ...cached, delivery });
  await app.register(tasksRoutes, { queue });
  await app.register(insightsRoutes, { ...cached, narrator: createNarrator(config), documentTasks });
  await app.register(analyticsRoutes, cached);
  await app.register(dataRoomsRoutes, { ...files, delivery, documents, refreshPublicScore: (startupId) => refreshPublicScore(cached, startupId) });
  await app.register(roomDocumentAnalysisRoutes, { documentTasks });

  await app.register(linkPreviewsRoutes, { cached, publicUrl: config.publicUrl });

  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    siteName,
    previewFor: (pathname) => previewForPath(cached, pathname),
    renderedPageCache: cached.caches.use(renderedPages),
  });
  return app;
}
