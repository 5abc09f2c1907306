import { describe, expect, it } from 'vitest';
import * as bff from '@/lib/messages/bff';
import { catalogueTexts, isCatalogued } from '@/lib/messages/catalogue';
import { GENERIC_UPSTREAM_MESSAGE, SESSION_EXPIRED_MESSAGE as UPSTREAM_SESSION_EXPIRED, UPLOAD_TOO_LARGE_MESSAGE } from '@/server/fundhouse/errors';
import { FIELDS_MESSAGE, IDEMPOTENCY_MESSAGES, SESSION_EXPIRED_MESSAGE, UNREADABLE_MESSAGE } from '@/server/http/handler';
import { NO_INVESTOR_MESSAGE } from '@/server/services/transactions/transaction-flow';
import { CONFIRM_MESSAGES } from '@/server/transactions/run';

describe('the message catalogue', () => {
  it("holds the server's own fixed refusals, word for word", () => {
    expect({ FIELDS_MESSAGE, UNREADABLE_MESSAGE, SESSION_EXPIRED_MESSAGE, IDEMPOTENCY_MESSAGES }).toEqual({
      FIELDS_MESSAGE: bff.FIELDS_MESSAGE,
      UNREADABLE_MESSAGE: bff.UNREADABLE_MESSAGE,
      SESSION_EXPIRED_MESSAGE: bff.SESSION_EXPIRED_MESSAGE,
      IDEMPOTENCY_MESSAGES: bff.IDEMPOTENCY_MESSAGES,
    });
    for (const text of [GENERIC_UPSTREAM_MESSAGE, UPSTREAM_SESSION_EXPIRED, UPLOAD_TOO_LARGE_MESSAGE, NO_INVESTOR_MESSAGE, ...Object.values(CONFIRM_MESSAGES)]) {
      expect(isCatalogued(text), text).toBe(true);
    }
  });

  it("holds the forms' messages and their worded templates, and none of zod's English", () => {
    expect(catalogueTexts().length).toBeGreaterThan(100);
    expect(isCatalogued('Please enter a valid PAN')).toBe(true);
    expect(isCatalogued('Minimum Amount should be 1,000')).toBe(true);
    expect(isCatalogued('Too many OTP requests. Please try again in 3 minutes.')).toBe(true);
    expect(isCatalogued('Invalid input: expected object, received null')).toBe(false);
    expect(isCatalogued('Too small: expected string to have >=1 characters')).toBe(false);
  });
});
