import { describe, expect, it } from 'vitest';
import {
  BANK_MESSAGES,
  empanelmentBankSchema,
  ifscLookupSchema,
  nsdlForUpstream,
  pennyDropStep,
} from '@/lib/forms/empanelment/empanelment-bank';

const valid = {
  choice: 'YES',
  amcBranch: 'Kolkata',
  rmName: 'Suresh Kumar',
  ifsc: 'UTIB0000009',
  bnkName: 'AXIS BANK',
  bnkAccnum: '912010012345678',
  bnkCity: 'BENGALURU',
  bnkBranch: 'MG ROAD',
  cdsl: '',
  nsdl: '',
};

function messagesFor(input: unknown, field: string): string[] {
  const result = empanelmentBankSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('empanelment bank form', () => {
  it('accepts complete details and upper-cases the IFSC', () => {
    expect(empanelmentBankSchema.parse({ ...valid, ifsc: 'utib0000009' }).ifsc).toBe('UTIB0000009');
  });

  it('names each mandatory field (Bank Branch spelled correctly)', () => {
    const expected = {
      amcBranch: 'AMC Branch City is mandatory',
      rmName: 'RM Name is mandatory',
      ifsc: 'IFSC Code is mandatory',
      bnkName: 'Bank Name is mandatory',
      bnkAccnum: 'Account Number is mandatory',
      bnkCity: 'Bank City is mandatory',
      bnkBranch: 'Bank Branch is mandatory',
    };
    for (const [field, message] of Object.entries(expected)) {
      expect(messagesFor({ ...valid, [field]: ' ' }, field)).toEqual([message]);
    }
  });

  it('limits text inputs to 50 characters', () => {
    expect(messagesFor({ ...valid, bnkName: 'B'.repeat(50) }, 'bnkName')).toEqual([]);
    expect(messagesFor({ ...valid, bnkName: 'B'.repeat(51) }, 'bnkName')).toEqual(['Bank Name should not exceed 50 characters']);
    expect(messagesFor({ ...valid, rmName: 'R'.repeat(51) }, 'rmName')).toEqual(['RM Name should not exceed 50 characters']);
  });

  it('checks the IFSC: four letters then seven letters or digits', () => {
    for (const ifsc of ['HDFC0000240', 'BARB0ERNAKU', 'idib000m089']) expect(messagesFor({ ...valid, ifsc }, 'ifsc')).toEqual([]);
    for (const ifsc of ['HDF00000240', 'HDFC000024', 'HDFC00002400', 'HDFC-000240']) {
      expect(messagesFor({ ...valid, ifsc }, 'ifsc')).toEqual(['Please enter a valid IFSC number']);
    }
    expect(ifscLookupSchema.safeParse({ ifsc: 'HDFC' }).error?.issues[0]?.message).toBe('Please enter a valid IFSC number');
  });

  it('checks the account number: 9 to 18 digits', () => {
    for (const bnkAccnum of ['123456789', '123456789012345678']) expect(messagesFor({ ...valid, bnkAccnum }, 'bnkAccnum')).toEqual([]);
    for (const bnkAccnum of ['12345678', '1234567890123456789', '12345678a']) {
      expect(messagesFor({ ...valid, bnkAccnum }, 'bnkAccnum')).toEqual(['Enter a Valid Bank Account Number']);
    }
  });

  it('takes CDSL as exactly 16 digits and NSDL as exactly 14, both optional', () => {
    expect(messagesFor({ ...valid, cdsl: '1234567890123456' }, 'cdsl')).toEqual([]);
    expect(messagesFor({ ...valid, cdsl: '123456789012345' }, 'cdsl')).toEqual(['Enter a Valid CDSL ID']);
    expect(messagesFor({ ...valid, nsdl: '12345678901234' }, 'nsdl')).toEqual([]);
    expect(messagesFor({ ...valid, nsdl: 'IN123456789012' }, 'nsdl')).toEqual(['Enter a Valid NSDL ID']);
    expect(nsdlForUpstream('12345678901234')).toBe('IN12345678901234');
    expect(nsdlForUpstream('')).toBe('');
  });

  it('allows one penny-drop retry, then proceeds with flag N', () => {
    expect(pennyDropStep(true, 1)).toEqual({ outcome: 'saved', flag: 'Y' });
    expect(pennyDropStep(true, 2)).toEqual({ outcome: 'saved', flag: 'Y' });
    expect(pennyDropStep(false, 1)).toEqual({
      outcome: 'retry',
      attempt: 2,
      message: 'Bank Account Validation is Failed, Please enter the correct bank details',
    });
    expect(pennyDropStep(false, 2)).toEqual({
      outcome: 'proceed',
      flag: 'N',
      message:
        'Dear Partner, the Bank Validation has failed and empanelment will take place with the bank account as per your input. Please refer the detailed welcome email and will request you to proceed with the Change of Bank',
    });
  });

  it('keeps the seed wording of the lookup and retry messages', () => {
    expect(BANK_MESSAGES.ifscNotFound).toBe('IFSC Not Found, Enter a valid IFSC Number');
    expect(BANK_MESSAGES.retryIfsc).toBe('Enter a valid IFSC Code');
    expect(BANK_MESSAGES.retryAccount).toBe('Enter a valid Bank Account Number');
  });
});
