import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { nctTypes, nctUpload } from '../../server/fundhouse/endpoints/nct';
import { physicalTransactionUpload, UPLOAD_LIMIT_BYTES } from '../../server/fundhouse/endpoints/uploads';
import { createAesGcmCipher } from '../../server/fundhouse/crypto';
import { UPLOAD_TOO_LARGE_MESSAGE, UpstreamError } from '../../server/fundhouse/errors';
import { sendUpload } from '../../server/fundhouse/transport';
import { createUploadClient, type UploadCall } from '../../server/fundhouse/upload';
import { PAYLOAD_PART } from '../../server/fundhouse/upload-endpoint';
import { sealBody } from '../../server/fundhouse/wire';
import { NCT_TYPES } from '../../sandbox/domains/uploads/uploads-nct';
import { UPLOAD_REFUSALS } from '../../sandbox/domains/uploads/uploads';
import { DEMO, DEMO_PASSWORD, FARAH, RAVI } from '../../sandbox/seed/fixtures';
import { sandboxPerFile, SECRET } from './sandbox-harness';

// The upload calls (physical transaction, NCT) and the NCT type list, through the portal's real upload
// client against the sandbox: answers parse under their declarations, refusals carry the registrar's
// messages, and an oversized file meets a 413 from the registrar itself.

const h = sandboxPerFile();
let upload: UploadCall;
beforeAll(() => {
  upload = createUploadClient({ baseUrl: h.sandbox.url, cipher: createAesGcmCipher(SECRET), transport: { timeoutMs: 10_000 } });
});

async function tokenFor(userId = DEMO.userId): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
async function* bytes(...chunks: Buffer[]) {
  yield* chunks;
}
const file = (content: Buffer = PDF, filename = 'order.pdf') => ({ filename, body: bytes(content) });

const contact: { email: string; mobile: string; pan: string; fund: string; userid: string } = { email: RAVI.email, mobile: RAVI.mobile, pan: RAVI.pan, fund: '117', userid: DEMO.userId };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(() => null, (e: unknown) => e);
  if (err instanceof UpstreamError && err.kind === 'business') return err.userMessage;
  throw new Error(`expected a business refusal, got ${String(err)}`);
}

async function outboxFor(to: string) {
  return h.admin<{ subject: string; text: string }[]>(`outbox.json?to=${encodeURIComponent(to)}`);
}

describe('GetNCTKtrackgo', () => {
  it('lists the fund\'s NCT types under the declaration', async () => {
    const answer = await h.call(nctTypes, { fund: '117' }, { token: await tokenFor() });
    expect(answer.DtData.map((r) => r.nm_code)).toEqual(NCT_TYPES.map((t) => t.code));
    expect(answer.DtData[0]?.nm_description).toBe(NCT_TYPES[0].description);
  });
});

