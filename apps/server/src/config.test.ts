import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './lib/paths';
import { ConfigError, configVariables, loadConfig } from './config';
import { beginOpeningDatabase, openDatabase } from './db/client';
import { DatabaseUnreachableError } from './db/connect-with-retry';

describe('configuration', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.migrateOnStart).toBe(true);
  });

  it('has every variable it reads documented in .env.example, and nothing it does not read', () => {
    const example = readFileSync(join(serverRoot(), '..', '..', '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    const composeOnly = ['POSTGRES_PASSWORD', 'PUBLISHED_PORT'];
    expect([...documented].filter((name) => !composeOnly.includes(name)).sort()).toEqual([...configVariables].sort());
  });

  it('turns migrations at start off for a separate migrate step, and refuses a flag it cannot read', () => {
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(/^MIGRATE_ON_START: /);
  });

  it('refuses a DATABASE_URL that is not a postgres URL, in one line', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(
      new ConfigError('DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL'),
    );
  });

  it('refuses a REDIS_URL that is not a redis URL, and reads one with its key prefix', () => {
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrowError(
      new ConfigError('REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379'),
    );
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'baobab:' });
  });

  it('refuses production without an AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses production without a METRICS_TOKEN unless /metrics is turned off', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN: required in production.*METRICS_DISABLED=true/);
    expect(loadConfig({ ...production, METRICS_TOKEN: 'a-scraper-token-16+' }).metricsToken).toBe('a-scraper-token-16+');
    expect(loadConfig({ ...production, METRICS_DISABLED: 'true' }).metricsToken).toBe('off');
    expect(() => loadConfig({ ...production, METRICS_DISABLED: 'true', METRICS_TOKEN: 'a-scraper-token-16+' })).toThrow(/METRICS_DISABLED/);
    expect(() => loadConfig({ ...production, METRICS_DISABLED: 'yes' })).toThrow(/METRICS_DISABLED/);
    // Development keeps /metrics open without a token.
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('refuses half an OpenID Connect configuration', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC/);
  });

  it('refuses half a language-model configuration and reads a whole one', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'https://llm.example/v1' })).toThrow(/LLM/);
    expect(loadConfig({ LLM_BASE_URL: 'https://llm.example/v1/', LLM_API_KEY: 'k', LLM_MODEL: 'm' }).llm).toEqual({ baseUrl: 'https://llm.example/v1', apiKey: 'k', model: 'm' });
  });

  it('reads S3 storage with static keys, temporary keys or the default credential chain, and refuses half a configuration in one line', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'rooms' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'rooms',
      region: 'us-east-1',
      credentials: undefined,
      maxAttempts: 3,
      partSizeBytes: 8 * 1024 * 1024,
    });
    const temporary = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:7480',
      S3_BUCKET: 'rooms',
      S3_REGION: 'af-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_SESSION_TOKEN: 'token',
      S3_MAX_ATTEMPTS: '5',
    }).s3;
    expect(temporary).toMatchObject({ endpoint: 'http://127.0.0.1:7480', region: 'af-south-1', maxAttempts: 5, credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: 'token' } });

    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:7480', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toThrowError(
      new ConfigError('S3_BUCKET: required when any other S3_* variable is set'),
    );
    expect(() => loadConfig({ S3_REGION: 'af-south-1' })).toThrow(/^S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'rooms', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      new ConfigError('S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the AWS default credential chain'),
    );
    expect(() => loadConfig({ S3_BUCKET: 'rooms', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/^S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadConfig({ S3_BUCKET: 'rooms', S3_SESSION_TOKEN: 'token' })).toThrow(/^S3_SESSION_TOKEN: needs S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'rooms', S3_ENDPOINT: 'minio 9000' })).toThrow(/^S3_ENDPOINT: S3_ENDPOINT must be the URL/);
    expect(() => loadConfig({ S3_BUCKET: 'rooms', S3_MAX_ATTEMPTS: '0' })).toThrowError(new ConfigError('S3_MAX_ATTEMPTS: S3_MAX_ATTEMPTS must be between 1 and 10'));
  });

  it('explains an unreachable database in one line, without calling it a configuration error', async () => {
    const error = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/nothing', dataDir: ':memory:' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect(error).not.toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^cannot connect to 127\.0\.0\.1:1\/nothing \(.*ECONNREFUSED.*\); 1 attempt, DATABASE_CONNECT_TIMEOUT_SECONDS is 0$/);
    expect((error as Error).message).not.toContain('\n');
  });

  it('keeps trying to reach the database for DATABASE_CONNECT_TIMEOUT_SECONDS, with backoff, then says how long it tried', async () => {
    const retries: string[] = [];
    const started = Date.now();
    const error = await beginOpeningDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/nothing', dataDir: ':memory:', databaseConnectTimeoutSeconds: 2 }, (line) => retries.push(line)).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    // 250, 500, 1000 ms, then what is left of the 2 s.
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect(retries[0]).toMatch(/^database 127\.0\.0\.1:1\/nothing not reachable yet \(attempt 1: .*\); trying again in 250 ms$/);
    expect((error as Error).message).toMatch(/; \d+ attempts in 2 s, DATABASE_CONNECT_TIMEOUT_SECONDS is 2$/);
  });

  it('refuses a database connect time out of range', () => {
    expect(loadConfig({}).databaseConnectTimeoutSeconds).toBe(60);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '-1' })).toThrowError(new ConfigError('DATABASE_CONNECT_TIMEOUT_SECONDS: DATABASE_CONNECT_TIMEOUT_SECONDS must be between 0 and 3600'));
  });
});
