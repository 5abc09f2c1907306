import { expect, test, signIn } from '../fixtures';
test('measure resume', async ({ page }) => {
  await signIn(page);
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    await page.goto('about:blank');
    const t1 = Date.now();
    await page.goto('/');
    await expect(page.getByText('Logged as')).toBeVisible();
    const t2 = Date.now();
    const r = await page.request.get('/api/auth/session');
    await r.json();
    const t3 = Date.now();
    await page.goto('/investors');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const t4 = Date.now();
    const res = await page.request.post('http://127.0.0.1:4110/__sandbox/reset', { data: {} });
    const t5 = Date.now();
    console.log(`blank ${t1 - t0} dashboard ${t2 - t1} session ${t3 - t2} investors ${t4 - t3} reset ${t5 - t4} ${await res.text()}`);
  }
});
