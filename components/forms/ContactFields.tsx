'use client';

import { cleanPhoneInput } from '@/lib/rules/contact';
import { MOBILE_INPUT_MAX } from '@/lib/forms/uploads/physical-upload-fields';
import { TextInput } from './TextInput';

const ON_RECORD = 'On record for this investor.';

const cleanMobile = (text: string) => cleanPhoneInput(text).slice(0, MOBILE_INPUT_MAX);

/**
 * The investor's `email` and `mobile`. Details already on record for the PAN and fund are shown locked
 * (the server uses them as they are); the phone field keeps only digits as they are typed or pasted.
 */
export function ContactFields({ locked }: { locked: { email: boolean; mobile: boolean } }) {
  const lock = (on: boolean) => ({ readOnly: on, hint: on ? ON_RECORD : undefined });
  return (
    <>
      <TextInput name="email" label="Email ID" type="email" autoComplete="off" required {...lock(locked.email)} />
      <TextInput
        name="mobile"
        label="Mobile No"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_INPUT_MAX}
        required
        clean={cleanMobile}
        {...lock(locked.mobile)}
      />
    </>
  );
}
