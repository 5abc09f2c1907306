import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What the upload specs share: a small valid PDF to attach, and the reference the success dialog shows
// once a request is sent.

const SUCCESS = 'Successfully Initiated Transaction/Registration';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The reference number of the success dialog, once it shows. */
export async function referenceFromDialog(page: Page): Promise<string> {
  const shown = page.getByRole('dialog', { name: SUCCESS }).getByTestId('reference-number');
  await expect(shown).toBeVisible({ timeout: 20_000 });
  const reference = (await shown.textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d{7}$/);
  return reference;
}
