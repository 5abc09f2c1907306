'use client';

import { SIGNUP_FIELD_MAX, SIGNUP_PASSWORD_HINT } from '@/lib/forms/account/signup-fields';
import { NewPasswordFields } from './NewPasswordFields';
import { TextInput } from './TextInput';

/**
 * A new sign-in's user id (an e-mail address), password and confirmation, under the sign-up's rules
 * (newCredentialFields in lib/forms/account/signup.ts): the sign-up's, and an invited firm member's.
 */
export function NewCredentialFields() {
  return (
    <>
      <TextInput
        name="userId"
        label="User Id"
        hint="Your e-mail address; you will sign in with it"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={SIGNUP_FIELD_MAX}
        required
      />
      <NewPasswordFields name="password" label="Password" hint={SIGNUP_PASSWORD_HINT} maxLength={SIGNUP_FIELD_MAX} />
    </>
  );
}
