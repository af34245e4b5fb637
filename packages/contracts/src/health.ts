import { z } from 'zod';

/** Liveness: the process answers and reaches its database. */
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

/** Readiness: whether a load balancer should send this instance new requests. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'shutting_down']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
