import { describe, expect, it } from 'vitest';
import { mandateApprovalNote } from '@/lib/mandates/messages';
import { INVESTOR_OTP_NOTE } from '@/lib/rules/otp';
import { UPI_APPROVAL_TEXTS, upiApprovalFor, upiMandateLink } from '@/lib/rules/upi-autopay';

// UPI AutoPay without Collect (NPCI, 28 February 2026): a QR code on a desktop, the UPI app on a phone.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('UPI AutoPay approval', () => {
  it('is a QR code on a desktop and the UPI app on a phone', () => {
    expect(upiApprovalFor(DESKTOP)).toBe('qr');
    expect(upiApprovalFor(undefined)).toBe('qr');
    expect(upiApprovalFor(ANDROID)).toBe('intent');
    expect(upiApprovalFor(IPHONE)).toBe('intent');
  });

  it('asks the UPI app for a revocable mandate up to the maximum, recurring as registered', () => {
    const link = upiMandateLink({ payee: 'fund@upi', payeeName: 'Sandbox MF', ref: 'UP42', maxAmount: 5000, frequency: 'Monthly', start: '05/03/2026', end: '05/03/2036' });
    expect(link.startsWith('upi://mandate?')).toBe(true);
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
      pa: 'fund@upi', pn: 'Sandbox MF', tr: 'UP42', tn: 'UPI AutoPay mandate UP42', am: '5000.00', amrule: 'MAX', cu: 'INR',
      recur: 'MONTHLY', validitystart: '05032026', validityend: '05032036', rev: 'Y', txnType: 'CREATE',
    });
  });

  it('is what the registration summary tells the distributor', () => {
    expect(mandateApprovalNote('UPI')).toBe(UPI_APPROVAL_TEXTS.portal);
    expect(mandateApprovalNote('UPI')).toContain('scanning its QR code in any UPI app');
    expect(mandateApprovalNote('UPI')).toContain('No UPI Collect request is sent.');
    expect(mandateApprovalNote('ENACH')).toBe(INVESTOR_OTP_NOTE);
  });
});
