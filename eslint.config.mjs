import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  // Playwright fixtures receive a callback named `use`; it is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }] } },
  { ignores: ['.next/**', '.next-*/**', 'test-results/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'server/store/migrations/**'] },
];

export default config;
