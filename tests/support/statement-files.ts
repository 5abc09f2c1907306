import { createDecipheriv, createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { configure, TextWriter, Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';

// Opens the files the sandbox mails, as a recipient would: the zip with its password (then the
// workbook or the DBF inside), the PDF with its password (AES-256, revision 5: the password is checked
// against /U, the file key unwrapped from /UE, each content stream decrypted and inflated).

configure({ useWebWorkers: false });

export async function openZip(bytes: Uint8Array, password?: string): Promise<{ name: string; content: Uint8Array; encrypted: boolean }[]> {
  const zip = new ZipReader(new Uint8ArrayReader(bytes), password ? { password } : {});
  const out = [];
  for (const entry of await zip.getEntries()) {
    if (entry.directory) continue;
    out.push({ name: entry.filename, content: await entry.getData(new Uint8ArrayWriter()), encrypted: entry.encrypted });
  }
  await zip.close();
  return out;
}

/** The rows of the first sheet of an .xlsx written with inline strings and numbers. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const zip = new ZipReader(new Uint8ArrayReader(bytes));
  const entries = await zip.getEntries();
  const names = entries.map((e) => e.filename);
  if (!names.includes('[Content_Types].xml') || !names.includes('xl/workbook.xml')) throw new Error('not a workbook');
  const sheet = entries.find((e) => e.filename === 'xl/worksheets/sheet1.xml');
  if (!sheet || sheet.directory) throw new Error('no sheet');
  const xml = await sheet.getData(new TextWriter());
  await zip.close();
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c [^>]*>(?:<is><t>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].map((c) => unescape(c[1] ?? c[2] ?? '')),
  );
}

/** A dBase III table: its field names and records (trimmed text). */
export function readDbf(bytes: Uint8Array): { fields: string[]; records: string[][] } {
  if (bytes[0] !== 0x03) throw new Error('not a dBase III file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const fields: { name: string; width: number }[] = [];
  for (let at = 32; bytes[at] !== 0x0d; at += 32) {
    const name = String.fromCharCode(...bytes.slice(at, at + 11)).replace(/\0.*$/, '');
    fields.push({ name, width: bytes[at + 16]! });
  }
  if (1 + fields.reduce((n, f) => n + f.width, 0) !== recordLength) throw new Error('record length does not match the fields');
  if (bytes.length !== headerLength + count * recordLength + 1 || bytes[bytes.length - 1] !== 0x1a) throw new Error('bad file length');
  const records: string[][] = [];
  for (let r = 0; r < count; r++) {
    let at = headerLength + r * recordLength + 1;
    records.push(
      fields.map((f) => {
        const text = String.fromCharCode(...bytes.slice(at, at + f.width)).trim();
        at += f.width;
        return text;
      }),
    );
  }
  return { fields: fields.map((f) => f.name), records };
}

const hexOf = (pdf: string, key: string) => {
  const m = new RegExp(`/${key}\\s*<([0-9a-fA-F]+)>`).exec(pdf);
  return m ? Buffer.from(m[1]!, 'hex') : null;
};

export function isEncryptedPdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  return text.startsWith('%PDF-') && /\/Encrypt\s+\d+\s+\d+\s+R/.test(text) && /\/Filter\s*\/Standard/.test(text);
}

/**
 * Each stream's bytes, cut by its dictionary's /Length. Encrypted bytes are random: one that ends in a
 * carriage return would lose it to a search for the end-of-line before `endstream`, and then not decrypt.
 */
function streamsOf(pdf: string): Buffer[] {
  const streams: Buffer[] = [];
  for (const m of pdf.matchAll(/\/Length (\d+)(?![\d ]*R)[^>]*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    streams.push(Buffer.from(pdf.slice(start, start + Number(m[1])), 'latin1'));
  }
  return streams;
}

/**
 * The text of an AES-256 (V5/R5) encrypted PDF opened with `password`; null when the password is
 * wrong or the file is not encrypted that way.
 */
export function openPdf(bytes: Uint8Array, password: string): string | null {
  const pdf = Buffer.from(bytes).toString('latin1');
  if (!/\/V\s+5/.test(pdf) || !/\/R\s+5/.test(pdf)) return null;
  const u = hexOf(pdf, 'U');
  const ue = hexOf(pdf, 'UE');
  if (!u || !ue || u.length < 48) return null;
  const pw = Buffer.from(password.slice(0, 127), 'utf8');
  const check = createHash('sha256').update(Buffer.concat([pw, u.subarray(32, 40)])).digest();
  if (!check.equals(u.subarray(0, 32))) return null;
  const wrap = createHash('sha256').update(Buffer.concat([pw, u.subarray(40, 48)])).digest();
  const unwrap = createDecipheriv('aes-256-cbc', wrap, Buffer.alloc(16));
  unwrap.setAutoPadding(false);
  const fileKey = Buffer.concat([unwrap.update(ue), unwrap.final()]);
  const texts: string[] = [];
  for (const data of streamsOf(pdf)) {
    if (data.length < 32) continue;
    try {
      const d = createDecipheriv('aes-256-cbc', fileKey, data.subarray(0, 16));
      const plain = Buffer.concat([d.update(data.subarray(16)), d.final()]);
      const content = inflateSync(plain).toString('latin1');
      for (const t of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
        texts.push([...t[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
      }
    } catch {
      // Not a content stream (fonts, metadata): skipped.
    }
  }
  return texts.join('\n');
}
