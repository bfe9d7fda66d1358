// Accounts for the browser journeys. Each journey runs against one fresh database (scripts/e2e-server.ts),
// so every helper that creates an account uses a unique email and phone number.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BALANCE_LINK, DEMO_PLAYER, SEED_ADMIN } from './constants';

export type TestAccount = { name: string; email: string; phone: string; password: string };

let counter = 0;

/** A fresh, valid account: unique email and a unique 10-digit Indian mobile number. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const stamp = `${Date.now()}${process.pid}${counter}`;
  const digits = stamp.slice(-9).padStart(9, '0');
  return {
    name: `Test Player ${counter}`,
    email: `player-${stamp}@example.test`,
    phone: `9${digits}`,
    password: 'secret123',
    ...overrides,
  };
}

/** Our API refuses cookie-authenticated writes from other origins; the request fixture sends none by default. */
function originHeaders(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { Origin: new URL(baseURL).origin } : {};
}

function requestOf(target: APIRequestContext | Page): APIRequestContext {
  return 'goto' in target ? target.request : target;
}

/**
 * Registers a new player through the API. Given a page, the session cookie lands in the page's
 * browser context, so the page is signed in on its next load.
 */
export async function registerPlayer(
  target: APIRequestContext | Page,
  overrides: Partial<TestAccount> = {},
  baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3210}`,
): Promise<TestAccount> {
  const account = newAccount(overrides);
  const response = await requestOf(target).post('/api/auth/sign-up/email', {
    headers: originHeaders(baseURL),
    data: { name: account.name, email: account.email, phone: account.phone, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Signs in through the API (session cookie kept by the request context, or by the page's context). */
async function signInWithApi(
  target: APIRequestContext | Page,
  credentials: { email: string; password: string },
  baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3210}`,
): Promise<void> {
  const response = await requestOf(target).post('/api/auth/sign-in/email', {
    headers: originHeaders(baseURL),
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The seeded admin, signed in on a request context (e.g. the `request` fixture) for /api/admin calls. */
export async function signInAsAdmin(request: APIRequestContext, baseURL?: string): Promise<void> {
  await signInWithApi(request, SEED_ADMIN, baseURL);
}

/**
 * Signs the page in as the demo player the way a player does: Login, 'Use Demo Login', Sign In.
 * Leaves the page where it was, with the dialog closed and the balance chip showing.
 */
export async function signInAsDemo(page: Page): Promise<void> {
  const dialog = await openAuthDialog(page, 'login');
  await dialog.getByRole('button', { name: 'Use Demo Login' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO_PLAYER.email);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: BALANCE_LINK })).toBeVisible();
}

/**
 * Opens the auth dialog from the header (desktop buttons, or the side menu below 768 px)
 * and returns it.
 */
export async function openAuthDialog(page: Page, mode: 'login' | 'register') {
  const label = mode === 'login' ? 'Login' : 'Sign Up';
  const header = page.getByRole('banner');
  const direct = header.getByRole('button', { name: label, exact: true });
  // Wait for the header to know whether anyone is signed in (a skeleton shows until then).
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(direct.or(menu).first()).toBeVisible();
  if (await direct.isVisible()) {
    await direct.click();
  } else {
    await menu.click();
    await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: mode === 'login' ? 'Welcome Back' : 'Join Our Community' });
  await expect(dialog).toBeVisible();
  return dialog;
}
