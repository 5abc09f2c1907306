import { z } from 'zod';
import { defineEndpoint, table } from '../endpoint';

// Sign-up and credential recovery (seed 002 sections 3 "Auth" and 7 "Auth and public"): all anonymous.
// OTP checks answer a Result row instead of an error, so the portal can tell a wrong code from a
// locked or expired one and restart the flow only when it must.

const userId = z.string().trim().min(1).max(50);

/** Sign-up pre-check: the user id is free, the ARN is known to the registrar and has no account yet. */
export const distributorSignup = defineEndpoint({
  name: 'distributorSignup',
  path: '/DistributorSignup',
  method: 'GET',
  auth: false,
  params: z.object({ UserId: userId, ARNCode: z.string().trim().min(1).max(20), customfund: z.string() }),
  answer: z.object({
    Dtinformation: table(
      z.object({
        Return_Message: z.string(),
        Distributor_Name: z.string(),
        /** The ARN's registered mobile: the BFF counts OTP requests against it and never forwards it. */
        MobileNo: z.string(),
        /** The ARN's registered e-mail, where the OTP goes too: the BFF shows it masked, never whole. */
        EmailId: z.string().default(''),
      }),
    ),
  }),
});

/** The shared OTP call; for registration it sends the code to the ARN's registered mobile and e-mail, never to the user id typed. */
export const generateOtp = defineEndpoint({
  name: 'generateOtp',
  path: '/GenerateOTP',
  method: 'GET',
  auth: false,
  params: z.object({
    UserId: userId,
    ARNCode: z.string().trim().min(1).max(20),
    OTPMsg: z.string().trim().min(1).max(100),
    customfund: z.string(),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string(), otpid: z.string().min(1) })) }),
});

export const OTP_RESULTS = ['Success', 'Invalid', 'Expired', 'Locked'] as const;
export type OtpResult = (typeof OTP_RESULTS)[number];

/** Checks an OTP by id; a correct code is used up and answers a short-lived single-use token. */
export const validateOtp = defineEndpoint({
  name: 'validateOtp',
  path: '/validate-otp',
  method: 'POST',
  auth: false,
  params: z.object({ otp: z.string().max(10), otpid: z.string().min(1).max(100) }),
  answer: z.object({
    DtData: table(z.object({ Result: z.enum(OTP_RESULTS), Message: z.string(), token: z.string() })),
  }),
});

/** Creates the sign-in account once the registration OTP was validated. */
export const distributorAddUser = defineEndpoint({
  name: 'distributorAddUser',
  path: '/DistributorAddUser',
  method: 'GET',
  auth: false,
  params: z.object({ Username: userId, DistCode: z.string().trim().min(1).max(20), Password: z.string().min(1).max(50) }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** Sends the user id to the registered e-mail and mobile; answers alike whether or not the e-mail is known. */
export const forgotUsername = defineEndpoint({
  name: 'forgotUsername',
  path: '/GetForgotUsername',
  method: 'GET',
  auth: false,
  params: z.object({ ReqBy: z.string(), Emailid: z.string().trim().min(1).max(50), customfund: z.string() }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** Sends a password-reset OTP; answers an otpid alike whether or not the user id is known. */
export const forgotPassword = defineEndpoint({
  name: 'forgotPassword',
  path: '/GetForgotPassword',
  method: 'GET',
  auth: false,
  params: z.object({ userid: userId }),
  answer: z.object({ DtData: table(z.object({ otpid: z.string().min(1), Return_Message: z.string() })) }),
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  path: '/ResetPassword',
  method: 'GET',
  auth: false,
  params: z.object({ ReqBy: z.string(), newPassword: z.string().min(1).max(50), token: z.string().min(1).max(200) }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});
