import type { z } from 'zod';
import { registerAgent, saveEmpanelmentDetails } from '../../server/fundhouse/endpoints/empanelment';
import type { Db } from '../db/client';
import { CONTACT_MISMATCH, findRegistry, isEmpanelled, listCities, sameContacts } from '../domains/empanelment/empanelment';
import { sendMessage } from '../outbox';
import { refuse, route } from '../router';
import { mayProceedUnvalidated } from '../../lib/rules/penny-drop';

// Saving an empanelment application and registering the agent. The registrar checks what the
// portal claims: the OTP was verified, the bank flag matches what actually happened (C: the
// registry's own account; Y: a penny-drop that succeeded; N: every try failed, lib/rules/penny-drop.ts),
// and an ARN is registered once.

export const REGISTRATION_MESSAGES = {
  notVerified: 'Please validate the OTP before submitting the empanelment details',
  panMismatch: 'PAN does not match the AMFI/KYD record of the ARN',
  contactMismatch: CONTACT_MISMATCH,
  registryBank: 'Bank details do not match the AMFI/KYD record of the ARN',
  notValidated: 'The bank account has not been validated',
  alreadyEmpanelled: (arn: string) => `${arn} is already empanelled with us. Please sign in to the portal.`,
  notFound: 'Empanelment details not found. Please submit the details again.',
  mismatch: 'The details do not match the saved empanelment application',
  badBranch: 'Please select a valid AMC branch',
  badCdsl: 'Enter a Valid CDSL ID',
  badNsdl: 'Enter a Valid NSDL ID',
  registered: 'Agent registered successfully',
} as const;

const VERIFIED_WITHIN_MINUTES = 60;

async function verifiedRecently(db: Db, arn: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VERIFIED_WITHIN_MINUTES * 60_000);
  const { rows } = await db.query('select 1 from empanelment_verifications where arn = $1 and verified_at > $2', [arn, since]);
  return rows.length > 0;
}

type SaveParams = z.output<typeof saveEmpanelmentDetails.params>;

/** Whether the bank flag is backed by what happened; a refusal message when not. */
async function bankFlagRefusal(db: Db, arn: string, p: SaveParams): Promise<string | null> {
  if (p.pennydropflag === 'C') {
    const record = await findRegistry(db, arn);
    const same = record?.ifsc === p.bnk_ifsc.toUpperCase() && record.bank_ac_no === p.bnk_accno;
    return same ? null : REGISTRATION_MESSAGES.registryBank;
  }
  const { rows } = await db.query<{ ok: boolean; ifsc: string; account_no: string }>(
    'select ok, ifsc, account_no from penny_drops where arn = $1',
    [arn],
  );
  if (p.pennydropflag === 'Y') {
    return rows.some((r) => r.ok && r.ifsc === p.bnk_ifsc.toUpperCase() && r.account_no === p.bnk_accno)
      ? null
      : REGISTRATION_MESSAGES.notValidated;
  }
  return mayProceedUnvalidated(rows.filter((r) => !r.ok).length) ? null : REGISTRATION_MESSAGES.notValidated;
}

