import { join } from 'node:path';
import { z } from 'zod';

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
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('baobab:'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATA_ROOM_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(50),
  DATA_ROOM_FILE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(500),
  DOCUMENT_MAX_UNPACKED_MB: z.coerce.number().int().min(1).max(1024).default(64),
  DOCUMENT_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  DOCUMENT_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be the bucket service URL, such as https://s3.eu-west-1.amazonaws.com').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://baobab.example').optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_ON_START: booleanFlag.default(true),
  MIGRATE_ON_START: booleanFlag.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
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
  /** Documents waiting for a worker; beyond this, uploads are refused with 503 and Retry-After. */
  queue: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** Set for a real PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
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
  /** Bounds on reading uploaded documents off the request thread (docs/reliability.md). */
  documents: DocumentLimits;
  /** Data-room files go to this S3-compatible bucket when set (uploads are still staged in filesDir). */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
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
  logLevel: string;
  /** Requests slower than this are logged at warn; faster ones only at debug. */
  slowRequestMs: number;
  /** Bearer token a Prometheus scraper sends to /metrics; unset leaves /metrics open. */
  metricsToken: string | undefined;
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
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError('OIDC: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  }
  const llmParts = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llmParts.some(Boolean) && !llmParts.every(Boolean)) {
    throw new ConfigError('LLM: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together');
  }
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError('S3: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    dataDir: e.DATA_DIR,
    filesDir: join(e.DATA_DIR, 'files'),
    dataRoomMaxUploadMb: e.DATA_ROOM_MAX_UPLOAD_MB,
    dataRoomFileRetentionDays: e.DATA_ROOM_FILE_RETENTION_DAYS,
    documents: {
      maxPages: e.DOCUMENT_MAX_PAGES,
      maxUnpackedMb: e.DOCUMENT_MAX_UNPACKED_MB,
      workerHeapMb: e.DOCUMENT_WORKER_HEAP_MB,
      timeLimitSeconds: e.DOCUMENT_TIME_LIMIT_SECONDS,
      workers: e.DOCUMENT_WORKERS,
      queue: e.DOCUMENT_QUEUE,
    },
    s3: e.S3_BUCKET
      ? { endpoint: e.S3_ENDPOINT!, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
      : undefined,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    trustedOrigins: [new URL(publicUrl).origin, ...e.TRUSTED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)],
    trustProxy: e.TRUST_PROXY,
    seedOnStart: e.SEED_ON_START,
    migrateOnStart: e.MIGRATE_ON_START,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    metricsToken: e.METRICS_TOKEN,
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
