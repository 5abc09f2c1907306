import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Boundaries between the layers (ARCHITECTURE.md, "Growing it"). ESLint keeps one options list per rule
// and file, the last matching block winning, so every file falls into exactly one of the blocks below.
// The patterns name both the `@/` alias and relative paths, and type-only imports count too: a type
// taken from a route module or a service is how a contract starts to drift.

const SERVER = { regex: '^(@/|(\\.\\./)+)server/', message: 'Server-only code: take the shape from a contract in lib/api/ instead.' };
const SERVER_ONLY = { group: ['server-only'], message: 'Server-only code belongs in server/.' };
const ROUTE_MODULES = {
  regex: '^(@/app/api/|(\\.\\./)+(app/)?api/)',
  message: 'Take BFF paths and types from the contract in lib/api/<domain>.ts, not from a route module.',
};

// lib/: isomorphic rules, schemas and contracts. No I/O, no React, no framework: anything may import it.
const LIB = [
  SERVER,
  SERVER_ONLY,
  { regex: '^(@/|(\\.\\./)+)(app|components)/', message: 'lib/ sits below the pages and components; move the code down or the caller up.' },
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'swr', 'swr/*', 'react-hook-form', '@hookform/*', 'next', 'next/*', 'next-auth', 'next-auth/*'],
    message: 'lib/ is framework-free: hooks go beside their page or in components/<feature>/.',
  },
];

// components/: mostly client components, which must not pull server code into the browser bundle.
const COMPONENTS = [SERVER, SERVER_ONLY, ROUTE_MODULES, { regex: '^@/app/(?!api/)', message: 'Shared components do not import route files.' }];

// The browser reads from the BFF through components/bff/: useBff (SWR over the BFF's client) for what the
// BFF holds, useBffList for a form's list that follows a choice (no SWR on a form page's first load).
// Only components/bff/ takes SWR itself; everyone else reads through the hooks.
const READS = { group: ['swr', 'swr/*'], message: 'Read from the BFF with useBff from components/bff/use-bff.ts.' };
// A GET from an effect (bff() with no body or method, bffData(), fetch()) is a read written by hand:
// useBff answers per key, so a newer choice never shows an older answer. Writes in effects stay.
const EFFECT_READS = ['useEffect', 'useLayoutEffect'].flatMap((hook) => [
  {
    selector: `CallExpression[callee.name='${hook}'] CallExpression[callee.name='bff']:not(:has(Property[key.name=/^(body|method)$/]))`,
    message: 'Read from the BFF with useBff (components/bff/use-bff.ts), or a form\'s list with useBffList, not from an effect.',
  },
  {
    selector: `CallExpression[callee.name='${hook}'] CallExpression[callee.name=/^(bffData|fetch)$/]`,
    message: 'Read from the BFF with useBff (components/bff/use-bff.ts), or a form\'s list with useBffList, not from an effect.',
  },
]);
// One way to take a refusal on the client: a submit's through useBffForm, a look-up's through
// components/forms/refusal.ts. A screen that reads a refusal's fields itself misses the next field's.
const READ_FIELD_ERRORS = { selector: "MemberExpression[property.name='fieldErrors']", message: 'Put a refusal on the form with components/forms/refusal.ts (or useBffForm for a submit).' };
const READS_IN_EFFECTS = { 'no-restricted-syntax': ['error', ...EFFECT_READS, READ_FIELD_ERRORS] };

// Async server components in components/ by design: they may read the session and services, but take
// BFF shapes from contracts like everyone else. Add a file here only when it renders on the server.
const SERVER_COMPONENTS = ['components/transactions/ConfirmScreen.tsx'];

// The sandbox plays the registrar: it shares the wire protocol with the portal and nothing else.
const SANDBOX_PROTOCOL = [
  'fundhouse/endpoint',
  'fundhouse/endpoints/[^/]+',
  'fundhouse/crypto',
  'fundhouse/wire',
  'fundhouse/multipart',
  'fundhouse/upload-endpoint',
  // The development secrets both processes fall back to, so a fresh checkout talks to itself.
  'env-schema',
];
const SANDBOX = [
  { regex: `(^|/)server/(?!(${SANDBOX_PROTOCOL.join('|')})$)`, message: 'The sandbox may import only the protocol modules of server/fundhouse.' },
  { regex: '(^|/)(app|components)/|^@/', message: 'The sandbox is a separate process: it shares the protocol, not the portal.' },
  { group: ['server-only', 'next', 'next/*', 'next-auth', 'next-auth/*'], message: 'The sandbox is a separate process: it shares the protocol, not the portal.' },
];

