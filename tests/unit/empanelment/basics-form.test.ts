import { describe, expect, it } from 'vitest';
import {
  BASICS_MESSAGES,
  empanelmentArnSchema,
  empanelmentBasicsSchema,
  empanelmentOtpRequestSchema,
  hasMissingField,
  normaliseArn,
} from '@/lib/forms/empanelment/empanelment-basics';

const valid = { arnCode: 'ARN-990011', pan: 'DADPD9901F', email: 'arjun@example.com', mobile: '9831045678', otp: '123456' };

function messagesFor(input: unknown, field: string, schema = empanelmentBasicsSchema): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('empanelment basics', () => {
  it('accepts complete details and normalises them', () => {
    const parsed = empanelmentBasicsSchema.parse({ ...valid, arnCode: ' arn-990011 ', pan: 'dadpd9901f' });
    expect(parsed).toEqual(valid);
  });

  it('says All fields are mandatory for every empty field', () => {
    for (const field of Object.keys(valid)) {
      expect(messagesFor({ ...valid, [field]: '  ' }, field)).toEqual(['All fields are mandatory']);
    }
    expect(BASICS_MESSAGES.allMandatory).toBe('All fields are mandatory');
  });

  it('asks for the OTP only when submitting, not when requesting it', () => {
    const { otp: _otp, ...request } = valid;
    expect(empanelmentOtpRequestSchema.safeParse(request).success).toBe(true);
    expect(messagesFor(request, 'otp')).toEqual(['All fields are mandatory']);
  });

  it('keeps the ARN under 30 characters and accepts bare digits', () => {
    expect(messagesFor({ ...valid, arnCode: `ARN-${'1'.repeat(25)}` }, 'arnCode')).toEqual([]);
    expect(messagesFor({ ...valid, arnCode: `ARN-${'1'.repeat(26)}` }, 'arnCode')).toEqual(['ARN should be less than 30 characters']);
    expect(empanelmentArnSchema.parse({ arnCode: '990011' }).arnCode).toBe('ARN-990011');
    expect(normaliseArn(' arn-12 ')).toBe('ARN-12');
  });

  it('checks the PAN, upper-cased, at most 10 characters', () => {
    expect(messagesFor({ ...valid, pan: 'dadpd9901f' }, 'pan')).toEqual([]);
    for (const pan of ['DADPD9901', 'DADPD9901FF', '1ADPD9901F', 'DADPDX901F']) {
      expect(messagesFor({ ...valid, pan }, 'pan')).toEqual(['Please enter valid PAN number']);
    }
  });

  it('checks the mobile: ten digits starting 6-9', () => {
    for (const mobile of ['6000000000', '9831045678']) expect(messagesFor({ ...valid, mobile }, 'mobile')).toEqual([]);
    for (const mobile of ['5831045678', '983104567', '98310456789', '98310-4567']) {
      expect(messagesFor({ ...valid, mobile }, 'mobile')).toEqual(['Please enter valid Mobile number']);
    }
  });

  it('checks the e-mail address', () => {
    for (const email of ['arjun', 'arjun@example', 'a b@example.com', `${'a'.repeat(40)}@example.com`]) {
      expect(messagesFor({ ...valid, email }, 'email')).toEqual(['Please enter valid Email ID']);
    }
  });

  it('takes a six-digit OTP', () => {
    for (const otp of ['12345', '1234567', '12a456']) expect(messagesFor({ ...valid, otp }, 'otp')).toEqual(['Invalid OTP']);
  });

  it('reports a missing field once', () => {
    expect(hasMissingField(['Please enter valid PAN number', 'All fields are mandatory'])).toBe(true);
    expect(hasMissingField(['Please enter valid PAN number', undefined])).toBe(false);
  });
});
