import PDFDocument from 'pdfkit';
import { configure, TextReader, Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';

// The files the mail-back requests produce: the distributor's reports as an Excel workbook (.xlsx)
// or a dBase III table (.dbf) inside an AES-256 zip opened with the request's ZipPwd, and the
// investor statements as AES-256 encrypted PDFs opened with the password the request gave.

configure({ useWebWorkers: false });

export type Cell = string | number;

export interface Column {
  title: string;
  /** dBase field: C (text) or N (number with `decimals`). */
  type: 'C' | 'N';
  width: number;
  decimals?: number;
}

export interface Table {
  columns: Column[];
  rows: Cell[][];
}

// ---- Excel (Office Open XML, one sheet, inline strings) ----

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function columnName(i: number): string {
  let n = i + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function sheetXml(table: Table): string {
  const row = (cells: Cell[], r: number) =>
    `<row r="${r}">${cells
      .map((v, c) => {
        const ref = `${columnName(c)}${r}`;
        return typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xml(v)}</t></is></c>`;
      })
      .join('')}</row>`;
  const rows = [row(table.columns.map((c) => c.title), 1), ...table.rows.map((cells, i) => row(cells, i + 2))];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

export async function makeXlsx(table: Table, sheetName: string): Promise<Uint8Array> {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheetXml(table),
  };
  const zip = new ZipWriter(new Uint8ArrayWriter());
  for (const [name, text] of Object.entries(parts)) await zip.add(name, new TextReader(text));
  return zip.close();
}

// ---- dBase III ----

/** A dBase III table: field names are the titles cut to 10 upper-case characters. */
export function makeDbf(table: Table, on: Date): Uint8Array {
  const fields = table.columns.map((c) => ({ ...c, name: c.title.toUpperCase().replace(/[^A-Z0-9_]/g, '_').slice(0, 10) }));
  const recordLength = 1 + fields.reduce((n, f) => n + f.width, 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const out = new Uint8Array(headerLength + recordLength * table.rows.length + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out[1] = on.getUTCFullYear() - 1900;
  out[2] = on.getUTCMonth() + 1;
  out[3] = on.getUTCDate();
  view.setUint32(4, table.rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((f, i) => {
    const at = 32 + 32 * i;
    for (let k = 0; k < f.name.length; k++) out[at + k] = f.name.charCodeAt(k);
    out[at + 11] = f.type.charCodeAt(0);
    out[at + 16] = f.width;
    out[at + 17] = f.type === 'N' ? (f.decimals ?? 0) : 0;
  });
  out[headerLength - 1] = 0x0d;
  table.rows.forEach((cells, r) => {
    let at = headerLength + r * recordLength;
    out[at++] = 0x20;
    fields.forEach((f, c) => {
      const v = cells[c] ?? '';
      const text = f.type === 'N' ? (typeof v === 'number' ? v.toFixed(f.decimals ?? 0) : String(v)).slice(0, f.width).padStart(f.width) : ascii(String(v)).slice(0, f.width).padEnd(f.width);
      for (let k = 0; k < f.width; k++) out[at + k] = text.charCodeAt(k);
      at += f.width;
    });
  });
  out[out.length - 1] = 0x1a;
  return out;
}

const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');

// ---- The encrypted zip ----

export async function zipWithPassword(entries: { name: string; content: Uint8Array }[], password: string): Promise<Uint8Array> {
  const zip = new ZipWriter(new Uint8ArrayWriter(), { password, encryptionStrength: 3 });
  for (const e of entries) await zip.add(e.name, new Uint8ArrayReader(e.content));
  return zip.close();
}

// ---- The encrypted PDF ----

export interface PdfSection {
  heading: string;
  table: Table;
  /** Shown when the table has no rows. */
  empty: string;
}

export interface PdfStatement {
  title: string;
  lines: string[];
  sections: PdfSection[];
  password: string;
}

/** A statement as a PDF that opens only with the password (AES-256, PDF 1.7 extension level 3). */
export function makeEncryptedPdf(doc: PdfStatement): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 40,
      pdfVersion: '1.7ext3',
      userPassword: doc.password,
      ownerPassword: doc.password,
      permissions: { printing: 'highResolution', copying: false, modifying: false },
      info: { Title: doc.title, Producer: 'Sandbox registrar' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(16).text(doc.title);
    pdf.font('Helvetica').fontSize(10).moveDown(0.5);
    for (const line of doc.lines) pdf.text(ascii(line));
    for (const section of doc.sections) {
      pdf.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading);
      pdf.font('Helvetica').fontSize(8);
      if (!section.table.rows.length) {
        pdf.text(section.empty);
        continue;
      }
      pdf.text(section.table.columns.map((c) => c.title).join(' | '));
      for (const row of section.table.rows) pdf.text(row.map((v) => ascii(typeof v === 'number' ? v.toFixed(2) : v)).join(' | '));
    }
    pdf.end();
  });
}
