import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, pageNow, phoneEn, signInAs } from './cabinet-page';
import { expect, type Page, setPageNow, test } from './journey';

/**
 * Checkout through the payment provider's page, the path production runs: on a phone, in English,
 * the student pays a club place waiting for payment with Apple Pay; the cabinet sends them to the
 * provider's page (the mock school's, on the origin the build trusts), where they approve a payment
 * the bank confirms later; back in the cabinet the page waits for the confirmation, reading the
 * order again by itself, and never offers a second payment. axe on every page visited.
 */

test.describe.configure({ timeout: 120_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** Nothing on the page offers to pay: no button or link to pay, none to the checkout. */
async function expectNoPaymentOffered(page: Page) {
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.locator('a[href^="/checkout?"]')).toHaveCount(0);
}

type ApiClubs = { data: { booking: { status: string; order_id: number | null } | null }[] };

test('on a phone, the student pays on the provider’s page, waits for the confirmation and is never offered a second payment', async ({
  page,
}) => {
  await signInAs(page, phoneEn, 'student@demo.school');
  const clubs = await api<ApiClubs>(page, '/api/v1/clubs?period=upcoming&per_page=100');
  const orderId = clubs.data.find((club) => club.booking?.status === 'payment_pending')?.booking?.order_id;
  if (!orderId) throw new Error('The seed keeps a club place of the demo student waiting for payment');

  await page.goto(`/checkout?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await page
    .getByRole('checkbox', { name: 'I accept the public offer agreement and the payment terms' })
    .check();
  await page.getByRole('button', { name: /^Pay UAH/ }).click();

  // The provider's page, in the payer's language.
  await expect(page).toHaveURL(/\/__mock\/provider\/payments\/[0-9a-f]{32}\?lang=en$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Payment of order no. ${orderId}` }),
  ).toBeVisible();
  await expect(page.getByText('Apple Pay')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Pay, the bank confirms in 90 seconds' }).click();

  // Back in the cabinet with the payment approved, not yet confirmed: the page waits.
  await expect(page).toHaveURL(new RegExp(`/checkout/success\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming the payment' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Waiting for the payment provider to confirm the payment' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checking the payment' })).toBeVisible();
  await expectNoPaymentOffered(page);
  await checkPage(page);

  // The provider confirms a minute and a half after the approval; the page, reading again, shows it.
  await setPageNow(page, (await pageNow(page)) + 91_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('(Apple Pay)');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoPaymentOffered(page);
  await checkPage(page);

  // The checkout of the paid order offers nothing to pay either.
  await page.goto(`/checkout?order=${orderId}`);
  await expect(page.getByText('This order is already paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the payment' })).toHaveAttribute(
    'href',
    `/checkout/success?order=${orderId}`,
  );
});
