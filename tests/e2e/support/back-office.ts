import { expect, type Page } from '@playwright/test';
import { SEED_ADMIN } from './constants';
import { expectToast } from './toasts';

/** Signs in at /booklogin the way an operator does, and waits for the dashboard. */
export async function signInToBackOffice(page: Page, credentials = SEED_ADMIN) {
  await page.goto('/booklogin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login successful');
  await expect(page).toHaveURL(/\/bookdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Goes to a back-office page through its navigation (the side bar, or the menu at phone width). */
export async function openBackOfficePage(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The results table's row of one match. */
export const settlementRow = (page: Page, tableName: RegExp, matchId: number) =>
  page.getByRole('table', { name: tableName }).locator(`tr[data-row-id="${matchId}"]`);
