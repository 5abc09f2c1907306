import { describe, expect, it } from 'vitest';
import { digestSettingsSchema } from '@/lib/forms/account/digest';
import { DIGEST_MESSAGES } from '@/lib/rules/digest';

// The morning digest's settings form, as the page checks it and the BFF checks it again.

const problems = (value: unknown) => {
  const parsed = digestSettingsSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('digestSettingsSchema', () => {
  it('takes the digest on at a listed time, and off', () => {
    expect(digestSettingsSchema.parse({ enabled: true, time: ' 08:30 ' })).toEqual({ enabled: true, time: '08:30' });
    expect(problems({ enabled: false, time: '08:00' })).toEqual({});
  });

  it('asks for a time when none is chosen', () => {
    expect(problems({ enabled: true, time: '' })).toEqual({ time: DIGEST_MESSAGES.time });
    expect(problems({ enabled: true })).toEqual({ time: 'Choose the time of the digest' });
  });

  it('refuses a time off the list with the list in the message', () => {
    expect(problems({ enabled: true, time: '05:30' })).toEqual({ time: 'Choose a time from the list: every half hour from 06:00 to 11:00 IST' });
    expect(problems({ enabled: true, time: '8am' })).toEqual({ time: DIGEST_MESSAGES.timeInvalid });
  });

  it('refuses an on/off that is not a yes or no', () => {
    expect(problems({ enabled: 'yes', time: '08:00' })).toEqual({ enabled: 'Choose whether the digest is sent' });
  });
});
