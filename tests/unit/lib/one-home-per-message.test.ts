import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every rule the portal and the sandbox both state (a refusal, a form message, a limit's wording) has one
// home in lib/rules/ and both sides import it: a text written twice drifts, and the registrar the sandbox
// plays would then refuse with words the portal's form never shows. A long literal with a space standing
// in both the portal's folders and sandbox/ is such a second copy; so is a message built from a template
// (`Amount should be a multiple of ${n}`), compared with its placeholders blanked out.

const PORTAL = ['app', 'components', 'lib', 'server'];
const SANDBOX = ['sandbox'];

// Strings come first in the alternation so a `//` inside one (a URL) is not taken for a comment.
const STRING_OR_COMMENT = /('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const LITERAL = /'((?:[^'\\\n]|\\.){22,})'|"((?:[^"\\\n]|\\.){22,})"|`([^`$\n]{22,})`/g;
const SQL = /^(select|insert|update|delete|create|with) /;
/** A template with placeholders (one level of braces inside them), one line long. */
const TEMPLATE = /`((?:[^`\\\n$]|\\.|\$(?!\{)|\$\{(?:[^{}`]|\{[^{}`]*\})*\})*\$\{(?:[^`\\\n$]|\\.|\$(?!\{)|\$\{(?:[^{}`]|\{[^{}`]*\})*\})*)`/g;
const PLACEHOLDER = /\$\{(?:[^{}`]|\{[^{}`]*\})*\}/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'tests') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** Each long literal with a space in the folders' code (comments left out), with the first file it stands in. */
function literals(roots: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of roots.flatMap(sources)) {
    const code = readFileSync(path, 'utf8').replace(STRING_OR_COMMENT, (all, string?: string) => string ?? '');
    for (const m of code.matchAll(LITERAL)) {
      const text = m[1] ?? m[2] ?? m[3] ?? '';
      if (text.includes(' ') && !SQL.test(text) && !found.has(text)) found.set(text, path);
    }
    for (const m of code.matchAll(TEMPLATE)) {
      const text = (m[1] ?? '').replace(PLACEHOLDER, '${}');
      const words = text.replaceAll('${}', '');
      // A header or a query built from parts (`attachment; filename="${name}"`) is syntax, not a rule's words.
      if (words.length >= 22 && words.includes(' ') && !words.includes('=') && !SQL.test(text) && !found.has(text)) found.set(text, path);
    }
  }
  return found;
}

describe('one home per message', () => {
  it('states no rule both in the portal and in the sandbox', () => {
    const portal = literals(PORTAL);
    const twice = [...literals(SANDBOX)]
      .filter(([text]) => portal.has(text))
      .map(([text, path]) => `${portal.get(text)} ~ ${path} :: ${text}`);
    expect(twice).toEqual([]);
  });
});
