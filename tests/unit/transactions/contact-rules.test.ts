import { describe, expect, it } from 'vitest';
import {
  cleanNameInput,
  cleanPhoneInput,
  countryCodeProblem,
  emailProblem,
  mobileProblem,
  nameProblem,
  tenDigitMobile,
} from '@/lib/rules/contact';

describe('investor name', () => {
  it('is mandatory and letters and spaces only', () => {
    expect(nameProblem('  ')).toBe('Investor Name is mandatory');
    expect(nameProblem('Ravi Sharma')).toBeNull();
    expect(nameProblem('Ravi 2')).toBe('Investor Name should contain only letters and spaces');
    expect(cleanNameInput('Ra-vi 2 Sharma.')).toBe('Ravi  Sharma');
  });
});

describe('country code', () => {
  it('is a plus and 1 to 3 digits', () => {
    expect(countryCodeProblem('')).toBe('Country Code is Mandatory');
    expect(countryCodeProblem('91')).toBe('Enter a valid Country Code');
    expect(countryCodeProblem('+9123')).toBe('Enter a valid Country Code');
    expect(countryCodeProblem('+1')).toBeNull();
    expect(countryCodeProblem('+971')).toBeNull();
  });
});

describe('mobile', () => {
  it('is mandatory', () => {
    expect(mobileProblem('', '+91', 'live')).toBe('Mobile is mandatory');
  });

  it('is ten digits from 6-9 for +91; a 91 or 0 prefix only on submit', () => {
    expect(mobileProblem('9876543210', '+91', 'live')).toBeNull();
    expect(mobileProblem('5876543210', '+91', 'live')).toBe('Enter a valid Mobile Number');
    expect(mobileProblem('987654321', '+91', 'submit')).toBe('Enter a valid Mobile Number');
    expect(mobileProblem('919876543210', '+91', 'live')).toBe('Enter a valid Mobile Number');
    expect(mobileProblem('919876543210', '+91', 'submit')).toBeNull();
    expect(mobileProblem('09876543210', '+91', 'submit')).toBeNull();
    expect(tenDigitMobile('09876543210', '+91')).toBe('9876543210');
    expect(tenDigitMobile('12345', '+44')).toBe('12345');
  });

  it('is at least four digits for other country codes', () => {
    expect(mobileProblem('123', '+44', 'submit')).toBe('Enter a valid Phone Number');
    expect(mobileProblem('1234', '+44', 'submit')).toBeNull();
    expect(cleanPhoneInput('+44 (20) 7946-0958')).toBe('442079460958');
  });
});

describe('e-mail', () => {
  it('is mandatory, with a 2-4 letter domain ending, and worded by phase', () => {
    expect(emailProblem('', 'submit')).toBe('Email ID is mandatory');
    expect(emailProblem('ravi@example', 'live')).toBe('( *enter an valid email address )');
    expect(emailProblem('ravi@example', 'submit')).toBe('Enter an valid Email Id');
    expect(emailProblem('ravi@example.museum', 'submit')).toBe('Enter an valid Email Id');
    expect(emailProblem('ravi.sharma@example.co.in', 'submit')).toBeNull();
  });
});
