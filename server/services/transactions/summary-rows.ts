import 'server-only';
import { orNA } from '@/lib/display';
import { toSubArn } from '@/lib/forms/transaction-fields';
import { phoneDisplay } from '@/lib/rules/contact';
import { EXECUTION_ONLY, SECTIONS, type SummaryRow, type SummarySection } from '@/lib/transactions/confirmation';
import type { BookInvestor } from './transaction-investor';

// Rows several summaries share, so each kind's summary says only what is its own.

/** The ARN/EUIN tagging group; an empty EUIN is the execution-only declaration. */
export function taggingRows(t: { arn: string; subArn: string; subBroker: string; euin: string }): SummaryRow[] {
  return [
    { label: 'ARN Code', value: t.arn },
    { label: 'Sub ARN Code', value: orNA(toSubArn(t.subArn)) },
    { label: 'Sub Broker Code', value: orNA(t.subBroker.trim()) },
    { label: 'EUIN', value: t.euin.trim() ? t.euin.trim().toUpperCase() : EXECUTION_ONLY },
  ];
}

/** The investor's section: name, PAN and the contacts on record the approval mail goes to. */
export function investorSection(investor: BookInvestor): SummarySection {
  return {
    title: SECTIONS.investor,
    rows: [
      { label: 'Investor Name', value: investor.name, fact: 'investor' },
      { label: 'PAN', value: investor.pan },
      { label: 'Email ID', value: investor.email ?? '' },
      { label: 'Phone No', value: phoneDisplay(investor.mobile) },
    ],
  };
}
