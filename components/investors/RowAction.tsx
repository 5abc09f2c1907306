'use client';

import { useCan } from '@/components/shell/member-context';
import { IntentLink } from '@/components/ui/IntentLink';
import { Button, buttonClassName } from '@/components/ui/Button';
import { isIndividualPan } from '@/lib/rules/pan';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { InvestorListItem } from '@/lib/api/investors';
import { historyDetailsPath, type InvestorNavigation } from './row-navigation';

export interface RowActionProps {
  row: InvestorListItem;
  navigation: InvestorNavigation;
  busy: boolean;
  onTransact: (pan: string) => void;
  onSelect: (pan: string) => void;
}

const forName = (row: InvestorListItem) => <span className="sr-only"> for {row.name}</span>;

/**
 * The row's button: what it does is the embedding page's choice (seed 000, "Investors (Transact) screen"),
 * left out for a role that may not do it (a Viewer's Investors page has no Transact).
 */
export function RowAction({ row, navigation, busy, onTransact, onSelect }: RowActionProps) {
  const mayInitiate = useCan(ACTION_NEEDS.initiateInvestment);
  const maySelect = useCan(ACTION_NEEDS.selectForStatements);
  switch (navigation.kind) {
    case 'investors':
    case 'new-transaction':
      // Investment and transaction actions are for individuals only (the PAN's fourth character is P).
      if (!isIndividualPan(row.pan) || !mayInitiate) return null;
      return (
        <Button size="sm" busy={busy} busyLabel="Checking…" onClick={() => onTransact(row.pan)}>
          Transact{forName(row)}
        </Button>
      );
    case 'mail-back':
      if (!maySelect) return null;
      return (
        <Button size="sm" busy={busy} busyLabel="Opening…" onClick={() => onSelect(row.pan)}>
          Select{forName(row)}
        </Button>
      );
    case 'transaction-history':
      return (
        <IntentLink href={historyDetailsPath(row.pan, row.kyc)} className={buttonClassName('secondary', 'sm')}>
          View{forName(row)}
        </IntentLink>
      );
  }
}
