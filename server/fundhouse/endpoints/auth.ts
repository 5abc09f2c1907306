import { z } from 'zod';
import { defineEndpoint, looseString, table } from '../endpoint';

/** The row of a signed-in account: the firm's, and a member's own columns beside it. */
const signInRow = z.object({
  /** '' on a member's first answer, which carries OtpId instead: the token comes with the right OTP. */
  token: z.string(),
  UserId: z.string(),
  ARNCode: z.string(),
  Distributor_Name: z.string(),
  LastLogin: z.string(),
  tran_enable_flag: z.string(),
  Reg_flag: z.string().optional(),
  PAN: z.string().optional(),
  PosterSeen: z.string().optional(),
  nonce: looseString,
  /** A firm member's right password: the id of the OTP sent to their own mobile and e-mail (memberSignInOtp). */
  OtpId: z.string().optional(),
  MemberId: looseString.optional(),
  MemberName: z.string().optional(),
  /** Admin, Adviser, Operations or Viewer (lib/rules/team.ts). */
  Role: z.string().optional(),
  /** The member's own EUIN and sub-broker code; '' when none. */
  Euin: z.string().optional(),
  SubBroker: z.string().optional(),
  /** book, euin or list: which investors the member sees. */
  Scope: z.string().optional(),
});

/**
 * Sign-in. A wrong user id or password answers with no rows; an ARN problem answers with an error. A firm
 * member (endpoints/team.ts) signs in with their own user id: a right password answers a row with only the
 * OtpId and the nonce, and memberSignInOtp answers the row with the token, the firm's ARN as ARNCode and the
 * member's own columns besides, which a registrar without teams leaves out; a suspended or removed member
 * is refused in the words of lib/rules/team.ts.
 */
export const login = defineEndpoint({
  name: 'login',
  path: '/login',
  method: 'POST',
  auth: false,
  params: z.object({
    ReqBy: z.string(),
    username: z.string().min(1).max(50),
    password: z.string().min(1).max(50),
    nonce: z.string().regex(/^\d{6}$/),
  }),
  answer: z.object({ DtData: table(signInRow) }),
});

/**
 * A firm member's second step (lib/rules/member-sign-in.ts): the OTP sent to their own mobile and e-mail
 * after their right password, by the OtpId that answer carried. Answers login's row with the token; a
 * wrong, expired, used or locked OTP is refused in the rule's words.
 */
export const memberSignInOtp = defineEndpoint({
  name: 'memberSignInOtp',
  path: '/login/member-otp',
  method: 'POST',
  auth: false,
  params: z.object({
    username: z.string().min(1).max(50),
    otpid: z.string().min(1).max(64),
    otp: z.string().regex(/^\d{6}$/),
    nonce: z.string().regex(/^\d{6}$/),
  }),
  answer: z.object({ DtData: table(signInRow) }),
});

export const refreshToken = defineEndpoint({
  name: 'refreshToken',
  path: '/refresh_token',
  method: 'GET',
  auth: true,
  params: z.object({ UserId: z.string() }),
  answer: z.object({ DtData: table(z.object({ token: z.string().min(1) })) }),
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  path: '/GetChangePassword',
  method: 'GET',
  auth: true,
  params: z.object({
    newPassword: z.string().min(1).max(50),
    oldpassword: z.string().min(1).max(50),
    ReqBy: z.string(),
    userid: z.string(),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** The column of the self-declaration table the registrar names with spaces; the portal and the sandbox both spell it from here. */
export const SELF_DECLARATION_STATUS = 'Self Declaration Status';

export const distributorDetails = defineEndpoint({
  name: 'distributorDetails',
  path: '/GetDistributorDetails',
  method: 'GET',
  auth: true,
  params: z.object({ Agent: z.string(), UserId: z.string(), customfund: z.string() }),
  answer: z.object({
    DtData: table(
      z.object({
        Distributor_Name: z.string(),
        City: z.string().nullable(),
        MobileNo: z.string().nullable(),
        PAN: z.string().nullable(),
        Email: z.string().nullable(),
      }),
    ),
    Table1: table(
      z.object({
        From_Year: looseString,
        To_Year: looseString,
        [SELF_DECLARATION_STATUS]: z.string(),
      }),
    ),
  }),
});
