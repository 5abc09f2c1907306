import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http/handler';
import { checkFolio, contactFor, type UploadInvestor } from '@/server/services/uploads/uploads-shared';

// The server's own checks of an upload against the investor of the flow: folios of the fund only, no
// zero-balance folio where units are needed, and contact details on record winning over posted ones.

const investor: UploadInvestor = {
  pan: 'BKFPS4821K',
  name: 'Ravi Sharma',
  email: 'ravi.sharma@example.com',
  mobile: '9876543210',
  folios: [
    { acno: '10234561', value: '150000.00', zeroBalance: false },
    { acno: '10234563', value: '0', zeroBalance: true },
  ],
};

function refusal(run: () => void): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('upload checks', () => {
  it('takes a folio of the investor\'s in the fund', () => {
    expect(() => checkFolio(investor, '10234561', 'Redemption in zero balance folios is not allowed')).not.toThrow();
    // An address change needs no units.
    expect(() => checkFolio(investor, '10234563', null)).not.toThrow();
  });

  it('refuses another folio, and a zero-balance one where units are needed, on the folio field', () => {
    expect(refusal(() => checkFolio(investor, '99999999', null)).body).toEqual({
      message: 'Please select a valid folio',
      fieldErrors: { folio: 'Please select a valid folio' },
    });
    const zero = refusal(() => checkFolio(investor, '10234563', 'SWITCH in zero balance folios is not allowed'));
    expect(zero.status).toBe(422);
    expect(zero.body.fieldErrors).toEqual({ folio: 'SWITCH in zero balance folios is not allowed' });
  });

  it('uses the contact details on record, and the posted ones only where none are', () => {
    expect(contactFor(investor, { email: 'someone.else@example.com', mobile: '9000000000' })).toEqual({
      email: 'ravi.sharma@example.com',
      mobile: '9876543210',
    });
    expect(contactFor({ ...investor, email: '', mobile: '' }, { email: 'new@example.com', mobile: '9000000000' })).toEqual({
      email: 'new@example.com',
      mobile: '9000000000',
    });
  });
});
