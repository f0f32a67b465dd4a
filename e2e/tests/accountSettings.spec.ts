import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { keepScreenshot, signIn } from '../support/screens';

test('switching to English changes the labels and survives a reload', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/personal');
  await expect(page.getByText('總資產')).toBeVisible();
  await page.goto('/language');
  await page.getByTestId('language-en').click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('screen-language').getByText('Language', { exact: true })).toBeVisible();
  await page.goto('/personal');
  await expect(page.getByText('Total assets')).toBeVisible();
  await expect(page.getByText('History bills')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Total assets')).toBeVisible();
  await expect(page.getByText('總資產')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('localetype')])).toEqual(['en', '1']);
  await keepScreenshot(page, testInfo, 'account-personal-en-after-reload');
});

test('changing line shows the confirmation and goes back', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/setting?type=1');
  await page.getByText('切換線路').click();
  await expect(page.getByTestId('screen-changeline')).toBeVisible();
  await expect(page.getByTestId('line-0').getByText('當前線路')).toBeVisible();
  await page.getByTestId('line-1').getByRole('button', { name: '開始投資' }).click();
  await expect(page.getByText('您已切換到線路2')).toBeVisible();
  await page.waitForTimeout(600); // the kit's fade and zoom-in (spring animated, no event to wait on) before the picture
  await keepScreenshot(page, testInfo, 'account-changeline-confirm-tw');
  expect(await page.evaluate(() => localStorage.getItem('activeList'))).toBe('1');
  await page.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/setting\?type=1$/);
  await page.goto('/changeline');
  await expect(page.getByTestId('line-1').getByText('當前線路')).toBeVisible();
});

test('the invite QR decodes to the invite link', async ({ page, baseURL }, testInfo) => {
  await signIn(page);
  const id = await page.evaluate(() => sessionStorage.getItem('id'));
  const link = `${baseURL}/register?inviter_id=${id}`;
  await page.goto('/shareFriend');
  const qr = page.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  expect(await qr.boundingBox()).toMatchObject({ width: 200, height: 200 });
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  await keepScreenshot(page, testInfo, 'account-shareFriend-tw');

  const image = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  expect(decoded?.data).toBe(link);

  // The link opens the register screen with the recommend code filled in.
  await page.goto(link);
  await expect(page.getByPlaceholder('請輸入推薦碼（選填）')).toHaveValue(String(id));
});
