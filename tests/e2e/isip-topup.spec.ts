import { expect, test } from './fixtures';
import { ANITA, applicantAsSingle, proceed, startJourney } from './new-investor-steps';

// The iSIP's top-up dates in the new investor's scheme step (seed 002 sections 4.5 and 5): the same
// rule as the SIP registration and the SIP TOP-UP screen. Dates fall on the SIP day, the start lies 6 to
// 9 months after the SIP's start, the end stays disabled until a start is chosen, and choosing the
// frequency clears the dates.

const shift = (dmy: string, months: number, day = dmy.slice(0, 2)) => {
  const m = Number(dmy.slice(3, 5)) - 1 + months;
  return `${day}/${String((m % 12) + 1).padStart(2, '0')}/${Number(dmy.slice(6)) + Math.floor(m / 12)}`;
};

test.describe('iSIP top-up', () => {
  test.describe.configure({ timeout: 150_000 });

  test('dates on the SIP day, the start 6 to 9 months after the SIP start, the end disabled until a start is chosen', async ({ page }) => {
    await startJourney(page, ANITA.pan);
    await applicantAsSingle(page);
    await page.getByRole('checkbox', { name: 'I/We do not wish to nominate' }).check();
    await proceed(page);
    await page.getByRole('radio', { name: 'iSIP' }).check();
    await page.getByLabel('Category').selectOption('Equity');
    await page.getByRole('combobox', { name: 'Scheme', exact: true }).selectOption('117~FC~RG~G');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1000');
    await page.getByRole('combobox', { name: 'Frequency', exact: true }).selectOption('M');
    await page.getByLabel('SIP Date').selectOption('10');
    await page.getByLabel('No of Installments').fill('24');
    await page.getByLabel('No of Installments').blur();
    await expect(page.getByLabel('SIP Period To')).toHaveValue(/^10\/\d{2}\/\d{4}$/);
    const sipStart = await page.getByLabel('SIP Period From').inputValue();
    const [from, to] = [shift(sipStart, 6), shift(sipStart, 9)];

    await page.getByRole('group', { name: 'Top-up', exact: true }).getByRole('radio', { name: 'Yes' }).check();
    const start = page.getByRole('textbox', { name: 'Top-up Start Date' });
    const end = page.getByRole('textbox', { name: 'Top-up End Date' });
    await expect(end).toBeDisabled();
    await expect(page.getByText(`Between ${from} and ${to}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Top-up Amount' }).fill('500');

    // The SIP's own start is outside the window; a 15th is not the SIP day.
    await start.fill(sipStart);
    await proceed(page);
    await expect(page.getByText(`Top-up Start Date should be between ${from} and ${to}`)).toBeVisible();
    await start.fill(shift(sipStart, 6, '15'));
    await proceed(page);
    await expect(page.getByText('Top-up dates should fall on the SIP day (10 of the month)')).toBeVisible();

    await start.fill(from);
    await expect(end).toBeEnabled();
    await expect(page.getByText(`Between ${shift(from, 5)} and `)).toBeVisible();
    await end.fill(shift(from, 5, '15'));
    await proceed(page);
    await expect(page.getByText('Top-up dates should fall on the SIP day (10 of the month)')).toBeVisible();
    await end.fill(shift(from, 5));
    await proceed(page);
    await expect(page.getByText('Top-up dates should fall on the SIP day (10 of the month)')).toHaveCount(0);
    await expect(page.getByText(/^Top-up Start Date should be between/)).toHaveCount(0);

    // A new frequency clears both dates and disables the end again.
    await page.getByRole('combobox', { name: 'Top-up Frequency' }).selectOption('Y');
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
    await expect(end).toBeDisabled();
  });
});
