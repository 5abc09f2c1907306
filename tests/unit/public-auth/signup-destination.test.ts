import { describe, expect, it } from 'vitest';
import { distributorSignup } from '@/server/fundhouse/endpoints/public-auth';
import { maskEmail, maskMobile } from '@/server/services/account/signup';

// The OTP page names where the sign-up OTP went: the ARN's mobile and e-mail on record, as the
// registrar's sign-up check answers them, masked.

describe('where the sign-up OTP went', () => {
  it('masks the mobile to its last four digits and the e-mail to two letters and the domain', () => {
    expect(maskMobile('9845056677')).toBe('******6677');
    expect(maskEmail('priya.iyer@example.com')).toBe('pr****@example.com');
    expect(maskEmail('p@example.com')).toBe('p****@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('not-an-address')).toBe('');
  });

  it('reads the e-mail from the registrar’s sign-up answer, blank when it names none', () => {
    const row = { Return_Message: 'Success', Distributor_Name: 'Priya Iyer', MobileNo: '9845056677' };
    expect(distributorSignup.answer.parse({ Dtinformation: [{ ...row, EmailId: 'priya.iyer@example.com' }] }).Dtinformation[0]?.EmailId).toBe('priya.iyer@example.com');
    expect(distributorSignup.answer.parse({ Dtinformation: [row] }).Dtinformation[0]?.EmailId).toBe('');
  });
});
