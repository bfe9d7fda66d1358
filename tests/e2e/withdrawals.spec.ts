import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, registerPlayer, shownText, signInAsAdmin } from './support';
import { signInToBackOffice } from './support/back-office';

const BALANCE = /^Wallet balance/;

async function openWithdrawTab(page: Page) {
  await page.goto('/wallet');
  await expect(page.getByText('Deposit Coming Soon')).toBeVisible();
  await page.getByRole('tab', { name: 'Withdraw' }).click();
}

/**
 * An operator in a browser context of their own, signed in through the API: these journeys are about
 * the withdrawal, and the back office's sign-in screen has journeys of its own.
 */
async function operator(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context.request, baseURL);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

const requestRow = (admin: Page, text: string) =>
  admin.getByRole('table', { name: 'Pending withdrawals' }).getByRole('row').filter({ hasText: text });

test('every withdrawal validation text, then a UPI request the operator rejects: the player sees the reason and the balance back @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = await registerPlayer(page, { name: `Upi ${Date.now().toString(36)}` });
  await openWithdrawTab(page);
  const amount = page.getByLabel('Amount (₹)');
  const submit = page.getByRole('button', { name: 'Request Withdrawal' });
  for (const [typed, message] of [
    ['', 'Amount is required'],
    ['abc', 'Amount must be a number'],
    ['499', 'Minimum withdrawal amount is ₹500'],
    ['10000.50', 'Amount exceeds your available balance'],
    ['1500', 'Please fill all required fields for the selected withdrawal method'],
  ]) {
    await amount.fill(typed!);
    await submit.click();
    await expect(page.getByText(message!)).toBeVisible();
  }
  const admin = await operator(browser, baseURL);
  await admin.page.goto('/bookdashboard/withdrawals');
  await expect(admin.page.getByRole('heading', { name: 'Withdrawal Requests' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await page.getByLabel('UPI ID').fill('ravi.kumar@okaxis');
  // The request is held until the processing view has been seen (locally it answers in milliseconds).
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/withdrawals', async (route) => {
    if (route.request().method() === 'POST') await seen;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByText('Processing Your Withdrawal')).toBeVisible();
  release();
  await expectToast(page, 'Your withdrawal request has been submitted successfully');
  await expect(page.getByText('It will be processed within 24 hours.')).toBeVisible();
  await expect(amount).toHaveValue('');
  await expect(page.getByRole('link', { name: BALANCE }).first()).toContainText('₹8,500');
  const history = page.getByRole('region', { name: 'Withdrawal History' });
  await expect(history.getByTestId('withdrawal-row')).toHaveCount(1);
  await expect(history).toContainText('₹1,500.00');
  await expect(history).toContainText('ra••••@okaxis');
  await expect(history).toContainText('Pending');

  try {
    // The operator's queue, open before the request was made, shows it without a reload.
    const row = requestRow(admin.page, player.name);
    await expect(row).toContainText('ravi.kumar@okaxis');
    await row.getByRole('button', { name: /^Reject withdrawal/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Reject Withdrawal Request' });
    const reject = dialog.getByRole('button', { name: 'Reject Withdrawal' });
    await expect(reject).toBeDisabled();
    await dialog.getByLabel('Rejection Reason').fill('   ');
    await expect(reject).toBeDisabled();
    await dialog.getByLabel('Rejection Reason').fill('UPI name does not match the account');
    await reject.click();
    await expectToast(admin.page, 'Withdrawal rejected and refunded to the player');
    await expect(row).toHaveCount(0);
  } finally {
    await admin.close();
  }

  // The player's page was never reloaded: the stream brings the refund and the reason.
  await expect(history).toContainText('Rejected');
  await expect(history).toContainText('UPI name does not match the account');
  await expect(page.getByRole('link', { name: BALANCE }).first()).toContainText('₹10,000');
  const ledger = page.getByRole('region', { name: 'Transaction History' });
  await expect(ledger.getByText('Withdrawal Released')).toBeVisible();
  await expect(ledger.getByText('+₹1,500')).toBeVisible();
});

test('a bank request approved through a chosen IMPS account completes for the player, and the account records it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Five pages in two browsers, about 45 steps: a budget for its work, as the other multi-page journeys
  // have, not the default's one screen. Each step keeps its own expectation timeout.
  test.setTimeout(90_000);
  const player = await registerPlayer(page, { name: `Bank ${Date.now().toString(36)}` });
  await openWithdrawTab(page);
  await page.getByLabel('Amount (₹)').fill('2000');
  await page.getByRole('radio', { name: 'Bank Transfer' }).click();
  await page.getByLabel('Account Holder Name').fill('Ravi Kumar');
  await page.getByLabel('Account Number', { exact: true }).fill('123456789012');
  await page.getByLabel('Confirm Account Number').fill('123456789012');
  await page.getByLabel('IFSC Code').fill('hdfc0001234');
  await page.getByLabel('Bank Name').fill('HDFC Bank');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expectToast(page, 'Your withdrawal request has been submitted successfully');
  const history = page.getByRole('region', { name: 'Withdrawal History' });
  await expect(history).toContainText('HDFC Bank ••••9012');

  const admin = await operator(browser, baseURL);
  try {
    // A fresh IMPS account to pay from, so its Last Used and Success Rate start empty.
    const accountNumber = String(Date.now()).slice(-12);
    await admin.page.goto('/bookdashboard/imps-details');
    await admin.page.getByRole('button', { name: 'Add IMPS' }).click();
    const add = admin.page.getByRole('dialog', { name: 'Add IMPS Detail' });
    await add.getByLabel('Name', { exact: true }).fill('E2E Payouts');
    await add.getByLabel('Account Number').fill(accountNumber);
    await add.getByLabel('IFSC Code').fill('SBIN0000001');
    await add.getByLabel('Bank Name').fill('State Bank of India');
    await add.getByRole('button', { name: 'Add IMPS' }).click();
    await expectToast(admin.page, 'IMPS detail added successfully');
    const accountRow = admin.page.getByRole('row').filter({ hasText: accountNumber });
    await expect(accountRow).toContainText('Never');
    await expect(accountRow).toContainText('—');

    await admin.page.goto('/bookdashboard/withdrawals');
    const row = requestRow(admin.page, player.name);
    await expect(row).toContainText('HDFC0001234');
    // Money from the sign-up credit, not from a result that can still be corrected: one admin approves.
    await expect(row.getByRole('note', { name: 'Winnings open to correction' })).toHaveCount(0);
    await expect(row).not.toContainText('Needs two admins');
    await row.getByRole('button', { name: /^Approve withdrawal/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Confirm Withdrawal Approval' });
    await expect(dialog).toContainText('This action cannot be undone');
    await expect(dialog.getByRole('note', { name: 'Winnings open to correction' })).toHaveCount(0);
    await expect(dialog).toContainText('Bank Transfer');
    await expect(dialog).toContainText('123456789012');
    await dialog.getByRole('combobox', { name: 'Payout account' }).click();
    await admin.page
      .getByRole('option', { name: new RegExp(`E2E Payouts .*${accountNumber.slice(-4)}`) })
      .click();
    await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
    await expectToast(admin.page, 'Withdrawal approved successfully');

    await admin.page.goto('/bookdashboard/imps-details');
    await expect(accountRow).toContainText('100.0%');
    await expect(accountRow).not.toContainText('Never');
  } finally {
    await admin.close();
  }
  await expect(history).toContainText('Completed');
  await expect(page.getByRole('link', { name: BALANCE }).first()).toContainText('₹8,000');
});

test('an operator adds, edits and toggles UPI and IMPS accounts @mobile', async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto('/bookdashboard/upi-details');
  await expect(page.getByRole('heading', { name: 'UPI Payment Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Add UPI' }).click();
  const add = page.getByRole('dialog', { name: 'Add UPI Detail' });
  // A new account is active unless the operator turns the toggle off.
  await expect(add.getByRole('switch', { name: 'Active' })).toBeChecked();
  await add.getByRole('button', { name: 'Add UPI' }).click();
  await expect(add.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(add.getByText('UPI ID is required', { exact: true })).toBeVisible();
  const upiId = `e2e.${Date.now().toString(36)}@ybl`;
  await add.getByLabel('Name', { exact: true }).fill('E2E UPI');
  await add.getByLabel('UPI ID').fill(upiId);
  await add.getByRole('button', { name: 'Add UPI' }).click();
  await expectToast(page, 'UPI detail added successfully');
  const row = page.getByRole('row').filter({ hasText: upiId });
  await expect(row).toContainText('Never');

  const editUpi = row.getByRole('button', { name: /^Edit UPI detail/ });
  expect(await shownText(editUpi)).toBe('Edit');
  await editUpi.click();
  const edit = page.getByRole('dialog', { name: 'Edit UPI Detail' });
  await edit.getByLabel('Name', { exact: true }).fill('E2E UPI Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'UPI detail updated successfully');
  await expect(row).toContainText('E2E UPI Renamed');

  await row.getByRole('switch').click();
  await expectToast(page, 'UPI detail deactivated successfully');
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await row.getByRole('switch').click();
  await expectToast(page, 'UPI detail activated successfully');

  await page.getByRole('button', { name: 'Add UPI' }).click();
  await add.getByLabel('Name', { exact: true }).fill('Copy');
  await add.getByLabel('UPI ID').fill(upiId);
  await add.getByRole('button', { name: 'Add UPI' }).click();
  await expectToast(page, 'This UPI ID is already added');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/bookdashboard/imps-details');
  await expect(page.getByRole('heading', { name: 'IMPS Payment Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Add IMPS' }).click();
  const imps = page.getByRole('dialog', { name: 'Add IMPS Detail' });
  await imps.getByRole('button', { name: 'Add IMPS' }).click();
  for (const text of [
    'Name is required',
    'Account number is required',
    'IFSC code is required',
    'Bank name is required',
  ])
    await expect(imps.getByText(text, { exact: true })).toBeVisible();
  await imps.getByRole('button', { name: 'Cancel' }).click();
  // The table's switch: while the dialog closes, its own Active switch is still on the page.
  await expect(imps).toBeHidden();
  const first = page.getByRole('table', { name: 'IMPS Payment Details' }).getByRole('switch').first();
  const was = await first.getAttribute('aria-checked');
  await first.click();
  await expectToast(page, `IMPS detail ${was === 'true' ? 'deactivated' : 'activated'} successfully`);
  await first.click();
  await expectToast(page, `IMPS detail ${was === 'true' ? 'activated' : 'deactivated'} successfully`);
});

test.describe('on a phone (375 × 812)', () => {
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
  test.use(phone);

  test('each empty bank field is named under its input, and an operator told of a holder who is not the player approves from a phone @mobile', async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await registerPlayer(page, { name: `Phone ${Date.now().toString(36)}` });
    await openWithdrawTab(page);
    await page.getByLabel('Amount (₹)').fill('1000');
    await page.getByRole('radio', { name: 'Bank Transfer' }).click();
    await page.getByLabel('Bank Name').fill('HDFC Bank');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    for (const label of ['Account Holder Name', 'Account Number', 'Confirm Account Number', 'IFSC Code']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        `${label} is required`,
      );
    }
    await expect(page.getByLabel('Bank Name')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Account Holder Name').fill('Ravi Kumar');
    await page.getByLabel('Account Number', { exact: true }).fill('123456789012');
    await page.getByLabel('Confirm Account Number').fill('123456789012');
    await page.getByLabel('IFSC Code').fill('HDFC0001234');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expectToast(page, 'Your withdrawal request has been submitted successfully');

    const context = await browser.newContext({ baseURL, ...phone });
    try {
      const admin = await context.newPage();
      await signInToBackOffice(admin);
      await admin.goto('/bookdashboard/withdrawals');
      const row = requestRow(admin, player.name);
      await expect(row).toContainText('₹1,000');
      const approve = row.getByRole('button', { name: /^Approve withdrawal/ });
      await approve.scrollIntoViewIfNeeded();
      // On the screen, not off to the right of a table that scrolls sideways.
      const box = (await approve.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await expect(approve).toBeInViewport({ ratio: 1 });
      await approve.click();
      const dialog = admin.getByRole('dialog', { name: 'Confirm Withdrawal Approval' });
      await expect(dialog).toContainText('123456789012');
      // The name on the account is not the player's: the dialog says so.
      await expect(dialog.getByRole('alert')).toHaveText(
        `The account holder (Ravi Kumar) does not match the player’s name (${player.name}). Check the account is the player’s before paying.`,
      );
    } finally {
      await context.close();
    }
  });

  test('each action on a request says what it does in words, not only by its icon @mobile', async ({
    page,
    baseURL,
  }) => {
    const player = await registerPlayer(page);
    // Names repeat across runs of a worker; this UPI ID pins the row.
    const upiId = `labelled.${Date.now().toString(36)}@okaxis`;
    const asked = await page.request.post('/api/me/withdrawals', {
      headers: { Origin: new URL(baseURL!).origin },
      data: {
        idempotencyKey: crypto.randomUUID(),
        amount: 500,
        method: 'upi',
        upiName: player.name,
        upiId,
      },
    });
    expect(asked.status()).toBe(201);
    // The operator takes over the page: the admin's session replaces the player's.
    await signInAsAdmin(page.request, baseURL);
    await page.goto('/bookdashboard/withdrawals');
    const row = requestRow(page, upiId);
    for (const [name, words] of [
      [/^Approve withdrawal of /, 'Approve'],
      [/^Reject withdrawal of /, 'Reject'],
      [/^History of the withdrawal of /, 'History'],
    ] as const) {
      const action = row.getByRole('button', { name });
      await action.scrollIntoViewIfNeeded();
      expect(await shownText(action)).toBe(words);
    }
  });

  test('a bank holder name must be a name, and the account number is typed twice @mobile', async ({
    page,
    baseURL,
  }) => {
    await registerPlayer(page);
    await openWithdrawTab(page);
    await page.getByLabel('Amount (₹)').fill('800');
    await page.getByRole('radio', { name: 'Bank Transfer' }).click();
    const holder = page.getByLabel('Account Holder Name');
    await holder.fill('123456789012');
    await page.getByLabel('Account Number', { exact: true }).fill('123456789012');
    await page.getByLabel('Confirm Account Number').fill('123456789013');
    await page.getByLabel('IFSC Code').fill('HDFC0001234');
    await page.getByLabel('Bank Name').fill('HDFC Bank');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expect(holder).toHaveAccessibleDescription(
      "Account holder name can have only letters, spaces and . ' -",
    );
    await expect(page.getByLabel('Confirm Account Number')).toHaveAccessibleDescription(
      'Account numbers do not match',
    );
    // The server keeps the same rule for the name.
    const refused = await page.request.post('/api/me/withdrawals', {
      headers: { Origin: new URL(baseURL!).origin },
      data: {
        idempotencyKey: crypto.randomUUID(),
        amount: 800,
        method: 'bank',
        accountHolderName: '123456789012',
        accountNumber: '123456789012',
        ifscCode: 'HDFC0001234',
        bankName: 'HDFC Bank',
      },
    });
    expect(refused.status()).toBe(400);

    await holder.fill('Ravi Kumar');
    await page.getByLabel('Confirm Account Number').fill('123456789012');
    await page.getByRole('button', { name: 'Request Withdrawal' }).click();
    await expectToast(page, 'Your withdrawal request has been submitted successfully');
  });
});
