'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { Button, buttonClassName } from '@/components/ui/Button';
import { isIndividualPan } from '@/lib/rules/pan';
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

/** The row's button: what it does is the embedding page's choice (seed 000, "Investors (Transact) screen"). */
export function RowAction({ row, navigation, busy, onTransact, onSelect }: RowActionProps) {
  switch (navigation.kind) {
    case 'investors':
    case 'new-transaction':
      // Investment and transaction actions are for individuals only (the PAN's fourth character is P).
      if (!isIndividualPan(row.pan)) return null;
      return (
        <Button size="sm" busy={busy} busyLabel="Checking…" onClick={() => onTransact(row.pan)}>
          Transact{forName(row)}
        </Button>
      );
    case 'mail-back':
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
