/**
 * An update's limits are refused with messages (decision 0046): a founder in French reads each limit
 * written the French way, and a section named by its label in French.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { buildStartup } from '../../test/factories/startups';
import { buildUpdateInput } from '../../test/factories/updates';
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
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("an update's limits in French", () => {
  it('sends the title and section limits as messages', async () => {
    const draft = buildUpdateInput({ title: 'x'.repeat(201), asks: 'x'.repeat(5_001) });
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/updates`, payload: draft }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { issues: { path: string; message: string }[]; messages: Record<string, Message> };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Titles are limited to 200 characters' },
        { path: 'asks', message: 'Asks are limited to 5,000 characters' },
      ]),
    );
    expect(french.message(body.messages['Titles are limited to 200 characters']!)).toBe('Les titres sont limités à 200 caractères');
    expect(plain(french.message(body.messages['Asks are limited to 5,000 characters']!))).toMatch(/ : 5 000 caractères au plus$/);
    expect(french.message(body.messages['Asks are limited to 5,000 characters']!)).not.toMatch(/^Asks/);
  });
});
