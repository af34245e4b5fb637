import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { openVerificationLink } from './api-users';
import { uniqueEmail } from './users';

/**
 * Test data through the product's own API (DESIGN.md: data set up through the API): users sign up,
 * onboard as investor or founder, and founders publish startups.
 */
let counter = 0;
/** A word no demo startup contains, so the directory's full-text search finds exactly ours. */
export function uniqueWord(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ id: number }> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

export async function signUp(request: APIRequestContext, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await ok(await request.post('/api/auth/sign-up/email', { data: { name: `${firstName} Test`, firstName, lastName: 'Test', email, password: 'a-strong-password' } }));
  await openVerificationLink(request, email);
  return email;
}

/** Signs up an investor in this request context (its page is signed in as them); their e-mail address. */
export async function onboardInvestor(request: APIRequestContext, firstName = 'Ifeoma'): Promise<string> {
  const email = await signUp(request, firstName);
  await ok(
    await request.post('/api/investors', {
      data: {
        type: 'angel',
        investmentThesis: 'Early fintech and health infrastructure across West and East Africa.',
        averageTicketSize: 25000,
        minTicketSize: 5000,
        maxTicketSize: 100000,
        sectors: ['FinTech', 'HealthTech'],
        geographies: ['Africa'],
        stages: ['Seed', 'Series A'],
      },
    }),
  );
  return email;
}

/**
 * A founder in their own request context publishes startups and returns their ids. Pass the
 * context to keep acting as that founder afterwards (the caller disposes of it then).
 */
export async function createStartups(baseURL: string, names: string[], context?: APIRequestContext): Promise<number[]> {
  const founder = context ?? (await playwrightRequest.newContext({ baseURL }));
  await signUp(founder, 'Kofi');
  await ok(await founder.post('/api/founders', { data: { bio: 'Second-time founder in payments.', location: 'Accra', expertiseTags: ['Finance'] } }));
  const ids: number[] = [];
  for (const name of names) {
    const created = await ok(
      await founder.post('/api/startups', {
        data: {
          name,
          description: `${name} builds payment rails for informal retailers.`,
          sector: 'FinTech',
          region: 'Africa',
          fundingStage: 'Seed',
          raisingAmount: '$500K',
          teamSize: 9,
          businessModel: 'Transaction-based',
        },
      }),
    );
    ids.push(created.id);
  }
  if (!context) await founder.dispose();
  return ids;
}

export async function addDeal(request: APIRequestContext, startupId: number) {
  return ok(await request.post('/api/portfolio/deal-flow', { data: { startupId } }));
}
