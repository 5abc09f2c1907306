import type { ReactNode } from 'react';
import { InvestorAside } from './InvestorAside';

export interface TransactionFrameProps {
  title: string;
  investor: { name: string; pan: string };
  children: ReactNode;
}

/**
 * A transaction screen: the investor on the left from a laptop's width (on top below it, where a column
 * beside would leave a mandate or plan table too little room to show its columns), the content beside. At
 * least as tall as the screen, like the skeleton shown while it loads, so the footer stays below the fold
 * while the screen and its lists arrive rather than moving down under the reader.
 */
export function TransactionFrame({ title, investor, children }: TransactionFrameProps) {
  return (
    <div className="mx-auto grid min-h-dvh max-w-6xl content-start gap-4 xl:grid-cols-[14rem_minmax(0,1fr)] xl:items-start">
      <InvestorAside name={investor.name} pan={investor.pan} />
      <div className="min-w-0 space-y-4">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
