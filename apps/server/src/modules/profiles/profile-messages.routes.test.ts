/** A profile field over its limit is refused with a message (decision 0046): the limit written the reader's way. */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  person = await signUpUser(t.app);
});
afterAll(() => t.close());

describe('a profile field too long, in French', () => {
  it('sends the limit of each refused field as a message', async () => {
    const response = await t.app.inject(as(person, { method: 'PUT', url: '/api/users/profile', payload: { headline: 'x'.repeat(121), bio: 'x'.repeat(2_001) } }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { issues: { path: string; message: string }[]; messages: Record<string, Message> };
    expect(body.issues).toEqual([
      { path: 'headline', message: 'Must be at most 120 characters' },
      { path: 'bio', message: 'Must be at most 2,000 characters' },
    ]);
    const french = translatorFor('fr');
    expect(french.message(body.messages['Must be at most 120 characters']!)).toBe('Doit compter au plus 120 caractères');
    expect(french.message(body.messages['Must be at most 2,000 characters']!).replace(/[\u00a0\u202f]/g, ' ')).toBe('Doit compter au plus 2 000 caractères');
  });
});
