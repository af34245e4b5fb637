import { expect, test } from '@playwright/test';
import { buildPdf } from '../../../apps/server/src/test/pdf';
import { demoFounder, signInAs } from '../../support/demo-users';

const deck = `Problem: market traders in Lagos lose 8% of sales to cash handling.
Solution: our app lets traders accept card payments on any Android phone.
Traction: we reached $1.2M ARR in March with 12,000 merchants.
Our largest customer accounts for 60% of revenue.
Team: Ada Obi, CEO, ex-Paystack. Our CTO left the company in March.
Financials: monthly burn of $150k; runway of 8 months.
The Ask: we are raising $2M in a seed round.`;

test('a founder analyses pasted deck text and sees flags with their sentences', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights');
  await page.getByRole('tab', { name: 'Document Intelligence' }).click();
  await expect(page).toHaveURL(/tab=documents/);
  await expect(page.getByLabel('Document type')).toHaveValue('pitch_deck');
  const analyze = page.getByRole('button', { name: 'Analyze Document' });
  await expect(analyze).toBeDisabled();

  await page.getByLabel('Document text').fill(deck);
  await expect(analyze).toBeEnabled();
  await analyze.click();
  await expect(page.getByText('Document analysis completed', { exact: true })).toBeVisible();
  await expect(page.getByText(/Confidence score/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risk flags' })).toBeVisible();
  await expect(page.locator('blockquote', { hasText: 'Our largest customer accounts for 60% of revenue.' })).toBeVisible();
  await expect(page.getByText('Extracted data')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  await expect(page.getByText('Analysed documents')).toBeVisible();
});

test('a file that is not a PDF is refused with the failure toast', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights?tab=documents');
  await page.getByLabel('Or upload a document').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
  await page.getByRole('button', { name: 'Analyze File' }).click();
  await expect(page.getByText('Failed to analyze document', { exact: true })).toBeVisible();
  await expect(page.getByText('This file is not a PDF, Word (.docx) or PowerPoint (.pptx) document. Upload one of those or paste the text instead.', { exact: true })).toBeVisible();
});

test('a founder uploads a PDF whose text is extracted and analysed', async ({ page }) => {
  await signInAs(page, demoFounder);
  await page.goto('/ai-insights?tab=documents');
  const pdf = buildPdf([deck.split('\n').slice(0, 4), deck.split('\n').slice(4)]);
  await page.getByLabel('Or upload a document').setInputFiles({ name: 'kopa-deck.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Analyze File' }).click();
  await expect(page.getByText('Document analysis completed', { exact: true })).toBeVisible();
  await expect(page.locator('blockquote', { hasText: 'Our CTO left the company in March.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pitch Deck \(kopa-deck\.pdf\)/ }).first()).toBeVisible();
});
