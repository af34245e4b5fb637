import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableMessages } from '@baobab/contracts/errors';
import fr from '@baobab/i18n/fr/messages';
import errorsPlugin, { DATABASE_RETRY_AFTER_SECONDS } from './errors';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const app = Fastify();

beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/refused', async () => {
    throw new DrizzleQueryError('select 1', [], refused());
  });
  app.get('/terminated-in-auth', async () => {
    throw APIError.from('INTERNAL_SERVER_ERROR', { message: 'Failed to get session', code: 'FAILED_TO_GET_SESSION' }, { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
  });
  app.get('/faulty-query', async () => {
    throw new DrizzleQueryError('select nothing', [], Object.assign(new Error('relation "nothing" does not exist'), { code: '42P01' }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a request whose database connection is refused or lost', () => {
  it('gets 503 with Retry-After and the product’s error shape', async () => {
    for (const url of ['/refused', '/terminated-in-auth']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ message: unavailableMessages.database, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('has its message in French too', () => {
    expect(fr[unavailableMessages.database]).toMatch(/base de données/);
  });

  it('leaves a faulty query a 500 without detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/faulty-query' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.body).not.toContain('nothing');
  });
});
