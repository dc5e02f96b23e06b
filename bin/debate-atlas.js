#!/usr/bin/env node
// `npx debate-atlas`: runs the CLI bundle when it was built from today's sources, the
// TypeScript sources otherwise (a stale bundle never runs). See bin/cliBundle.js.
import { currentBundle } from './cliBundle.js';

const bundle = currentBundle();
const cli = bundle ? await import(bundle) : await import('../src/cli/main.ts');
await cli.main();
