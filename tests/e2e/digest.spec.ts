import { expect, test } from '@playwright/test';
import { signInAsDemo } from './helpers';

test('a store’s daily e-mail is switched on at a chosen hour, kept across a reload, and switched off', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('button', { name: /demo/ }).click();
  await page.getByRole('link', { name: 'Daily e-mail' }).click();
  await expect(page).toHaveURL(/\/digest$/);
  // The test server has no SMTP_URL.
  await expect(page.getByText('This server does not send e-mail')).toBeVisible();

  const paris = page.getByRole('region', { name: 'Paris Boutique' });
  await paris.getByLabel('Hour').selectOption({ label: '07:00 (Europe/Paris)' });
  await paris.getByRole('switch', { name: 'E-mail me yesterday’s brief' }).check();
  await expect(paris.getByRole('status')).toHaveText('Sent every day at 07:00, store time, in English.');

  await page.reload();
  await expect(paris.getByRole('switch')).toBeChecked();
  await expect(paris.getByLabel('Hour')).toHaveValue('7');

  await paris.getByRole('switch').uncheck();
  await expect(paris.getByRole('status')).toHaveText('No daily e-mail for this store.');
  await page.reload();
  await expect(paris.getByRole('switch')).not.toBeChecked();
});
