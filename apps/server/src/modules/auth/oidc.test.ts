import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A local stand-in for an OpenID Connect provider's discovery document. */
let provider: Server;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  provider = createServer((request, response) => {
    if (request.url === '/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({ oidc: { issuer, clientId: 'baobab', clientSecret: 'secret', name: 'Acme SSO' } });
});

afterAll(async () => {
  await t.close();
  provider.close();
});

describe('OpenID Connect sign-in', () => {
  it('is offered on the sign-in page when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(response.json()).toEqual({ oidc: { name: 'Acme SSO' } });
  });

  it("sends the browser to the provider's authorization endpoint", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/dashboard' },
    });
    expect(response.statusCode).toBe(200);
    const target = new URL(response.json().url);
    expect(`${target.origin}${target.pathname}`).toBe(`${issuer}/authorize`);
    expect(target.searchParams.get('client_id')).toBe('baobab');
    expect(target.searchParams.get('scope')).toContain('openid');
  });
});
