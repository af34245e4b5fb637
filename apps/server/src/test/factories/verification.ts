/**
 * Factories of investor verification, through the real endpoints: an application (multipart, as the
 * form sends it, with an optional PDF) and an admin's decision on it.
 */
import type { InjectOptions } from 'fastify';
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';

export type ApplicationFields = { website: string; linkedinUrl?: string };

/** The multipart request of an application: the fields, then the document part when given. */
export function applicationRequest(user: TestUser | null, fields: ApplicationFields, document?: { name: string; bytes: Buffer }): InjectOptions {
  const boundary = '----baobab-verification';
  const parts: Buffer[] = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (document) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${document.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      document.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return as(user, { method: 'POST', url: '/api/verification', payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** Applies and returns the new application's id (the investor's latest). */
export async function applyForVerification(t: Pick<TestApp, 'app'>, user: TestUser, fields: ApplicationFields, document?: { name: string; bytes: Buffer }): Promise<number> {
  const response = await t.app.inject(applicationRequest(user, fields, document));
  if (response.statusCode !== 201) throw new Error(`verification apply failed: ${response.statusCode} ${response.body}`);
  return response.json().latest.id;
}

/** An admin's decision, which must succeed. */
export async function decideVerification(t: Pick<TestApp, 'app'>, admin: TestUser, id: number, decision: 'approve' | 'decline' | 'withdraw', reason = 'Checked the fund'): Promise<void> {
  const response = await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/verifications/${id}/${decision}`, payload: { reason } }));
  if (response.statusCode !== 204) throw new Error(`verification ${decision} failed: ${response.statusCode} ${response.body}`);
}
