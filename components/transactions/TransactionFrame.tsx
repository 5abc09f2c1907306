import type { ReactNode } from 'react';
import { InvestorAside } from './InvestorAside';

export interface TransactionFrameProps {
  title: string;
  investor: { name: string; pan: string };
  children: ReactNode;
}

/**
 * A transaction screen: the investor on the left (on top at phone width), the screen's content beside. At
 * least as tall as the screen, like the skeleton shown while it loads, so the footer stays below the fold
 * while the screen and its lists arrive rather than moving down under the reader.
 */
export function TransactionFrame({ title, investor, children }: TransactionFrameProps) {
  return (
    <div className="mx-auto grid min-h-dvh max-w-6xl content-start gap-4 md:grid-cols-[14rem_minmax(0,1fr)] md:items-start">
      <InvestorAside name={investor.name} pan={investor.pan} />
      <div className="min-w-0 space-y-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
