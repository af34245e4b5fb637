import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PART_SIZE_BYTES, type S3Options } from './integrations/s3-storage';

/** Raised when the environment is unusable; server.ts prints its one-line message and exits. */
export class ConfigError extends Error {}

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'DATABASE_CONNECT_TIMEOUT_SECONDS must be between 0 and 3600')
    .max(3600, 'DATABASE_CONNECT_TIMEOUT_SECONDS must be between 0 and 3600')
    .default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('baobab:'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATA_ROOM_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(50),
  DATA_ROOM_FILE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  SAVED_SEARCH_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(500),
  DOCUMENT_MAX_UNPACKED_MB: z.coerce.number().int().min(1).max(1024).default(64),
  DOCUMENT_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  DOCUMENT_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  DOCUMENT_WAIT_SECONDS: z.coerce.number().int().min(0).max(120).default(30),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be the URL of an S3-compatible service, such as https://minio.example:9000 (leave it unset for AWS)').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1, 'S3_MAX_ATTEMPTS must be between 1 and 10').max(10, 'S3_MAX_ATTEMPTS must be between 1 and 10').optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://baobab.example').optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_ON_START: booleanFlag.default(true),
  MIGRATE_ON_START: booleanFlag.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Multiplies every per-account daily limit (modules/account-limits); load tests raise it, production keeps 1. */
  ACCOUNT_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  TASK_MONITOR_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_DISABLED: booleanFlag.default(false),
  OIDC_ISSUER: z.url('OIDC_ISSUER must be the provider URL').optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  LLM_BASE_URL: z.url('LLM_BASE_URL must be the OpenAI-compatible endpoint, e.g. https://llm.example/v1').optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Baobab <no-reply@baobab.local>'),
});

/** Every variable the server reads; .env.example documents each one (config.test.ts checks). */
export const configVariables = Object.keys(envSchema.shape);

