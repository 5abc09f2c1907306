import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tables speak people's words: a column headed by the registrar's field name (SchemeName, URN_Status,
// Ihno) tells the distributor nothing the row does not. Every table column is declared as
// `{ key, header: '…', cell }`, so the headers can be read straight from the sources.

const ROOTS = ['app', 'components'];
/** Registrar field names that read like words but are not (seed 001 section 3, seed 002 section 3). */
const FIELD_NAMES = new Set(['Ihno', 'Acno', 'Noofinst', 'Enachflag', 'Urnno', 'Schdesc', 'Sch', 'Pln', 'Opt', 'Amt']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const headers = ROOTS.flatMap(sources).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(/\bheader:\s*(['"])(.*?)\1/g)].map((m) => ({ path, header: m[2]! })),
);

const looksLikeAField = (h: string) => h.includes('_') || /[a-z][A-Z]/.test(h) || FIELD_NAMES.has(h);

describe('table column headers', () => {
  it('finds the column declarations', () => {
    expect(headers.map((h) => h.header)).toEqual(expect.arrayContaining(['Scheme Name', 'URN Status', 'Ref No']));
  });

  it('names no column by a field name', () => {
    expect(headers.filter((h) => looksLikeAField(h.header))).toEqual([]);
  });
});
