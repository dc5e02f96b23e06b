// Looks at a built site for control characters no page, feed or download may carry (C0 but
// tab and line breaks, DEL, C1), in its text files and its zip entry names; names each file
// and byte offset and exits 1 if any. Not part of every build: at 1,000 debates it costs
// about 6% of a cold build's CPU (src/integrations/outputText.ts, docs/benchmarks.md).
//
//   node scripts/check-output-text.ts [dist]
import { checkOutputText } from '../src/integrations/outputText.ts';

const root = process.argv[2] ?? 'dist';
try {
  await checkOutputText(root);
  console.log(`${root}: no control character in any text file or zip entry name`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
