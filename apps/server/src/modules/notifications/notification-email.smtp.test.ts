import { sql } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { waitForTasks } from '../../test/tasks';
import { startAppWithSmtp, startSmtpSink, stopSmtpSink } from '../../test/smtp';
import type { TestDatabase } from '../../test/test-database';
import { signUpUser, type TestApp } from '../../test/test-app';
import { requestConnection } from '../../test/factories/network';

/**
 * A real SMTP server on loopback (smtp-server, parsed with mailparser) receives the app's
 * notification e-mail through nodemailer, as in production. It is stopped while notifications
 * are sent and started again: every e-mail must still arrive, exactly once.
 */
const SINK_PORT = 3351;

type Received = { messageId: string; to: string; subject: string };

function startSink(received: Received[]): Promise<SMTPServer> {
  return startSmtpSink(SINK_PORT, (mail) => {
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    received.push({ messageId: mail.messageId ?? '', to: to?.value[0]?.address ?? '', subject: mail.subject ?? '' });
  });
}

type TaskRow = { id: string; state: string; retry_count: number };

let database: TestDatabase;
let app: FastifyInstance;
let t: Pick<TestApp, 'app' | 'db'>;

beforeAll(async () => {
  ({ app, database } = await startAppWithSmtp(SINK_PORT));
  t = { app, db: database.database.db };
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

async function emailTasks(): Promise<TaskRow[]> {
  const result = await t.db.execute(sql`select id, state, retry_count from pgboss.job where name = 'notification-email' order by created_on`);
  return (result as unknown as { rows: TaskRow[] }).rows;
}

describe('notification e-mail through a real SMTP server', () => {
  it('delivers every e-mail exactly once when the SMTP server is down while notifications are sent', { timeout: 120_000 }, async () => {
    const received: Received[] = [];
    // Sign-up's verification e-mail is sent in the request, not queued: everyone signs up while the
    // server is up, and only notification e-mail (its Message-ID names its task) is counted.
    const notifications = () => received.filter((m) => m.messageId.startsWith('<notification-'));
    let sink = await startSink(received);
    const sender = await signUpUser(app);
    const first = await signUpUser(app);
    const recipients = [await signUpUser(app), await signUpUser(app), await signUpUser(app)];

    // While the server is up, an e-mail arrives at once.
    await requestConnection(t, sender, first);
    await waitForTasks(t, 'notification-email');
    expect(notifications().map((m) => m.to)).toEqual([first.email]);

    // Down: three notifications; each e-mail task fails its first attempt and waits to retry.
    await stopSmtpSink(sink);
    for (const recipient of recipients) await requestConnection(t, sender, recipient);
    await vi.waitFor(async () => expect((await emailTasks()).filter((task) => task.state === 'retry')).toHaveLength(3), { timeout: 30_000, interval: 100 });
    expect(notifications()).toHaveLength(1);

    // Up again: the retries deliver them.
    sink = await startSink(received);
    try {
      await waitForTasks(t, 'notification-email', 60_000);
    } finally {
      await stopSmtpSink(sink);
    }

    const tasks = await emailTasks();
    expect(tasks.map((task) => task.state)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(tasks.slice(1).every((task) => task.retry_count >= 1)).toBe(true);
    // Exactly once: one message per recipient, and one per task (its Message-ID names the task).
    expect(notifications().map((m) => m.to).sort()).toEqual([first.email, ...recipients.map((r) => r.email)].sort());
    expect(notifications().map((m) => m.messageId).sort()).toEqual(tasks.map((task) => `<notification-${task.id}@localhost>`).sort());
    expect(notifications().every((m) => m.subject.length > 0)).toBe(true);
  });
});
