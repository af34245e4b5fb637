import { expect, test, type Page } from '@playwright/test';
import { emailsTo, verificationLinkFor } from '../../support/outbox';
import { signUpThroughPage, submitSignUpForm, uniqueEmail } from '../../support/users';

/** The panel after a sign-up, the same for a new and a taken address. */
async function expectCheckEmail(page: Page, email: string) {
  const panel = page.getByRole('status');
  await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(panel).toContainText(
    `We sent a message to ${email}. Open the link in it to confirm your address and finish creating your account. If you do not see it within a few minutes, look in your spam folder.`,
  );
}

test('a visitor signs up from the landing page, opens the e-mailed link, reaches onboarding, signs out and back in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('global capital');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);

  const email = uniqueEmail('visitor');
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Nobody is signed in yet: the page asks to open the link sent to the address typed.
  await expectCheckEmail(page, email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const link = await verificationLinkFor(email);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Zainab' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  // The signed-in app opens as a new document, sent with the session and so with the opener policy that a visitor's page goes without.
  const signedInDocument = page.waitForResponse((response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/dashboard');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await signedInDocument).headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
});

test('sign-up shows clear messages for bad input and creates no account', async ({ page }) => {
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
});

test('sign-up with an email that is taken answers like a new one and tells the owner by e-mail', async ({ page, browser }) => {
  const user = { firstName: 'Tunde', lastName: 'Ade', email: uniqueEmail('taken'), password: 'a-strong-password' };
  await signUpThroughPage(page, user);
  await expect(page).toHaveURL(/\/onboarding$/);

  const other = await browser.newPage();
  await submitSignUpForm(other, { ...user, firstName: 'Someone', password: 'another-password' });
  await expectCheckEmail(other, user.email);
  await expect.poll(async () => (await emailsTo(user.email)).some((message) => message.includes('Subject: Someone tried to create a Baobab account with your address'))).toBe(true);
  await other.close();
});

test('signing in before opening the link says so and sends a new link', async ({ page }) => {
  const user = { firstName: 'Efua', lastName: 'Mensah', email: uniqueEmail('unverified'), password: 'a-strong-password' };
  await submitSignUpForm(page, user);
  await expect.poll(async () => (await emailsTo(user.email)).length).toBe(1);

  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your e-mail address first. We have sent you a new link: open it to finish signing in.');
  await expect.poll(async () => (await emailsTo(user.email)).length).toBe(2);

  const link = await verificationLinkFor(user.email);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Efua' })).toBeVisible();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
