/**
 * Factories of job posts: a valid POST /api/jobs body (buildJob) and a job posted by a user
 * through that endpoint (postJob).
 * Both take overrides for the fields a test checks;
 * the defaults are a full-time engineering role in Lagos.
 */
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';

/** A valid job post; override any field. */
export function buildJob(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior Backend Engineer',
    description: 'Build payment rails for merchants across West Africa.',
    jobType: 'Full-time Employee',
    category: 'Engineering',
    location: 'Lagos',
    isRemote: false,
    ...overrides,
  };
}

export async function postJob(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const response = await t.app.inject(as(user, { method: 'POST', url: '/api/jobs', payload: buildJob(overrides) }));
  if (response.statusCode !== 201) throw new Error(`post job failed: ${response.body}`);
  return response.json();
}
