import type { ReactNode } from 'react';
import { FlowAddress } from './FlowAddress';
import { TransactionFrame } from './TransactionFrame';

/** A transaction page's frame: the investor aside, the title, and the flow token put into the address. */
export interface ScreenFrameProps {
  title: string;
  /** What openTransactionScreen found: the investor, and the address to put the flow token into. */
  screen: { investor: { name: string; pan: string }; address: string | null };
  children: ReactNode;
}

export function TransactionScreenFrame({ title, screen, children }: ScreenFrameProps) {
  return (
    <TransactionFrame title={title} investor={screen.investor}>
      {screen.address && <FlowAddress href={screen.address} />}
      {children}
    </TransactionFrame>
  );
}
