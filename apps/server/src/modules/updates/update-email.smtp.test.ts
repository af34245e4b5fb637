import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { waitForTasks } from '../../test/tasks';
import { startAppWithSmtp, startSmtpSink, stopSmtpSink } from '../../test/smtp';
import type { TestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate, trackMetrics } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * A sent update reaches its recipients through a real SMTP server on loopback (smtp-server, parsed
 * with mailparser), as nodemailer sends it in production: one multipart message each, whose HTML
 * and text parts both carry the figures for the period.
 */
const SINK_PORT = 3352;

let database: TestDatabase;
let app: FastifyInstance;
let sink: SMTPServer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT, (mail) => received.push(mail));
  ({ app, database } = await startAppWithSmtp(SINK_PORT));
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  if (sink) await stopSmtpSink(sink);
});

describe('an update e-mailed through SMTP', () => {
  it('arrives once per recipient with the figures in both its HTML and its text', { timeout: 60_000 }, async () => {
    const t = { app, db: database.database.db } as TestApp;
    const founder = await signUpWithRole(t, 'founder', { firstName: 'Ada', lastName: 'Obi' });
    const [investor, connection] = await Promise.all([signUpWithRole(t, 'investor', { firstName: 'Bola' }), signUpWithRole(t, 'investor', { firstName: 'Dayo' })]);
    const startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
    await confirmedInvestment(t, investor, founder, startupId);
    await connect(t, founder, connection);
    const metrics = await trackMetrics(t, founder, startupId);
    const updateId = await sendUpdate(t, founder, startupId, {
      metricIds: [metrics.mrr, metrics.customers],
      audience: { confirmedInvestors: true, shareHolders: false, connections: true, userIds: [] },
    });
    await waitForTasks(t, 'update-delivery');
    await waitForTasks(t, 'update-email', 30_000);

    const updates = received.filter((mail) => mail.messageId?.startsWith(`<update-${updateId}-`));
    const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
    expect(updates.map(to).sort()).toEqual([investor.email, connection.email].sort());
    for (const mail of updates) {
      expect(mail.subject).toBe('Kilimo Pay update: March update');
      expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toContain('/api/notifications/unsubscribe?token=');
      // The text part: each figure with the month before and the change.
      expect(mail.text).toContain('Figures');
      expect(mail.text).toContain('- MRR: $12,600 (previous month $10,500, +20%)');
      expect(mail.text).toContain('- Customers: 51 (previous month 42, +21.4%)');
      expect(mail.text).toContain('Intros to logistics investors in Nairobi');
      // The HTML part: the same figures in a table, the Markdown rendered and sanitised.
      const html = mail.html as string;
      expect(html).toMatch(/<td[^>]*>MRR<\/td><td[^>]*>\$12,600<\/td><td[^>]*>\$10,500 <span[^>]*>\(\+20%\)<\/span><\/td>/);
      expect(html).toMatch(/<td[^>]*>Customers<\/td><td[^>]*>51<\/td>/);
      expect(html).toContain('<h2>Summary</h2>');
      expect(html).toContain(`/updates/${updateId}`);
    }
  });
});
