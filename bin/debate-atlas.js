#!/usr/bin/env node
// `npx debate-atlas`: runs the CLI bundle when it was built from today's sources, the
// TypeScript sources otherwise (a stale bundle never runs). See bin/cliBundle.js.
// The sources need a Node that strips types (22.6 and later; the project's own Node 24 in
// node_modules/.bin). Started by an older one (node_modules/.bin/debate-atlas with Node 20
// first on PATH), the CLI runs again on the project's Node, or says what to do: never
// Node's ERR_UNKNOWN_FILE_EXTENSION stack.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBundle } from './cliBundle.js';

const bundle = currentBundle();
if (bundle === undefined && !process.features.typescript) {
  const projectNode = path.join(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/node');
  if (existsSync(projectNode) && realpathSync(projectNode) !== realpathSync(process.execPath)) {
    const run = spawnSync(projectNode, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exit(run.status ?? 1);
  }
  process.stderr.write(`debate-atlas: this Node (${process.version}) cannot run the CLI's TypeScript sources and no current bundle is built; run it with \`npx debate-atlas\` (the project's Node), or build the bundle with \`npm run prepare\`\n`);
  process.exit(1);
}
const cli = bundle ? await import(bundle) : await import('../src/cli/main.ts');
await cli.main();
