// Looks at a built site for control characters no page, feed or download may carry (C0 but
// tab and line breaks, DEL, C1), in its text files (in JSON as escapes too), the search
// index's page fragments and its zip entry names; names each file and byte offset and
// exits 1 if any. Says how many U+200B the search index holds: Pagefind's word marks, not
// control characters (docs/decisions/search-index-word-marks.md). Not part of every build: at 1,000 debates it costs
// about 6% of a cold build's CPU (src/integrations/outputText.ts, docs/benchmarks.md).
//
//   node scripts/check-output-text.ts [dist]
import { checkOutputText } from '../src/integrations/outputText.ts';
import { say } from '../src/lib/core/terminalText.ts';

const root = process.argv[2] ?? 'dist';
try {
  const { wordMarks } = await checkOutputText(root);
  const marks = wordMarks === 0 ? '' : `; the search index holds ${wordMarks} U+200B (zero-width space, a format character, not a control), Pagefind's word marks`;
  console.log(say`${root}: no control character in any text file, search index fragment or zip entry name${marks}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
