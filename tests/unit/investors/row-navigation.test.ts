import { describe, expect, it } from 'vitest';
import { historyDetailsPath, investorDetailPath, mailBackStatementPath, transactionTypesPath } from '@/components/investors/row-navigation';

describe('where an investor row leads', () => {
  it('opens the detail page from /investors', () => {
    expect(investorDetailPath('BKFPS4821K')).toBe('/investors/details/BKFPS4821K');
  });

  it('goes to {prefix}/transction-types (spelt so) within new transaction', () => {
    expect(transactionTypesPath()).toBe('/new-transaction/transction-types');
    expect(transactionTypesPath('/new-transaction/')).toBe('/new-transaction/transction-types');
  });

  it('opens the statement page the mail-back state names, consolidated by default, Networth on the GAS page', () => {
    expect(mailBackStatementPath()).toBe('/mailBackRequest/investor/consolidated-account-statement');
    expect(mailBackStatementPath('unknown')).toBe('/mailBackRequest/investor/consolidated-account-statement');
    expect(mailBackStatementPath('ELSS')).toBe('/mailBackRequest/investor/ELSS');
    expect(mailBackStatementPath('mail-back-soa')).toBe('/mailBackRequest/investor/mail-back-soa');
    expect(mailBackStatementPath('Networth')).toBe('/mailBackRequest/investor/GAS');
  });

  it('opens the transaction history of the PAN with its KYC flag', () => {
    expect(historyDetailsPath('BKFPS4821K', true)).toBe('/transaction-history/details/BKFPS4821K?isKyc=Y');
    expect(historyDetailsPath('BKFPS4821K', false)).toBe('/transaction-history/details/BKFPS4821K?isKyc=N');
  });
});
