import { z } from 'zod';

/** Liveness: the process answers. It never asks the database, so an outage elsewhere never gets a live instance restarted. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /**
   * Where data-room files live: `instance` (a local folder) is seen by this instance only, so
   * several instances on one PostgreSQL need `shared` (an S3-compatible bucket).
   */
  storage: z.object({ kind: z.enum(['local', 's3']), scope: z.enum(['instance', 'shared']) }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** One dependency as readiness sees it: `not_configured` (Redis without REDIS_URL) counts as fine. */
export const dependencyStateSchema = z.enum(['ok', 'unavailable', 'not_configured']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

/**
 * Readiness: whether a load balancer should send this instance new requests. `ready` and
 * `degraded` answer 200 (a degraded instance still serves: Redis away means rate limits count in
 * the database); `unavailable` (no database) and `shutting_down` answer 503. `checks` names each
 * dependency and `degraded` lists the ones away while the instance still serves; neither is sent
 * once shutdown has begun.
 */
export const readinessStatuses = ['ready', 'degraded', 'unavailable', 'shutting_down'] as const;

export const readinessResponseSchema = z.object({
  status: z.enum(readinessStatuses),
  checks: z
    .object({
      database: dependencyStateSchema,
      redis: dependencyStateSchema,
      storage: dependencyStateSchema,
      queue: dependencyStateSchema,
    })
    .optional(),
  degraded: z.array(z.enum(['redis', 'storage', 'queue'])).optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