// What the sandbox shares must not lead back into the portal: the protocol modules import only each
// other (and packages), so loading a declaration never loads the portal's client, env or store.
const PROTOCOL_NAMES = '(endpoint|crypto|wire|multipart|upload-endpoint)';
const PROTOCOL_MESSAGE = 'A protocol module (shared with the sandbox) imports only the other protocol modules.';
const PROTOCOL_ROOT = [{ regex: `^(@/|\\.\\./)|^\\./(?!${PROTOCOL_NAMES}$)`, message: PROTOCOL_MESSAGE }];
const PROTOCOL_ENDPOINTS = [{ regex: `^(@/|\\.\\./\\.\\./)|^\\.\\./(?!${PROTOCOL_NAMES}$)`, message: PROTOCOL_MESSAGE }];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// The BFF's handlers: a route declares its investor (`withSession({ investor: 'flow' | 'pan' }, …)`) and
// the wrapper hands it checked against the user and the book. What a check by hand is made of (opening
// the flow token, looking the PAN up) stays out of them, so the hand check cannot come back.
const HANDLERS = [
  {
    regex: '^(@/|(\\.\\./)+)server/',
    importNames: ['openFlow', 'requireFlowPan', 'requireInvestor', 'bookInvestor', 'transactionInvestor', 'flowInvestor', 'panFromRoute'],
    message: "Declare the route's investor instead: withSession({ investor: 'flow' | 'pan' }, …) checks it (server/http/handler.ts).",
  },
];

// The transaction kit, the shared fields and the investor list are on many pages' first load: they take no
// zod (types aside). A form's schemas reach the browser through its dynamic import, which the lazy resolver
// awaits; phase-resolver.ts is that import's target.
const NO_ZOD_ON_FIRST_LOAD = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: ['zod', 'zod/*', '@hookform/resolvers', '@hookform/resolvers/*'], allowTypeImports: true, message: 'Load schemas on first use (components/transactions/lazy-resolver.ts) or take wording from lib/forms/<concept>/*-fields.ts.' }] },
  ],
};

const config = [
  ...next,
  ...nextTs,
  // Playwright fixtures receive a callback named `use`; it is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }] } },
  { files: ['lib/**'], rules: restrict(LIB) },
  { files: ['components/**'], ignores: [...SERVER_COMPONENTS, 'components/bff/**'], rules: { ...restrict([...COMPONENTS, READS]), ...READS_IN_EFFECTS } },
  { files: ['components/bff/**'], rules: restrict(COMPONENTS) },
  { files: SERVER_COMPONENTS, rules: restrict([ROUTE_MODULES]) },
  { files: ['components/transactions/**', 'components/forms/**', 'components/investors/**'], ignores: ['components/transactions/phase-resolver.ts'], rules: NO_ZOD_ON_FIRST_LOAD },
  // Pages, layouts and their client components; the BFF's own handlers may share code among themselves.
  { files: ['app/**'], ignores: ['app/api/**'], rules: { ...restrict([ROUTE_MODULES, READS]), ...READS_IN_EFFECTS } },
  { files: ['app/api/**'], rules: restrict(HANDLERS) },
  { files: ['sandbox/**'], rules: restrict(SANDBOX) },
  { files: ['server/fundhouse/{endpoint,crypto,wire,multipart,upload-endpoint}.ts'], rules: restrict(PROTOCOL_ROOT) },
  { files: ['server/fundhouse/endpoints/**'], rules: restrict(PROTOCOL_ENDPOINTS) },
  // One way to refuse a field on the server: fieldError() (server/http/handler.ts), whose message and the
  // field's are the same words. A refusal built by hand drifts from it; what a whole form's check found
  // (an object of fields made elsewhere, a schema's issues) is passed as it is.
  {
    files: ['server/**', 'app/api/**'],
    ignores: ['server/http/handler.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='HttpError'] Property[key.name='fieldErrors'] > ObjectExpression", message: "Refuse a field with fieldError() from server/http/handler.ts." },
        // Only the wrapper makes a checked investor; a cast would hand a service a PAN nobody checked.
        { selector: "TSAsExpression[typeAnnotation.typeName.name='CheckedInvestor']", message: "Declare the route's investor: only withSession (server/http/handler.ts) makes a CheckedInvestor." },
      ],
    },
  },
  // The modules that take refusals apart for everyone else.
  { files: ['components/forms/refusal.ts', 'components/forms/useBffForm.ts'], rules: { 'no-restricted-syntax': ['error', ...EFFECT_READS] } },

  { ignores: ['.tools/**', '.next/**', '.next-*/**', 'test-results/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/store/migrations/**'] },
];

export default config;
