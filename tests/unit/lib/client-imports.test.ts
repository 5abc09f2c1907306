import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a browser module imports statically is part of its page's first load. zod (with the form
// resolvers built on it) is about 31 kB of it, so forms fetch their schemas on first use
// (components/forms/lazy-zod-resolver.ts, components/transactions/lazy-resolver.ts) and take their
// wording from zod-free lib/forms/<concept>/*-fields.ts modules. ESLint stops a component importing zod
// itself; this walks the import graph, so a zod-based module imported by way of another is caught too.

const root = path.resolve(__dirname, '../../..');
const HEAVY = /^(zod|@hookform\/resolvers)(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'api' && dir.endsWith('app') ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f)) ?? (existsSync(base) && /\.m?[jt]sx?$/.test(base) ? base : null);
}

/** The specifiers a module imports for their values at load time (type-only and dynamic imports are not). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, names, spec] = m;
    if (typeOnly) continue;
    const braced = /^\{([^}]*)\}$/.exec(names!.trim());
    if (braced && braced[1]!.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    found.push(spec!);
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
}

/** The chain from `entry` to the first module that imports zod, or null. */
function zodChain(entry: string): string[] | null {
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of staticImports(file)) {
      if (HEAVY.test(spec)) {
        const chain = [spec];
        for (let at: string | null = file; at; at = parent.get(at) ?? null) chain.unshift(path.relative(root, at));
        return chain;
      }
      const next = resolve(file, spec);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const clientModules = [...sourceFiles(path.join(root, 'app')), ...sourceFiles(path.join(root, 'components'))].filter((f) =>
  /^\s*['"]use client['"]/.test(readFileSync(f, 'utf8')),
);

describe('browser modules', () => {
  it('finds the client modules it checks', () => {
    expect(clientModules.length).toBeGreaterThan(100);
  });

  it('import no zod and no zod-based module statically', () => {
    const chains = clientModules.map(zodChain).filter((c): c is string[] => c !== null).map((c) => c.join(' -> '));
    expect(chains).toEqual([]);
  });
});
