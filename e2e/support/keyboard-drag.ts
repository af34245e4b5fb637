import { expect, type Page } from '@playwright/test';

/**
 * Picks up the focused card with Space and returns once the board listens for arrow keys. The announcement says the
 * card is over its column, but dnd-kit's keyboard sensor starts listening for keys in a zero-delay timer queued at
 * the pick-up, and Chromium runs input before timers: an arrow sent straight after the announcement could reach the
 * page before the listener and be lost (a CI run lost one). A zero-delay timer queued now runs after the sensor's.
 */
export async function pickUpWithSpace(page: Page, announcement: string): Promise<void> {
  await page.keyboard.press('Space');
  await expect(page.getByText(announcement)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
