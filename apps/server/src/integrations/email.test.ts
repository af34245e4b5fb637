import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './email';

describe('createOutboxMailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each e-mail as an .eml file with its unsubscribe header, loading nodemailer on first use', async () => {
    const written: string[] = [];
    const mailer = createOutboxMailer(dir, 'Baobab <no-reply@baobab.local>', (path) => written.push(path));
    await mailer.send({ to: 'amara@example.com', subject: 'A new message', text: 'Hello from Lagos', unsubscribeUrl: 'https://baobab.example/u/1' });
    await mailer.send({ to: 'wanjiru@example.com', subject: 'Second', text: 'Hello from Nairobi', unsubscribeUrl: 'https://baobab.example/u/2' });
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const first = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
    expect(first).toContain('To: amara@example.com');
    expect(first).toContain('List-Unsubscribe: <https://baobab.example/u/1>');
    expect(first).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(first).toContain('Hello from Lagos');
    expect(written).toEqual(files.map((name) => join(dir, 'outbox', name)));
  });
});
