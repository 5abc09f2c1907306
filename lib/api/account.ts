// The signed-in distributor's own account: the profile the settings page shows and the password
// change it sends to the BFF.

/** POST; the body is lib/forms/account/change-password's changePasswordSchema, parsed again by the handler. */
export const CHANGE_PASSWORD_API = '/api/account/password';

export type ChangePasswordResponse = { ok: true };

export interface ProfileReview {
  fromYear: string;
  toYear: string;
  status: string;
}

export interface Profile {
  arn: string;
  name: string;
  city: string;
  mobile: string;
  email: string;
  pan: string;
  reviews: ProfileReview[];
}

/** The settings page lists at most this many self-declaration reviews. */
export const MAX_REVIEW_ROWS = 9;

/** PUT; the body is lib/forms/account/digest's digestSettingsSchema. Answers the settings as saved. */
export const DIGEST_SETTINGS_API = '/api/account/digest';

export interface DigestSettingsResponse {
  enabled: boolean;
  /** HH:MM, IST. */
  time: string;
  message: string;
}
