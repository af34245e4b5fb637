import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueToken } from '../../support/api-users';
import { demoAdmin, demoFounder, signInAs } from '../../support/demo-users';
import { pdfWithPages } from '../../support/pdf';

test('an investor applies, an admin approves, and the badge shows in the directory and on their intro request', async ({ browser }) => {
  const token = uniqueToken('Verif');
  const name = `Kwame ${token}`;

  // A fresh investor (e-mail at example.com) applies with a website on another domain: it waits for an admin.
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await signUpViaApi(investor.request, 'Kwame', token);
  const onboarded = await investor.request.post('/api/investors', {
    data: {
      type: 'vc_partner',
      investmentThesis: 'Seed rounds for African logistics software.',
      minTicketSize: 50000,
      averageTicketSize: 150000,
      maxTicketSize: 500000,
      sectors: ['Logistics'],
      geographies: ['Ghana'],
      stages: ['Seed'],
      linkedinUrl: '',
    },
  });
  expect(onboarded.ok()).toBe(true);
  await investor.goto('/verification');
  await expect(investor.getByRole('heading', { name: 'Get verified' })).toBeVisible();
  await expect(investor.getByText('You have not applied yet.')).toBeVisible();
  await investor.getByLabel('Fund or company website').fill(`https://${token.toLowerCase()}-capital.com`);
  await investor.getByLabel('LinkedIn profile (optional)').fill('https://www.linkedin.com/in/kwame');
  await investor.getByLabel('Supporting document, PDF (optional)').setInputFiles({ name: 'Fund letter.pdf', mimeType: 'application/pdf', buffer: pdfWithPages(['Fund letter']) });
  await investor.getByRole('button', { name: 'Apply for verification' }).click();
  await expect(investor.getByText('Application sent: an admin will review it', { exact: true })).toBeVisible();
  await expect(investor.getByText("Your application is waiting for an admin's review.")).toBeVisible();
  await expect(investor.getByRole('link', { name: 'Fund letter.pdf' })).toBeVisible();

  // The demo admin approves it in the admin console, with a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, demoAdmin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Verifications' }).click();
  const application = admin.getByRole('listitem', { name: `Application from ${name}` });
  await expect(application).toContainText('E-mail domain differs from website');
  await expect(application.getByRole('link', { name: 'Fund letter.pdf' })).toHaveAttribute('href', /^\/api\/admin\/verifications\/\d+\/document$/);
  await application.getByRole('button', { name: `Approve ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve ${name}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Give a reason: it is kept in the audit log')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Fund website and LinkedIn match the applicant');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Investor verified', { exact: true })).toBeVisible();
  await expect(application).toHaveCount(0);

  // The investor sees the decision, and sends an intro request to the demo founder's startup.
  await investor.reload();
  await expect(investor.getByText(/You are a verified investor since/)).toBeVisible();
  const intro = await investor.request.post('/api/users/connections', { data: { toStartupId: 1, message: `Hello from ${token}` } });
  expect(intro.status()).toBe(201);

  // The directory, verified investors only: the card carries the badge.
  await investor.goto('/investors');
  await investor.getByLabel('Verified only').check();
  await expect(investor).toHaveURL(/verified=true/);
  await investor.getByLabel('Search investors').fill(token);
  const cards = investor.getByRole('list', { name: 'Investors' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(cards.first()).toContainText('Verified investor');

  // The founder's invitations: the intro request carries the badge.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await signInAs(founder, demoFounder);
  await founder.goto('/network');
  await founder.getByRole('tab', { name: 'Invitations' }).click();
  const request = founder.getByRole('list', { name: 'Received invitations' }).getByRole('listitem').filter({ hasText: `Hello from ${token}` });
  await expect(request).toContainText(name);
  await expect(request).toContainText('Verified investor');

  await Promise.all([investorContext.close(), adminContext.close(), founderContext.close()]);
});
