/** A document over the limit is refused with a message (decision 0046): its limit in megabytes, in the reader's language. */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { signUpInvestor } from '../../test/factories/users';
import { applicationRequest } from '../../test/factories/verification';
import type { TestApp } from '../../test/test-app';
import { createFilesTestApp } from '../data-rooms/test-support';

let t: TestApp & { filesDir: string };
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(() => t.close());

describe('a verification document too large, in French', () => {
  it('answers 413 with the refusal and its message', async () => {
    const investor = await signUpInvestor(t);
    const big = { name: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(11 * 1024 * 1024)]) };
    const response = await t.app.inject(applicationRequest(investor, { website: 'https://k.capital' }, big));
    expect(response.statusCode).toBe(413);
    const body = response.json() as { message: string; messages: Record<string, Message> };
    expect(body.message).toBe('The document must be at most 10 MB');
    expect(translatorFor('fr').message(body.messages[body.message]!)).toBe('Le document ne doit pas dépasser 10 Mo');
  });
});
