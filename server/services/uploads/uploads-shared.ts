import 'server-only';
import { createHash } from 'node:crypto';
import { fileProblem, UPLOAD_MESSAGES } from '@/lib/forms/uploads/physical-upload';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { cipherFromSecret } from '../../fundhouse/client';
import { createUploadClient, type UploadCall } from '../../fundhouse/upload';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { getDb } from '../../store/db';
import { IdempotencyBusyError, IdempotencyKeyReusedError, once } from '../../store/idempotency';
import type { IncomingFile, IncomingUpload } from './uploads-request';
import { flowFolios } from '../transactions/flow-reads';
import { bookInvestor, type BookInvestor } from '../transactions/transaction-investor';
import { log } from '@/server/log';

// What the physical upload and the NCT request share: the registrar's upload client, the investor of
// the transaction flow with contact details and folios, the server's own checks of the file, and the
// idempotency key that keeps a repeated submit from creating a second request.

/** A 24 MB file over a slow line takes far longer than an ordinary call's time limit. */
const UPLOAD_TIMEOUT_MS = 120_000;

let client: UploadCall | undefined;

/** The portal's single way to upload to the fund house, built lazily like `upstream`. */
export const uploadUpstream: UploadCall = (endpoint, params, file, options) => {
  client ??= createUploadClient({
    baseUrl: env().FUNDHOUSE_API_URL,
    cipher: cipherFromSecret(env().FUNDHOUSE_API_SECRET),
    transport: { timeoutMs: Math.max(UPLOAD_TIMEOUT_MS, env().FUNDHOUSE_TIMEOUT_MS) },
    log: (line) => log('info', { upstream: line }),
  });
  return client(endpoint, params, file, options);
};

export interface UploadFolio {
  acno: string;
  /** Current value in rupees, as the registrar gives it. */
  value: string;
  zeroBalance: boolean;
}

export interface UploadInvestor {
  pan: string;
  name: string;
  /** '' when none is on record; one on record is shown locked and used as it is. */
  email: string;
  mobile: string;
  folios: UploadFolio[];
}

/** The PAN's folios in the fund, with their value and whether any units are left. */
async function uploadFolios(auth: DistributorAuth, pan: string): Promise<UploadFolio[]> {
  const fund = env().FUND_CODE;
  return (await flowFolios(auth, pan)).DtData.filter((f) => f.fund.trim() === fund).map((f) => ({
    acno: f.acno.trim(),
    value: f.CurValue,
    zeroBalance: !(Number(f.BalUnits) > 0),
  }));
}

const withFolios = (pan: string, investor: BookInvestor, folios: UploadFolio[]): UploadInvestor => ({
  pan,
  name: investor.name,
  email: investor.email ?? '',
  mobile: investor.mobile ?? '',
  folios,
});

/** For the upload pages: the investor of the transaction flow with contact details and folios; null outside the book. */
export async function uploadInvestor(auth: DistributorAuth, pan: string): Promise<UploadInvestor | null> {
  const [investor, folios] = await Promise.all([bookInvestor(auth, pan), uploadFolios(auth, pan)]);
  return investor && withFolios(pan, investor, folios);
}

/** For the upload handlers: the investor their route declared (the form's `f`), with the folios. */
export async function checkedUploadInvestor(auth: DistributorAuth, investor: CheckedInvestor): Promise<UploadInvestor> {
  return withFolios(investor.pan, investor, await uploadFolios(auth, investor.pan));
}

/** Contact details on record win over what was posted: the form shows them locked. */
export function contactFor(investor: UploadInvestor, posted: { email: string; mobile: string }) {
  return { email: investor.email || posted.email, mobile: investor.mobile || posted.mobile };
}

/** The folio must be one of the investor's in the fund; `zeroMessage` refuses one without units. */
export function checkFolio(investor: UploadInvestor, acno: string, zeroMessage: string | null): void {
  const folio = investor.folios.find((f) => f.acno === acno);
  const message = !folio ? UPLOAD_MESSAGES.folioInvalid : folio.zeroBalance ? zeroMessage : null;
  if (message) throw fieldError('folio', message, 422);
}

/** The server's own look at the file: present, a PDF by type and by its first bytes. */
export function requirePdf(file: IncomingFile | null): IncomingFile {
  const problem = fileProblem(file && { name: file.filename, type: file.contentType, size: null, head: file.head });
  if (problem || !file) {
    const message = problem ?? UPLOAD_MESSAGES.fileMandatory;
    throw fieldError('file', message);
  }
  return file;
}

/** The posted text fields with every expected one present, so a missing field gets its own message. */
export function postedFields<K extends string>(upload: IncomingUpload, names: readonly K[]): Record<K, string> & { terms: boolean } {
  const out = Object.fromEntries(names.map((n) => [n, upload.fields[n] ?? ''])) as Record<K, string>;
  return { ...out, terms: upload.fields.terms === 'true' };
}

export interface UploadOutcome {
  referenceNumber: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Runs an upload once per idempotency key: a repeat (double submit, retry after a lost answer) gets the
 * first reference number back instead of creating a second request. The file is not in the digest (it
 * is only known once sent); its name and declared size are.
 */
export async function submitOnce(
  auth: DistributorAuth,
  key: string | null,
  request: unknown,
  work: () => Promise<UploadOutcome>,
): Promise<UploadOutcome> {
  if (!key || !KEY_PATTERN.test(key)) throw new HttpError(400, { message: 'The request could not be read.' });
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  try {
    const result = await once(await getDb(), { userId: auth.session.userId, key, requestHash }, async () => ({ status: 200, body: await work() }), {
      waitMs: UPLOAD_TIMEOUT_MS,
    });
    return result.body as UploadOutcome;
  } catch (err) {
    if (err instanceof IdempotencyKeyReusedError) throw new HttpError(409, { message: 'This request was already submitted with other details.' });
    if (err instanceof IdempotencyBusyError) throw new HttpError(409, { message: 'This request is still being submitted. Please wait.' });
    throw err;
  }
}
