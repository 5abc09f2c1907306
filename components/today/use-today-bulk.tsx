'use client';

import { lazy, Suspense, useState } from 'react';
import { bff } from '@/components/bff/client';
import { useCan } from '@/components/shell/member-context';
import { Button } from '@/components/ui/Button';
import { formatIsoDay, istDay } from '@/lib/dates';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodayInvestor, TodayLink, TodayResponse } from '@/lib/api/today';
import { TODAY_EKYC_API } from '@/lib/api/today';
import { TODAY_STATEMENTS_API, type TodayStatementResponse } from '@/lib/api/today-bulk';
import type { ResendResult } from '@/lib/tracker/messages';
import { resendPath } from '@/lib/tracker/query';
import { BulkProgress } from './BulkProgress';
import type { BulkStatementValues } from './BulkStatementDialog';
import type { RowSelect } from './TodayList';
import { useBulk, type BulkRow } from './use-bulk';
import { useSelection } from './use-selection';

// The statement dialog's form (react-hook-form, the period and password fields) loads when it opens:
// Today and the dashboard's Today panel paint without it (the first-load budget, bench/README.md).
// React's own lazy: it never renders on the server, and next/dynamic's loader would add to that first load.
const BulkStatementDialog = lazy(() => import('./BulkStatementDialog').then((m) => ({ default: m.BulkStatementDialog })));

// Today's bulk actions: resend the selected links; send the e-KYC link to, or request one statement
// for, the selected investors. Each runs row by row, exactly once per row (./use-bulk.ts). A role offers
// only the actions it may do, and a list with none has nothing to select rows for.

const linkLabel = (l: TodayLink) => `${l.investor}, Ref No ${l.reference}`;
// A link is selected by its trail row (a reference names one transaction, but the trail is the list's key).
const linkRow = (l: TodayLink): BulkRow => ({ id: String(l.id), label: linkLabel(l), target: l.reference });
const investorRow = (i: TodayInvestor): BulkRow => ({ id: i.pan, label: i.investor, target: i.pan });

/** The registrar's day (India's calendar) the page was read on: a bulk request is one per day. */
const registrarDay = (now: string | undefined) => (now ? formatIsoDay(istDay(new Date(now))) : '');

export function useTodayBulk(data: TodayResponse | undefined, refresh: () => void) {
  const bulk = useBulk(registrarDay(data?.now));
  const links = useSelection((data?.links ?? []).map((l) => String(l.id)));
  const investors = useSelection((data?.investors ?? []).map((i) => i.pan));
  const [statementOpen, setStatementOpen] = useState(false);
  const mayResend = useCan(ACTION_NEEDS.resendLink);
  const maySendEkyc = useCan(ACTION_NEEDS.sendEkyc);
  const mayRequest = useCan(ACTION_NEEDS.requestStatement);
  // The list whose buttons started the run shows its progress (see BulkProgress), and which run it is.
  const [where, setWhere] = useState<{ list: 'links' | 'investors'; started: number } | null>(null);
  const begin = (list: 'links' | 'investors') => setWhere((w) => ({ list, started: (w?.started ?? 0) + 1 }));
  const chosenLinks = (data?.links ?? []).filter((l) => links.isSelected(String(l.id))).map(linkRow);
  const chosenInvestors = (data?.investors ?? []).filter((i) => investors.isSelected(i.pan)).map(investorRow);

  const resend = async () => {
    begin('links');
    await bulk.start('Resending the selected links', 'resend', chosenLinks, (row, key) =>
      bff<ResendResult>(resendPath(row.target), { method: 'POST', idempotencyKey: key }),
    );
    refresh();
  };
  const ekyc = async () => {
    begin('investors');
    await bulk.start('Sending the e-KYC link', 'ekyc', chosenInvestors, (row, key) => bff<{ message: string }>(TODAY_EKYC_API, { body: { pan: row.target }, idempotencyKey: key }));
    refresh();
  };
  const statements = (values: BulkStatementValues) => {
    setStatementOpen(false);
    begin('investors');
    // The password is left out of the key: the same statement and period is the same request.
    const { password: _password, confirmPassword: _confirm, ...named } = values;
    void bulk.start('Requesting the statement', 'statement', chosenInvestors, (row, key) =>
      bff<TodayStatementResponse>(TODAY_STATEMENTS_API, { body: { ...values, pan: row.target }, idempotencyKey: key }), JSON.stringify(named),
    );
  };

  const progress = (list: 'links' | 'investors') =>
    bulk.run && where?.list === list ? <BulkProgress run={bulk.run} started={where.started} onClose={bulk.clear} /> : null;

  const linkSelect: RowSelect<TodayLink> | undefined = mayResend ? {
    selection: links,
    id: (l) => String(l.id),
    label: linkLabel,
    toolbar: (
      <Button size="sm" disabled={chosenLinks.length === 0 || bulk.busy} onClick={() => void resend()}>
        Resend selected links ({chosenLinks.length})
      </Button>
    ),
    progress: progress('links'),
  } : undefined;
  const investorSelect: RowSelect<TodayInvestor> | undefined = maySendEkyc || mayRequest ? {
    selection: investors,
    id: (i) => i.pan,
    label: (i) => i.investor,
    toolbar: (
      <>
        {maySendEkyc && (
          <Button size="sm" disabled={chosenInvestors.length === 0 || bulk.busy} onClick={() => void ekyc()}>
            Send e-KYC link to selected ({chosenInvestors.length})
          </Button>
        )}
        {mayRequest && (
          <Button size="sm" variant="secondary" disabled={chosenInvestors.length === 0 || bulk.busy} onClick={() => setStatementOpen(true)}>
            Request a statement for selected ({chosenInvestors.length})
          </Button>
        )}
      </>
    ),
    progress: progress('investors'),
  } : undefined;
  const panel = (
    <>
      {statementOpen && (
        <Suspense fallback={null}>
          <BulkStatementDialog investors={chosenInvestors.map((i) => i.label)} open onClose={() => setStatementOpen(false)} onSubmit={statements} />
        </Suspense>
      )}
    </>
  );
  return { linkSelect, investorSelect, panel };
}
