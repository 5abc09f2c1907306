import type { Page } from '@playwright/test';
import { SHARE_MESSAGES, shareTotalText } from '../../lib/rules/nominee-shares';
import { BLOCK_TEXTS } from '../../lib/rules/worklist';
import { expect, showEveryRow, signInSession, signInTo, test } from './fixtures';
import { applicantAsSingle, ANITA, fillNominee, nominee, startJourney } from './new-investor-steps';
import { initiatePurchase } from './purchase-steps';

// What a distributor is told appears where they are: a bulk run's progress and results under the button
// that started it, the nominees' shares message beside the button that found it, with the focus moved
// there; the dialogs say whom and what they concern; the stepper writes its titles whole.

const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 150_000 });

const investorsList = (page: Page) => page.getByRole('region', { name: /^Investors who cannot transact/ });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a bulk e-KYC shows its progress and results under its button, with the focus, however long the lists above', async ({ page }) => {
    await signInTo(page, '/today');
    const list = investorsList(page);
    await showEveryRow(list);
    // The card list at this width (the table's checkboxes are hidden).
    await list.getByRole('checkbox', { name: 'Select Pooja Nair' }).check();
    const send = list.getByRole('button', { name: 'Send e-KYC link to selected (1)' });
    await send.click();
    const progress = list.getByRole('region', { name: 'Sending the e-KYC link' });
    await expect(progress.getByRole('heading', { name: 'Sending the e-KYC link' })).toBeFocused();
    await expect(progress.getByRole('status')).toHaveText('Done: 1 of 1 sent.');
    await expect(progress.getByRole('status')).toBeInViewport();
    await expect(progress.getByRole('listitem').first()).toContainText('Sent');
  });

  test('the investors\u2019 Sort by on Today stays inside its card', async ({ page }) => {
    await signInTo(page, '/today');
    const sort = investorsList(page).getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeVisible({ timeout: 20_000 });
    // Its longest choice is 'Cannot transact because (descending)'.
    const spill = await sort.evaluate((el) => {
      const card = el.closest('section')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return Math.max(0, box.right - card.right, card.left - box.left);
    });
    expect(spill).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('the statement dialog lists the selected investors and Cancel closes it without a request', async ({ page }) => {
  await signInTo(page, '/today');
  const list = investorsList(page);
  const rows = list.getByRole('row').filter({ hasText: BLOCK_TEXTS.kycNotCompliant });
  // all() takes the rows there are now: wait for the list to be read first.
  await expect(rows.nth(1)).toBeVisible();
  const names: string[] = [];
  for (const row of (await rows.all()).slice(0, 2)) {
    names.push(((await row.getByRole('cell').nth(1).textContent()) ?? '').trim());
    await row.getByRole('checkbox').check();
  }
  let requested = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/today/statements')) requested += 1;
  });
  await list.getByRole('button', { name: 'Request a statement for selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a statement for 2 investors' });
  await expect(dialog.getByRole('list', { name: 'Selected investors' }).getByRole('listitem')).toHaveText(names);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(requested).toBe(0);
});

test('the success dialog leads to the transaction\u2019s own page in Track Transactions', async ({ page }) => {
  await signInSession(page);
  const reference = await initiatePurchase(page);
  const dialog = page.getByRole('dialog', { name: 'Successfully Initiated Transaction/Registration' });
  await dialog.getByRole('link', { name: `Track this transaction ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track-transactions/${reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
});

test('ten nominees: the running total beside the shares and above the button, and the shares message there with the focus', async ({ page }) => {
  await startJourney(page, ANITA.pan);
  await applicantAsSingle(page);
  const add = page.getByRole('button', { name: 'Add Nominee' });
  for (let i = 0; i < 10; i += 1) await add.click();
  for (let i = 1; i <= 10; i += 1) {
    await fillNominee(nominee(page, i), { name: `Nominee Verma ${'ABCDEFGHIJ'[i - 1]}`, pan: `EKRPV${String(1000 + i)}K`, dob: '01/05/1985' });
  }
  await nominee(page, 10).getByLabel('Share Percentage').fill('5');
  const total = shareTotalText(95);
  await expect(nominee(page, 1).getByText(total)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save & Proceed' });
  await save.click();
  const message = page.getByRole('alert').filter({ hasText: SHARE_MESSAGES.exactly });
  await expect(message).toBeInViewport();
  await expect(page.locator(':focus')).toContainText(SHARE_MESSAGES.exactly);
  await expect(page.getByText(total).last()).toBeInViewport();
  await expect(save).toBeInViewport();
});

test('the new-investor stepper writes every title\u2019s words whole at 1,280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startJourney(page, ANITA.pan);
  const steps = page.getByRole('navigation', { name: 'New investor steps' });
  await expect(steps.getByRole('listitem').last()).toContainText('Confirmation');
  // Each word of each title lies on one line (a word split over two lines has two boxes).
  const split = await steps.evaluate((nav) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words for screen readers only ('Step 1:') are in a 1 px box by design.
      if (node.parentElement?.closest('.sr-only')) continue;
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
  expect(split).toEqual([]);
});