const saveRoute = route(saveEmpanelmentDetails, async (p, ctx) => {
  const arn = p.agentcode.trim().toUpperCase();
  if (await isEmpanelled(ctx.db, arn)) return refuse(REGISTRATION_MESSAGES.alreadyEmpanelled(arn));
  if (!(await verifiedRecently(ctx.db, arn, ctx.clock.now()))) return refuse(REGISTRATION_MESSAGES.notVerified);
  const record = await findRegistry(ctx.db, arn);
  if (!record || record.pan !== p.pan.toUpperCase()) return refuse(REGISTRATION_MESSAGES.panMismatch);
  if (!sameContacts(record, p.email, p.mobile)) return refuse(REGISTRATION_MESSAGES.contactMismatch);
  const bankRefusal = await bankFlagRefusal(ctx.db, arn, p);
  if (bankRefusal) return refuse(bankRefusal);

  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into empanelment_details (arn, pan, email, mobile, nominee_name, nominee_add, nominee_state, nominee_city,
       nominee_pin, bnk_name, bnk_accno, bnk_ifsc, branch, bnk_city, pennydropflag, saved_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, upper($12), $13, $14, $15, $16) returning id`,
    [arn, p.pan.toUpperCase(), p.email, p.mobile, p.nominee_name, p.nominee_add, p.nominee_state ?? null, p.nominee_city,
      p.nominee_pin, p.bnk_name, p.bnk_accno, p.bnk_ifsc, p.branch, p.bnk_city, p.pennydropflag, ctx.clock.now()],
  );
  return { Dtinformation: [{ ID: String(rows[0]?.id) }] };
});

interface DetailsRow {
  arn: string;
  pan: string;
  email: string;
  mobile: string;
  bnk_accno: string;
  bnk_ifsc: string;
  pennydropflag: string;
}

// Refusals here are answered as Return_Code 1 with the reason, the shape the seed describes.
const registerRoute = route(registerAgent, async (p, ctx) => {
  const arn = p.arncode.trim().toUpperCase();
  const no = (msg: string) => ({ Dtinformation: [{ Return_Code: '1', Return_Msg: msg, Agent: '' }] });
  if (await isEmpanelled(ctx.db, arn)) return no(REGISTRATION_MESSAGES.alreadyEmpanelled(arn));
  const id = /^\d{1,15}$/.test(p.Ihno) ? p.Ihno : '0';
  const { rows } = await ctx.db.query<DetailsRow>('select * from empanelment_details where id = $1', [id]);
  const saved = rows[0];
  if (!saved || saved.arn !== arn) return no(REGISTRATION_MESSAGES.notFound);
  const same =
    saved.pan === p.pan.toUpperCase() && saved.email === p.email && saved.mobile === p.mobile &&
    saved.bnk_accno === p.bnk_accno && saved.bnk_ifsc === p.bnk_ifsc.toUpperCase() && saved.pennydropflag === p.pennydropflag;
  if (!same) return no(REGISTRATION_MESSAGES.mismatch);
  if (!(await listCities(ctx.db)).includes(p.AMC_Branch)) return no(REGISTRATION_MESSAGES.badBranch);
  if (p.CDSL && !/^\d{16}$/.test(p.CDSL)) return no(REGISTRATION_MESSAGES.badCdsl);
  if (p.NSDL && !/^IN\d{14}$/.test(p.NSDL)) return no(REGISTRATION_MESSAGES.badNsdl);

  await ctx.db.query(
    `insert into empanelments (arn, details_id, amc_branch, rm_name, cdsl, nsdl, registered_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [arn, id, p.AMC_Branch, p.rmname, p.CDSL || null, p.NSDL || null, ctx.clock.now()],
  );
  // A portal account that was waiting for empanelment can sign in from now on.
  await ctx.db.query(`update distributors set status = 'active' where arn = $1 and status = 'not-empanelled'`, [arn]);
  const record = await findRegistry(ctx.db, arn);
  await sendMessage(ctx.db, { to: p.email, channel: 'email', subject: 'Welcome to the fund house', text: welcomeText(arn, record?.arn_name ?? arn, p.pennydropflag) });
  return { Dtinformation: [{ Return_Code: '0', Return_Msg: REGISTRATION_MESSAGES.registered, Agent: arn }] };
});

function welcomeText(arn: string, name: string, flag: 'Y' | 'N' | 'C'): string {
  const bank =
    flag === 'N'
      ? 'We could not validate your bank account, so it was recorded as you entered it. Please submit a Change of Bank request with a cancelled cheque so that commissions can be paid.'
      : 'Your bank account is recorded for commission payments.';
  return (
    `Dear ${name},\n\nWelcome! Your ARN ${arn} is now empanelled with the fund house.\n${bank}\n` +
    'If you already have a portal account, sign in with it; otherwise sign up on the portal with your ARN.'
  );
}

export const registrationRoutes = [saveRoute, registerRoute];
