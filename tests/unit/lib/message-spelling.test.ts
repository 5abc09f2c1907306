import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The seeds' README: "Correct plain misspellings (vaild, shoould, atleast, sheme, Declartion,
// withdrwals, Brank, shoud) and keep the wording otherwise." Every message the portal or the sandbox
// can show comes from one of these folders, so none of them may carry one of those spellings.

const ROOTS = ['lib', 'app', 'components', 'server', 'sandbox'];
const MISSPELT = /\b(vaild|shoould|atleast|sheme|declartion|withdrwals|brank|shoud)\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|json)$/.test(name) ? [path] : [];
  });
}

describe('message spelling', () => {
  it('shows none of the misspellings the seeds say to correct', () => {
    const found = ROOTS.flatMap(sources).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (MISSPELT.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