export type DocumentLimits = {
  /** Most PDF pages or presentation slides read from one document. */
  maxPages: number;
  /** Most bytes inflated from one .docx or .pptx (counted as they are inflated, not as declared). */
  maxUnpackedMb: number;
  /** Old-generation heap of each document worker (worker_threads resourceLimits). */
  workerHeapMb: number;
  /** Longest one document may take in its worker before the worker is stopped. */
  timeLimitSeconds: number;
  /** Worker threads reading documents at once. */
  workers: number;
  /** Documents waiting for a worker, and uploads one person may have waiting; beyond this, 503 and Retry-After. */
  queue: number;
  /** How long an analysis request waits for its queued task before answering 202 with the task. */
  waitSeconds: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** Set for a real PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** How long start-up keeps trying to reach PostgreSQL, with backoff, before it gives up (0: once). */
  databaseConnectTimeoutSeconds: number;
  /** Rate-limit counts go to this Redis when set; otherwise to the database (docs/architecture.md, Scale path). */
  redis: { url: string; keyPrefix: string } | undefined;
  /** ':memory:' keeps the embedded database in memory (tests). */
  dataDir: string;
  /** Data-room uploads: DATA_DIR/files by default; tests point it at a temporary folder. */
  filesDir: string;
  /** Largest data-room upload in megabytes. */
  dataRoomMaxUploadMb: number;
  /** Days a deleted data-room document's stored bytes are kept before a queued task removes them. */
  dataRoomFileRetentionDays: number;
  /** How often saved searches are compared with new and changed startups (the e2e run makes it seconds). */
  savedSearchSweepSeconds: number;
  /**
   * Whether the periodic tasks (sweeps, reminders, digests) are sent once at the queue's start and then on
   * their period. Always on in the product; API tests turn it off and send each sweep when they mean to, so
   * a sweep that starts with the queue never lands in the middle of a test's counts.
   */
  periodicTasks: boolean;
  /** Bounds on reading uploaded documents off the request thread (docs/reliability.md). */
  documents: DocumentLimits;
  /** Data-room files go to this S3 bucket when set (uploads are still staged in filesDir). */
  s3: S3Options | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  trustedOrigins: string[];
  trustProxy: boolean;
  seedOnStart: boolean;
  /** Apply pending migrations at start; false when a separate `npm run db:migrate` step runs first (docs/reliability.md). */
  migrateOnStart: boolean;
  /** Requests per minute per client address across the API. */
  rateLimitPerMinute: number;
  /** Sign-in and sign-up attempts per minute per client address. */
  authRateLimitPerMinute: number;
  /** Per-account daily limits on intros, messages and job posts (docs/security.md, "Abuse limits"). */
  accountLimits: { scale: number };
  logLevel: string;
  /** Requests slower than this are logged at warn; faster ones only at debug. */
  slowRequestMs: number;
  /**
   * How often the task queue looks for attempts whose instance died (no heartbeat) and recounts
   * its tasks for /metrics (integrations/queue.ts).
   */
  taskMonitorSeconds: number;
  /**
   * /metrics: 'off' when METRICS_DISABLED (no route at all), otherwise the bearer token a Prometheus
   * scraper must send, or undefined, which leaves it open: outside production only (loadConfig).
   */
  metricsToken: string | 'off' | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  /** An OpenAI-compatible endpoint for optional narrative on top of computed insights. */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Notification e-mail goes through this SMTP server; unset writes .eml files to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  emailFrom: string;
  /** Where the built web app lives; undefined serves the API only. */
  webDistDir: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET: required in production (at least 32 random characters)');
  }
  if (e.METRICS_DISABLED && e.METRICS_TOKEN) {
    throw new ConfigError('METRICS_DISABLED: /metrics is turned off, so METRICS_TOKEN would have no use: unset one of them');
  }
  // Metrics name routes, task queues and pool sizes: an attacker's map of the instance.
  if (isProduction && !e.METRICS_TOKEN && !e.METRICS_DISABLED) {
    throw new ConfigError('METRICS_TOKEN: required in production (16+ random characters a Prometheus scraper sends), or set METRICS_DISABLED=true to turn /metrics off');
  }
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError('OIDC: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  }
  const llmParts = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llmParts.some(Boolean) && !llmParts.every(Boolean)) {
    throw new ConfigError('LLM: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together');
  }
  const s3 = s3Options(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    dataDir: e.DATA_DIR,
    filesDir: join(e.DATA_DIR, 'files'),
    dataRoomMaxUploadMb: e.DATA_ROOM_MAX_UPLOAD_MB,
    dataRoomFileRetentionDays: e.DATA_ROOM_FILE_RETENTION_DAYS,
    savedSearchSweepSeconds: e.SAVED_SEARCH_SWEEP_SECONDS,
    periodicTasks: true,
    documents: {
      maxPages: e.DOCUMENT_MAX_PAGES,
      maxUnpackedMb: e.DOCUMENT_MAX_UNPACKED_MB,
      workerHeapMb: e.DOCUMENT_WORKER_HEAP_MB,
      timeLimitSeconds: e.DOCUMENT_TIME_LIMIT_SECONDS,
      workers: e.DOCUMENT_WORKERS,
      queue: e.DOCUMENT_QUEUE,
      waitSeconds: e.DOCUMENT_WAIT_SECONDS,
    },
    s3,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    trustedOrigins: [new URL(publicUrl).origin, ...e.TRUSTED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)],
    trustProxy: e.TRUST_PROXY,
    seedOnStart: e.SEED_ON_START,
    migrateOnStart: e.MIGRATE_ON_START,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    accountLimits: { scale: e.ACCOUNT_LIMIT_SCALE },
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    taskMonitorSeconds: e.TASK_MONITOR_SECONDS,
    metricsToken: e.METRICS_DISABLED ? 'off' : e.METRICS_TOKEN,
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, name: e.OIDC_NAME }
      : undefined,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), apiKey: e.LLM_API_KEY!, model: e.LLM_MODEL! } : undefined,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    webDistDir: undefined,
    ...overrides,
  };
}

/**
 * S3 storage when a bucket is named. Keys are optional (the SDK's default chain finds them), but a
 * half-set group is refused with the variable that is missing.
 */
function s3Options(e: z.infer<typeof envSchema>): S3Options | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN, S3_MAX_ATTEMPTS } = e;
  const anySet = [S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN, S3_MAX_ATTEMPTS].some((v) => v !== undefined);
  if (!S3_BUCKET) {
    if (anySet) throw new ConfigError('S3_BUCKET: required when any other S3_* variable is set');
    return undefined;
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the AWS default credential chain');
  }
  if (S3_SESSION_TOKEN && !S3_ACCESS_KEY_ID) {
    throw new ConfigError('S3_SESSION_TOKEN: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the temporary keys it was issued with)');
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION ?? 'us-east-1',
    credentials: S3_ACCESS_KEY_ID ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY!, sessionToken: S3_SESSION_TOKEN } : undefined,
    maxAttempts: S3_MAX_ATTEMPTS ?? 3,
    partSizeBytes: DEFAULT_PART_SIZE_BYTES,
  };
}