describe('physical transaction upload', () => {
  it('records the request as pending, answers its reference number and mails the investor', async () => {
    const token = await tokenFor();
    const answer = await upload(physicalTransactionUpload, { ...contact, folio: '10234561', reqtype: 'add' }, file(), { token });
    const ihno = Number(answer.DtData[0]?.ihno);
    expect(ihno).toBeGreaterThanOrEqual(8000001);
    const second = await upload(physicalTransactionUpload, { ...contact, folio: '', reqtype: 'new' }, file(), { token });
    expect(Number(second.DtData[0]?.ihno)).toBe(ihno + 1);
    const mail = (await outboxFor(RAVI.email)).find((m) => m.subject === `Request ${ihno} received`);
    expect(mail?.text).toContain('physical Additional Purchase request for folio 10234561');
  });

  it('refuses what the registrar refuses', async () => {
    const token = await tokenFor();
    const send = (over: Partial<typeof contact & { folio: string; reqtype: 'new' | 'add' | 'isip' | 'swop' | 'red' }>, content = PDF) =>
      refusal(upload(physicalTransactionUpload, { ...contact, folio: '10234561', reqtype: 'add', ...over }, file(content), { token }));
    expect(await send({}, Buffer.from('plain text, not a PDF'))).toBe(UPLOAD_REFUSALS.notPdf);
    expect(await send({ folio: '' })).toBe(UPLOAD_REFUSALS.folioMandatory);
    expect(await send({ folio: '99999999' })).toBe(UPLOAD_REFUSALS.folioUnknown);
    expect(await send({ folio: '10234563', reqtype: 'red' })).toBe(UPLOAD_REFUSALS.redeemZero);
    expect(await send({ folio: '10234563', reqtype: 'swop' })).toBe(UPLOAD_REFUSALS.switchZero);
    // Another distributor's investor reads like an unknown one.
    expect(await send({ pan: FARAH.pan, folio: '10456781' })).toBe(UPLOAD_REFUSALS.notFound);
  });

  it('answers 413 to a file over 24 MB, counted as it streams in', async () => {
    const mb = Buffer.alloc(1024 * 1024, 0x20);
    async function* oversized() {
      yield Buffer.from('%PDF-1.4\n');
      for (let i = 0; i < 24; i++) yield mb;
    }
    const wire = { ...contact, folio: '10234561', reqtype: 'add', isWeb: 'Y', RequestId: 'contract-413' };
    // The transport's own limit is lifted so that the registrar's limit is what answers.
    const res = await sendUpload(
      {
        url: `${h.sandbox.url}${physicalTransactionUpload.path}`,
        headers: { authorization: `Bearer ${await tokenFor()}` },
        endpoint: 'oversized',
        requestId: 'contract-413',
        fields: { [PAYLOAD_PART]: sealBody(createAesGcmCipher(SECRET), wire).payload },
        file: { name: 'Pdffile', filename: 'big.pdf', contentType: 'application/pdf', body: oversized() },
        maxFileBytes: Number.POSITIVE_INFINITY,
      },
      { timeoutMs: 20_000 },
    );
    expect(res.status).toBe(413);
    // Nothing was recorded.
    expect((await outboxFor(RAVI.email)).filter((m) => m.subject.startsWith('Request '))).toEqual([]);
  });

  it('answers 413 at once when the declared length is over the limit', async () => {
    const res = await fetch(`${h.sandbox.url}${physicalTransactionUpload.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor()}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
  });

  it('the portal client refuses an oversized file itself with the seed message', async () => {
    async function* endless() {
      yield Buffer.from('%PDF-1.4\n');
      for (;;) yield Buffer.alloc(1024 * 1024);
    }
    const err = await upload(physicalTransactionUpload, { ...contact, folio: '10234561', reqtype: 'add' }, { filename: 'big.pdf', body: endless() }, { token: await tokenFor() }).then(
      () => null,
      (e: unknown) => e as UpstreamError,
    );
    expect(err?.kind).toBe('too-large');
    expect(err?.userMessage).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });
});

describe('NCT upload', () => {
  it('records the request under its type and answers Ihno', async () => {
    const token = await tokenFor();
    const answer = await upload(nctUpload, { ...contact, folio: '10234563', ncttype: 'COA', nctdescription: 'Change of Address' }, file(), { token });
    const ihno = Number(answer.DtData[0]?.Ihno);
    expect(ihno).toBeGreaterThanOrEqual(8000001);
    const mail = (await outboxFor(RAVI.email)).find((m) => m.subject === `Request ${ihno} received`);
    expect(mail?.text).toContain('a Change of Address request for folio 10234563');
  });

  it('refuses an unknown type, a missing folio and a file that is not a PDF', async () => {
    const token = await tokenFor();
    const send = (over: Record<string, string>, content = PDF) =>
      refusal(upload(nctUpload, { ...contact, folio: '10234561', ncttype: 'COA', nctdescription: 'Change of Address', ...over }, file(content), { token }));
    expect(await send({ ncttype: 'XYZ' })).toBe(UPLOAD_REFUSALS.nctUnknown);
    expect(await send({ folio: '' })).toBe(UPLOAD_REFUSALS.folioMandatory);
    expect(await send({}, Buffer.from('GIF89a'))).toBe(UPLOAD_REFUSALS.notPdf);
  });
});
