/**
 * The metrics refusals carry their messages beside the English (decision 0046): a French founder reads
 * a limit written the French way, a standard metric's name in French, and a name they typed as typed.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());

const french = translatorFor('fr');
type Refusal = { message: string; issues?: { path: string; message: string }[]; messages?: Record<string, Message> };
const post = (path: string, payload: Record<string, unknown>) => t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}${path}`, payload }));

describe('metrics refusals in French', () => {
  it("sends a check's limit and a standard metric's fixed unit as messages, which French renders", async () => {
    const long = (await post('/metrics', { kind: 'custom', name: 'x'.repeat(61), unit: 'count' })).json() as Refusal;
    expect(long.issues).toContainEqual({ path: 'name', message: 'A metric name must be at most 60 characters' });
    expect(french.message(long.messages!['A metric name must be at most 60 characters']!)).toBe("Le nom d'un indicateur ne doit pas dépasser 60 caractères");

    const runway = (await post('/metrics', { kind: 'runway', unit: 'count' })).json() as Refusal;
    expect(runway.issues).toContainEqual({ path: 'unit', message: 'Runway is a standard metric measured in months' });
    expect(french.message(runway.messages!['Runway is a standard metric measured in months']!)).toBe('Autonomie (runway) est un indicateur standard mesuré en mois');
  });

  it('keeps the name a founder typed exactly as typed in French', async () => {
    await post('/metrics', { kind: 'custom', name: 'Pilots', unit: 'count' });
    const taken = (await post('/metrics', { kind: 'custom', name: 'PILOTS', unit: 'count' })).json() as Refusal;
    expect(taken.message).toBe('This startup already has a metric called "PILOTS"');
    expect(french.message(taken.messages![taken.message]!)).toBe('Cette startup a déjà un indicateur nommé « PILOTS »');
  });
});
