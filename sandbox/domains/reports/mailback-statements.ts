import type { Db } from '../../db/client';
import { sendMessage } from '../../outbox';
import { holdingCells, holdingColumns, investorHoldings, investorTransactions, SELF_REPORTS } from './mailback-data';
import { makeDbf, makeEncryptedPdf, makeXlsx, zipWithPassword, type PdfSection } from './mailback-files';
import { markRequest, recordRequest } from './mailback';
import { STATEMENTS, type StatementKey } from '../../../lib/mailback/statements';

// Makes a requested file, mails it through the outbox and records the request: the registrar mails
// within minutes; the sandbox does it at once so the mail is there when the answer arrives.

export interface SelfReportRequest {
  arn: string;
  userId: string;
  fund: string;
  code: string;
  name: string;
  reportType: 'Excel' | 'DBF';
  zipPassword: string;
  /** YYYY-MM-DD */
  from: string;
  to: string;
  now: Date;
}

const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function mailSelfReport(db: Db, r: SelfReportRequest): Promise<string> {
  const query = SELF_REPORTS[r.code];
  if (!query) throw new Error(`no report ${r.code}`);
  const refno = await recordRequest(db, { arn: r.arn, userId: r.userId, fund: r.fund, report: r.code, reportName: r.name, pan: null, sentTo: r.userId });
  const table = await query(db, { arn: r.arn, fund: r.fund, from: r.from, to: r.to });
  const base = `${r.code}_${refno}`;
  const inner =
    r.reportType === 'Excel'
      ? { name: `${base}.xlsx`, content: await makeXlsx(table, r.name) }
      : { name: `${base}.dbf`, content: makeDbf(table, r.now) };
  const zip = await zipWithPassword([inner], r.zipPassword);
  await sendMessage(db, {
    to: r.userId,
    channel: 'email',
    subject: `${r.name} (reference ${refno})`,
    text:
      `Dear Partner,\n\nPlease find attached the ${r.name} for ${display(r.from)} to ${display(r.to)} as ${r.reportType === 'Excel' ? 'an Excel workbook' : 'a DBF file'} ` +
      `(${table.rows.length} record${table.rows.length === 1 ? '' : 's'}), in a zip file that opens with the password you set on the request.\n\nReference number: ${refno}`,
    attachments: [{ filename: `${base}.zip`, contentType: 'application/zip', content: zip }],
  });
  await markRequest(db, refno, 'Mailed');
  return refno;
}

export type StatementKind = 'SOA' | 'CAS' | 'ELSS' | 'CAN' | 'CGS' | 'NETWORTH' | 'DIVIDEND';

// The registrar names its statements as the portal's mail-back screens title them.
const titleOf = (key: StatementKey) => STATEMENTS.find((s) => s.key === key)!.title;

export const STATEMENT_NAMES: Record<StatementKind, string> = {
  SOA: titleOf('mailBackSoa'),
  CAS: titleOf('consolidated'),
  ELSS: titleOf('ELSS'),
  CAN: titleOf('CAN'),
  CGS: titleOf('CGS'),
  NETWORTH: titleOf('GAS'),
  DIVIDEND: titleOf('DSM'),
};

export interface StatementRequest {
  arn: string;
  userId: string;
  fund: string;
  kind: StatementKind;
  /** Whose folios: one PAN, or every PAN under an e-mail id. */
  pans: string[];
  /** The PAN the request is recorded against. */
  pan: string;
  holderName: string;
  sendTo: string;
  password: string;
  from: string;
  to: string;
}

const REDEMPTIONS = ['Redemption', 'Switch'];

async function sections(db: Db, r: StatementRequest): Promise<PdfSection[]> {
  const held = await investorHoldings(db, r.fund, r.to, r.pans);
  const holdingsSection = (heading: string, rows = held): PdfSection => ({
    heading,
    table: { columns: holdingColumns, rows: rows.map(holdingCells) },
    empty: 'No holdings.',
  });
  switch (r.kind) {
    case 'SOA':
    case 'CAS':
      return [
        holdingsSection(`Holdings as on ${display(r.to)}`),
        { heading: `Transactions ${display(r.from)} to ${display(r.to)}`, table: await investorTransactions(db, r.fund, r.pans, r.from, r.to, null), empty: 'No transactions in this period.' },
      ];
    case 'ELSS':
      return [holdingsSection('ELSS holdings (3-year lock-in from each purchase)', held.filter((h) => h.category === 'ELSS'))];
    case 'CAN': {
      const folios = [...new Set(held.map((h) => `${h.acno}|${h.pan}|${h.name}`))].map((f) => f.split('|'));
      return [
        {
          heading: 'Folios under the PAN',
          table: { columns: [{ title: 'Folio', type: 'C', width: 15 }, { title: 'PAN', type: 'C', width: 10 }, { title: 'Holder', type: 'C', width: 40 }], rows: folios },
          empty: 'No folios.',
        },
      ];
    }
    case 'CGS': {
      const sold = await investorTransactions(db, r.fund, r.pans, r.from, r.to, REDEMPTIONS);
      sold.columns.push({ title: 'Gain', type: 'N', width: 16, decimals: 2 });
      sold.rows = sold.rows.map((row) => [...row, Math.round((Number(row[4]) - Number(row[6])) * 100) / 100]);
      return [{ heading: `Redemptions and switches ${display(r.from)} to ${display(r.to)}`, table: sold, empty: 'No redemptions in this period.' }];
    }
    case 'NETWORTH': {
      const total = held.reduce((n, h) => n + Number(h.units) * Number(h.nav), 0);
      return [holdingsSection(`Networth as on ${display(r.to)}: Rs ${total.toFixed(2)}`)];
    }
    case 'DIVIDEND':
      return [
        holdingsSection('IDCW holdings', held.filter((h) => h.option === 'D')),
        { heading: `Dividends paid ${display(r.from)} to ${display(r.to)}`, table: { columns: [{ title: 'Date', type: 'C', width: 10 }], rows: [] }, empty: 'No dividend was paid in this period.' },
      ];
  }
}

export async function mailStatement(db: Db, r: StatementRequest): Promise<string> {
  const name = STATEMENT_NAMES[r.kind];
  const refno = await recordRequest(db, { arn: r.arn, userId: r.userId, fund: r.fund, report: r.kind, reportName: name, pan: r.pan, sentTo: r.sendTo });
  const pdf = await makeEncryptedPdf({
    title: name,
    lines: [`Investor: ${r.holderName}`, `PAN: ${r.pans.join(', ')}`, `Period: ${display(r.from)} to ${display(r.to)}`, `Reference: ${refno}`],
    sections: await sections(db, r),
    password: r.password,
  });
  await sendMessage(db, {
    to: r.sendTo,
    channel: 'email',
    subject: `${name} (reference ${refno})`,
    text: `Dear ${r.holderName},\n\nAs requested by your distributor (${r.arn}), please find attached your ${name}. The PDF opens with the password set on the request.\n\nReference number: ${refno}`,
    attachments: [{ filename: `${r.kind}_${refno}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  await markRequest(db, refno, 'Mailed');
  return refno;
}
