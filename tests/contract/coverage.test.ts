import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../server/fundhouse/endpoint';
import { apiRoutes } from '../../sandbox/routes';

// Every endpoint declaration is served by the sandbox and called by some contract test, so a new
// declaration cannot reach the portal with nothing to answer it or nothing proving the answer parses.
//
// The sandbox half is checked on the live route table. The contract half is read from the test
// sources: vitest runs each file in a process of its own and in no set order, so no file can see what
// the others called. A declaration counts as exercised where a contract test file imports it and passes
// it to a call (`h.call(navGraph, …)`, `upload(nctUpload, …)`, a helper of the file's own).

const here = path.dirname(fileURLToPath(import.meta.url));
const endpointsDir = path.resolve(here, '../../server/fundhouse/endpoints');

interface Declaration {
  /** `<module>.<export>`, e.g. `nav.navGraph`. */
  id: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof Endpoint, unknown>>;
  return typeof v.path === 'string' && (v.method === 'GET' || v.method === 'POST') && typeof v.name === 'string' && !!v.params && !!v.answer;
}

const moduleFiles = readdirSync(endpointsDir).filter((f) => f.endsWith('.ts'));

async function declarations(): Promise<Declaration[]> {
  const found: Declaration[] = [];
  for (const file of moduleFiles) {
    const exports = (await import(path.join(endpointsDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isEndpoint(value)) found.push({ id: `${file.replace(/\.ts$/, '')}.${name}`, endpoint: value });
    }
  }
  return found;
}

/** The endpoints module an import names, or null for any other import. */
function endpointsModule(fromFile: string, specifier: string): string | null {
  const target = specifier.startsWith('@/')
    ? path.resolve(here, '../..', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : null;
  if (!target || path.dirname(target) !== endpointsDir) return null;
  return path.basename(target).replace(/\.ts$/, '');
}

/** `<module>.<export>` of every declaration a contract test file passes to a call. */
function exercisedIn(file: string, text = readFileSync(file, 'utf8')): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const named = new Map<string, string>(); // local name → module.export
  const namespaces = new Map<string, string>(); // local namespace → module
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = endpointsModule(file, statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!from || !bindings || statement.importClause?.isTypeOnly) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, from);
    else for (const el of bindings.elements) if (!el.isTypeOnly) named.set(el.name.text, `${from}.${(el.propertyName ?? el.name).text}`);
  }
  const exercised = new Set<string>();
  const declarationOf = (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) return named.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const from = namespaces.get(node.expression.text);
      return from && `${from}.${node.name.text}`;
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      for (const arg of node.arguments) {
        const id = declarationOf(arg);
        if (id) exercised.add(id);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return exercised;
}

// The tests and their helpers (a shared /SIPSave call lives in sip-save.ts).
const contractFiles = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== path.basename(fileURLToPath(import.meta.url)))
  .map((f) => path.join(here, f));

describe('endpoint declarations', () => {
  it('are found (the check below would pass vacuously otherwise)', async () => {
    expect(moduleFiles.length).toBeGreaterThan(10);
    expect((await declarations()).length).toBeGreaterThan(50);
  });

  it('are each served by the sandbox router, and it serves nothing else', async () => {
    const all = await declarations();
    const unserved = all.filter((d) => apiRoutes.get(d.endpoint.path)?.endpoint !== d.endpoint).map((d) => d.id);
    expect(unserved, 'declarations without a sandbox route').toEqual([]);
    const declared = new Set(all.map((d) => d.endpoint));
    const undeclared = [...apiRoutes.values()].filter((r) => !declared.has(r.endpoint)).map((r) => r.endpoint.path);
    expect(undeclared, 'sandbox routes for endpoints not declared in server/fundhouse/endpoints').toEqual([]);
  });

  it('are each called by at least one contract test', async () => {
    const exercised = new Set(contractFiles.flatMap((f) => [...exercisedIn(f)]));
    const untested = (await declarations()).map((d) => d.id).filter((id) => !exercised.has(id));
    expect(untested, 'declarations no file in tests/contract calls').toEqual([]);
  });
});

describe('the source reading of the contract tests', () => {
  it('sees named, renamed and namespace imports passed to a call, and nothing merely imported or mentioned', () => {
    const text = [
      "import { navGraph } from '../../server/fundhouse/endpoints/nav';",
      "import { schemeList as list, assetClasses } from '@/server/fundhouse/endpoints/schemes';",
      "import * as links from './../../server/fundhouse/endpoints/links';",
      "import { login } from '../../server/fundhouse/endpoints-elsewhere/auth';",
      'h.call(navGraph, { flag: "1D" });',
      'const run = (e: unknown) => e;',
      'run(list);',
      'const unused = assetClasses; // h.call(assetClasses)',
      'upload(links.validateEuin, {}, file);',
      'h.call(login, {});',
    ].join('\n');
    expect([...exercisedIn(path.join(here, 'probe.test.ts'), text)].sort()).toEqual(['links.validateEuin', 'nav.navGraph', 'schemes.schemeList']);
  });
});
