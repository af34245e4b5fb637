import { DrizzleQueryError } from 'drizzle-orm/errors';
import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

/** An error as node-postgres raises it for a server message: a message and a SQLSTATE code. */
const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

describe('a lost or refused database connection', () => {
  it('is recognised from the SQLSTATE of a server that stops, restarts or ends the session', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
  });

  it('is recognised from a socket error or the driver’s own words', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is recognised inside drizzle’s and Better Auth’s wrappers', () => {
    const lost = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], lost))).toBe(true);
    expect(isDatabaseUnavailable(APIError.from('INTERNAL_SERVER_ERROR', { message: 'Failed to get session', code: 'FAILED_TO_GET_SESSION' }, { cause: new DrizzleQueryError('select 1', [], lost) }))).toBe(true);
  });

  it('is not what a faulty query or a refused value raises', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P02', 'invalid input syntax for type integer'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('28P01', 'password authentication failed'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('42P01', 'relation does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
