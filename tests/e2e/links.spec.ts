import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The two public link generators, through the real portal and the real sandbox.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const generate = (page: Page) => page.getByRole('button', { name: 'Generate Link' }).click();
const generatedLink = (page: Page) => page.getByRole('link', { name: /\/invest\// });

async function chooseScheme(page: Page, category: string, scheme: string) {
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  const schemes = page.getByRole('combobox', { name: 'Scheme' });
  await expect(schemes).toBeEnabled();
  await schemes.selectOption({ label: scheme });
}

async function expectCopied(page: Page) {
  const href = await generatedLink(page).getAttribute('href');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
}

test.describe('Scheme ARN link', () => {
  test('generates a link to the chosen scheme and copies it', async ({ page, request, sandbox }) => {
    await page.goto('/generate-arn-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheme ARN Link' })).toBeVisible();
    await field(page, 'Broker Code').fill('112233');
    await field(page, 'Sub Broker Code').fill('778800');
    await chooseScheme(page, 'ELSS', 'ELSS Tax Saver Fund - Regular Plan - Growth');
    await page.getByRole('radio', { name: 'NO' }).check();
    await field(page, 'EUIN Code').fill('234567');
    await generate(page);

    // Generous: the first link request of a run also opens the portal store (rate limits).
    await expect(generatedLink(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your link is ready' })).toBeFocused();
    await expectCopied(page);
    expect(await sandbox.calls('/GenerateDistLinks')).toHaveLength(1);

    // The link is a real page of the sandbox, describing what it carries.
    const target = await request.get((await generatedLink(page).getAttribute('href')) ?? '');
    expect(target.status()).toBe(200);
    const html = await target.text();
    expect(html).toContain('ELSS Tax Saver Fund - Regular Plan - Growth');
    expect(html).toContain('ARN-112233');
    expect(html).toContain('ARN-778800');
    expect(html).toContain('E234567');
  });

  test('choosing another category clears the scheme and the link; another scheme clears the link', async ({ page }) => {
    await page.goto('/generate-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await chooseScheme(page, 'Equity', 'Large Cap Fund - Regular Plan - Growth');
    await generate(page);
    await expect(generatedLink(page)).toBeVisible();

    await page.getByRole('combobox', { name: 'Scheme' }).selectOption({ label: 'Large Cap Fund - Regular Plan - IDCW' });
    await expect(generatedLink(page)).toBeHidden();
    await generate(page);
    await expect(generatedLink(page)).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Debt');
    await expect(generatedLink(page)).toBeHidden();
    const schemes = page.getByRole('combobox', { name: 'Scheme' });
    await expect(schemes).toBeEnabled();
    await expect(schemes).toHaveValue('');
    await expect(schemes.getByRole('option', { name: 'Short Duration Fund - Regular Plan - Growth' })).toBeAttached();
    await expect(schemes.getByRole('option', { name: /Large Cap Fund/ })).toHaveCount(0);
  });

  test('mandatory messages, and nothing is sent', async ({ page, sandbox }) => {
    await page.goto('/generate-arn-link');
    await page.getByRole('radio', { name: 'NO' }).check();
    await generate(page);
    await expect(page.getByText('Broker Code is mandatory')).toBeVisible();
    await expect(page.getByText('Category is mandatory')).toBeVisible();
    await expect(page.getByText('Scheme is mandatory')).toBeVisible();
    await expect(page.getByText('EUIN Code is Mandatory')).toBeVisible();
    await expect(field(page, 'Broker Code')).toHaveAttribute('aria-invalid', 'true');
    expect(await sandbox.calls('/GenerateDistLinks')).toHaveLength(0);
  });

  test('the sub broker must differ from the broker', async ({ page, sandbox }) => {
    await page.goto('/generate-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await field(page, 'Sub Broker Code').fill('112233');
    await chooseScheme(page, 'Equity', 'Large Cap Fund - Regular Plan - Growth');
    await generate(page);
    await expect(page.getByText('Sub Broker Code should not be same as Broker Code')).toBeVisible();
    expect(await sandbox.calls('/GenerateDistLinks')).toHaveLength(0);
  });

  test("number fields refuse e, '.' and '-', and the sub broker takes at most 20 digits", async ({ page }) => {
    await page.goto('/generate-arn-link');
    await field(page, 'Broker Code').pressSequentially('1e1.2-2+33');
    await expect(field(page, 'Broker Code')).toHaveValue('112233');
    await field(page, 'Sub Broker Code').pressSequentially('1234567890123456789012345');
    await expect(field(page, 'Sub Broker Code')).toHaveValue('12345678901234567890');
  });

  test("the registrar's EUIN message shows on the field", async ({ page, sandbox }) => {
    await page.goto('/generate-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await chooseScheme(page, 'Equity', 'Large Cap Fund - Regular Plan - Growth');
    await page.getByRole('radio', { name: 'NO' }).check();
    await field(page, 'EUIN Code').fill('345678');
    await field(page, 'EUIN Code').blur();
    await expect(page.getByText('EUIN does not belong to the ARN')).toBeVisible();
    await expect(field(page, 'EUIN Code')).toHaveAttribute('aria-invalid', 'true');

    // Generating anyway is refused by the server with the same message, and no link is made.
    await generate(page);
    await expect(page.getByText('EUIN does not belong to the ARN')).toBeVisible();
    await expect(generatedLink(page)).toHaveCount(0);
    expect(await sandbox.calls('/GenerateDistLinks')).toHaveLength(0);
    expect((await sandbox.calls('/Validate_Euin')).length).toBeGreaterThanOrEqual(2);
  });

  test('switching the EUIN declaration from NO back to YES clears and disables the EUIN', async ({ page }) => {
    await page.goto('/generate-arn-link');
    const euin = field(page, 'EUIN Code');
    await expect(page.getByRole('radio', { name: 'YES' })).toBeChecked();
    await expect(euin).toBeDisabled();
    await page.getByRole('radio', { name: 'NO' }).check();
    await expect(euin).toBeEnabled();
    await euin.fill('12');
    await generate(page);
    await expect(page.getByText('Invalid EUIN')).toBeVisible();
    await page.getByRole('radio', { name: 'YES' }).check();
    await expect(euin).toHaveValue('');
    await expect(euin).toBeDisabled();
    await expect(page.getByText('Invalid EUIN')).toBeHidden();
  });
});

test.describe('Customized ARN link', () => {
  test('generates a link with an EUIN and copies it', async ({ page, sandbox }) => {
    await page.goto('/common-arn-link');
    await expect(page.getByRole('heading', { level: 1, name: 'Customized ARN Link' })).toBeVisible();
    await field(page, 'Broker Code').fill('445566');
    await page.getByRole('radio', { name: 'NO' }).check();
    await field(page, 'EUIN Code').fill('345678');
    await generate(page);
    await expect(generatedLink(page)).toBeVisible();
    await expectCopied(page);
    expect(await sandbox.calls('/GenerateCustomizedLink')).toHaveLength(1);
    expect(await sandbox.calls('/Ktrack_EUINValidation_Mirae')).not.toHaveLength(0);
  });

  test('changing the broker code clears the link', async ({ page }) => {
    await page.goto('/common-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await generate(page);
    await expect(generatedLink(page)).toBeVisible();
    await field(page, 'Broker Code').fill('445566');
    await expect(generatedLink(page)).toHaveCount(0);
  });

  test("'Broker Code is mandatory' and 'EUIN Code is Mandatory'", async ({ page, sandbox }) => {
    await page.goto('/common-arn-link');
    await page.getByRole('radio', { name: 'NO' }).check();
    await generate(page);
    await expect(page.getByText('Broker Code is mandatory')).toBeVisible();
    await expect(page.getByText('EUIN Code is Mandatory')).toBeVisible();
    expect(await sandbox.calls('/GenerateCustomizedLink')).toHaveLength(0);
  });

  test('the sub broker must differ from the broker', async ({ page }) => {
    await page.goto('/common-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await field(page, 'Sub Broker Code').fill('112233');
    await generate(page);
    await expect(page.getByText('Sub Broker Code should not be same as Broker Code')).toBeVisible();
  });

  test('an EUIN the registrar refuses shows its message and is cleared', async ({ page, sandbox }) => {
    await page.goto('/common-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await page.getByRole('radio', { name: 'NO' }).check();
    const euin = field(page, 'EUIN Code');
    await euin.fill('999999');
    await euin.blur();
    await expect(page.getByText('Invalid EUIN')).toBeVisible();
    await expect(euin).toHaveValue('');
    expect(await sandbox.calls('/Validate_Euin')).toHaveLength(1);
    expect(await sandbox.calls('/GenerateCustomizedLink')).toHaveLength(0);
  });

  test('a valid EUIN passes quietly; YES clears and disables it', async ({ page, sandbox }) => {
    await page.goto('/common-arn-link');
    await field(page, 'Broker Code').fill('112233');
    await page.getByRole('radio', { name: 'NO' }).check();
    const euin = field(page, 'EUIN Code');
    await euin.fill('123456');
    await euin.blur();
    await expect.poll(async () => (await sandbox.calls('/Ktrack_EUINValidation_Mirae')).length).toBe(1);
    await expect(euin).not.toHaveAttribute('aria-invalid', 'true');
    await expect(euin).toHaveValue('123456');
    await page.getByRole('radio', { name: 'YES' }).check();
    await expect(euin).toHaveValue('');
    await expect(euin).toBeDisabled();
  });
});
