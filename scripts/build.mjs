#!/usr/bin/env node
// `npm run build`: `next build`, then the prerendered pages' policies (server/http/prerendered.mjs).
import { buildPortal } from './lib.mjs';

const root = new URL('..', import.meta.url).pathname;
process.exit(buildPortal(root, { ...process.env, NODE_ENV: 'production' }));
