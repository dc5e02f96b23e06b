// Everything printed from input is inert: file names and log text with line breaks,
// escape codes, bidi overrides or GitHub workflow commands never act on a terminal or a
// CI log, in the CLI (every reporter of validate, merge) and in the build's log.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { escapeGithubData, escapeGithubProperty, githubAnnotation } from '../../../src/cli/reporters/validateReport.ts';
import { relayedLine, terminalText, visibleSpelling } from '../../../src/lib/core/terminalText.ts';
import { debateLoader } from '../../../src/site/debateLoader.ts';
import { runCaptured } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const valid = fileURLToPath(fixturePath('logs/valid-minimal.json'));
/** Anything a terminal or log viewer would act on; none may reach the output. */
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/u;

const HOSTILE_NAMES = [
  'line\nbreak::error file=x.json::forged.json',
  'escape\u001b[2J\u001b]0;title\u0007.json',
  'bidi\u202egnp.json',
  '100%,odd:name.json',
];

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-terminal-');
  await mkdir(path.join(dir, 'debates'));
  for (const name of HOSTILE_NAMES) await writeFile(path.join(dir, 'debates', name), '{ "topic": ');
  // A valid name whose content quotes hostile text back in a message.
  const log = (await readFile(valid, 'utf8')).replace('"type": "supports", "text": "it is structurally true"', '"type": "agrees\u202e\u2066", "text": "x"');
  await writeFile(path.join(dir, 'debates', 'quoted.json'), log);
  await copyFile(valid, path.join(dir, 'debates', 'good.json'));
});

async function run(argv: string[]) {
  const { code, stdout, stderr } = await runCaptured(argv, { cwd: dir });
  return { code, stdout, stderr, lines: (stdout + stderr).split('\n').filter(Boolean) };
}

describe('terminalText', () => {
  it('shows C0, DEL, C1, bidi controls, line separators and lone surrogates as escapes, and leaves other text alone', () => {
    expect(terminalText('a\nb\rc\td\u0000e\u001bf\u007fg\u009bh\u202ei\u2066j\u2028k\ud800l')).toBe('a\\nb\\rc\\td\\x00e\\x1bf\\x7fg\\x9bh\\u202ei\\u2066j\\u2028k\\ud800l');
    expect(terminalText('城市 👩‍👩‍👧 café \\x1b')).toBe('城市 👩‍👩‍👧 café \\x1b');
  });

  it('shows invisible format characters (zero-width, soft hyphen, BOM, tags) as escapes; a joiner between emoji stays', () => {
    expect(terminalText('ok\u200d.json \u200bx A\u00adB\ufeff \u2060\u2064 \u{e0041}')).toBe('ok\\u200d.json \\u200bx A\\xadB\\ufeff \\u2060\\u2064 \\u{e0041}');
    expect(terminalText('👩\u200d💻 👩🏽\u200d💻 👩\u200d')).toBe('👩\u200d💻 👩🏽\u200d💻 👩\\u200d');
  });
});

describe('visibleSpelling', () => {
  it('writes out the decomposed parts of a name that is not NFC, and leaves composed names alone', () => {
    expect(visibleSpelling('cafe\u0301.json')).toBe('cafe\\u0301.json');
    expect(visibleSpelling('caf\u00e9.json')).toBe('caf\u00e9.json');
    expect(visibleSpelling('\u1112\u1161\u11ab')).toBe('\\u1112\\u1161\\u11ab'); // 한 as jamo
    expect(visibleSpelling('한 नमस्ते ไทย')).toBe('한 नमस्ते ไทย'); // NFC text with marks: unchanged
  });
});

describe('validate with hostile file names and messages', () => {
  it('text: one line per problem, nothing active', async () => {
    const { code, lines, stdout, stderr } = await run(['validate', 'debates']);
    expect(code).toBe(1);
    expect(stdout + stderr).not.toMatch(ACTIVE);
    expect(lines.filter((l) => l.includes('error ['))).toHaveLength(HOSTILE_NAMES.length + 1);
    expect(stderr).toContain('debates/line\\nbreak::error file=x.json::forged.json: error [file-name]');
    expect(stderr).toContain('debates/escape\\x1b[2J\\x1b]0;title\\x07.json: error [file-name]');
    expect(stderr).toContain('debates/bidi\\u202egnp.json: error [file-name]');
    expect(stderr).toContain('unknown relation type "agrees\\u202e\\u2066"');
    expect(lines.some((l) => l.startsWith('::') || l.startsWith('break'))).toBe(false);
  });

  it('text: a file named like a workflow command, read from the current folder, is never a line of its own (probe 62 row 2)', async () => {
    await writeFile(path.join(dir, '::error file=x.json,line=1::forged.json'), '{ "topic": ');
    for (const argv of [['validate', '.'], ['validate', '--', '::error file=x.json,line=1::forged.json']]) {
      const { lines, stderr } = await run(argv);
      expect(lines.some((l) => /^\s*::/u.test(l)), argv.join(' ')).toBe(false);
      expect(stderr).toContain(':\\x3aerror file=x.json,line=1::forged.json:');
    }
  });

  it('text, explain, add: names a runner reads as commands (leading spaces, ##[) are never one (review 07l rows 23–25)', async () => {
    for (const name of ['  ::error::y.json', '##[error]w.json', '::warning::x.json']) await writeFile(path.join(dir, name), '{ "topic": ');
    for (const argv of [['validate', '.'], ['validate', '--explain', '##[error]w.json'], ['validate', '--explain', '::warning::x.json'], ['add', '  ::error::y.json']]) {
      const { lines } = await run(argv);
      expect(lines.some((l) => /^\s*::/u.test(l) || l.includes('##[')), argv.join(' ')).toBe(false);
    }
  });

  it('github: one annotation per problem, escaped by the workflow-command rules; no forged command', async () => {
    const { code, stdout, stderr } = await run(['validate', '--reporter', 'github', 'debates']);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).not.toMatch(ACTIVE);
    const lines = stdout.trimEnd().split('\n');
    const annotations = lines.filter((l) => l.startsWith('::'));
    expect(annotations).toHaveLength(HOSTILE_NAMES.length + 1);
    expect(lines.filter((l) => !l.startsWith('::'))).toEqual(['6 files checked: 1 valid, 5 with problems (5 errors)']);
    for (const line of annotations) expect(line).toMatch(/^::error file=[^:,]*,(?:line=\d+,col=\d+,)?title=debate-atlas \[[a-z-]+\]::[^\n]*$/);
    expect(stdout).toContain('::error file=debates/line%0Abreak%3A%3Aerror file=x.json%3A%3Aforged.json,title=debate-atlas [file-name]::');
    expect(stdout).toContain('::error file=debates/100%25%2Codd%3Aname.json,line=1,col=');
    expect(stdout).toContain('file=debates/escape\\x1b[2J\\x1b]0;title\\x07.json');
    expect(stdout).toContain('file=debates/bidi\\u202egnp.json');
  });

  it('json: the real names and messages for tools, every active character escaped', async () => {
    const { code, stdout, stderr } = await run(['validate', '--reporter', 'json', 'debates']);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).not.toMatch(ACTIVE);
    const report = JSON.parse(stdout);
    expect(report.ok).toBe(false);
    expect(report.summary).toEqual({ checked: 6, valid: 1, withProblems: 5, errors: 5, warnings: 0 });
    expect(report.problems.map((p: { file: string }) => p.file)).toEqual(expect.arrayContaining(HOSTILE_NAMES.map((n) => `debates/${n}`)));
    expect(report.valid.map((v: { file: string }) => v.file)).toEqual(['debates/good.json']);
  });

  it('an unknown reporter is a usage error', async () => {
    expect((await run(['validate', '--reporter', 'xml'])).code).toBe(2);
  });
});

describe('validate with zero-width characters in file names', () => {
  const ZERO_WIDTH = ['ok\u200d.json', '\u200b.json'];
  beforeEach(async () => {
    await mkdir(path.join(dir, 'zw'));
    await copyFile(valid, path.join(dir, 'zw', 'ok.json'));
    for (const name of ZERO_WIDTH) await copyFile(valid, path.join(dir, 'zw', name));
  });

  it('text: each refused, the character shown as an escape, so the names read apart', async () => {
    const { code, stdout, stderr } = await run(['validate', 'zw']);
    expect(code).toBe(1);
    expect(stdout + stderr).not.toMatch(ACTIVE);
    expect(stderr).toContain('zw/ok\\u200d.json: error [file-name]');
    expect(stderr).toContain('zw/\\u200b.json: error [file-name]');
    expect(stdout).toContain('ok zw/ok.json');
  });

  it('github: the annotation\'s file property escaped too', async () => {
    const { stdout } = await run(['validate', '--reporter', 'github', 'zw']);
    expect(stdout).not.toMatch(ACTIVE);
    expect(stdout).toContain('::error file=zw/ok\\u200d.json,title=debate-atlas [file-name]::');
    expect(stdout).toContain('::error file=zw/\\u200b.json,title=debate-atlas [file-name]::');
  });

  it('json: the exact names for a parser, written as \\u escapes', async () => {
    const { stdout } = await run(['validate', '--reporter', 'json', 'zw']);
    expect(stdout).not.toMatch(ACTIVE);
    expect(stdout).toContain('"file": "zw/ok\\u200d.json"');
    const report = JSON.parse(stdout);
    expect(report.problems.map((p: { file: string }) => p.file)).toEqual(['zw/ok\u200d.json', 'zw/\u200b.json']);
  });
});

describe('GitHub workflow-command escaping', () => {
  it('escapes %, CR and LF in data, and also ":" and "," in properties', () => {
    expect(escapeGithubData('50% done\r\n::error::x')).toBe('50%25 done%0D%0A::error::x');
    expect(escapeGithubProperty('a,b:c%\n')).toBe('a%2Cb%3Ac%25%0A');
    expect(githubAnnotation({ severity: 'warning', code: 'x', file: 'f.json', line: 2, column: 3, path: 'a.b', message: 'm\n::error::y' }))
      .toBe('::warning file=f.json,line=2,col=3,title=debate-atlas [x]::a.b: m%0A::error::y');
  });
});

describe('merge prints names inertly', () => {
  it('a persona name with a bidi override is shown escaped', async () => {
    const log = (await readFile(valid, 'utf8')).replace('"Structuralist"', '"Struct\u202euralist\u2066"');
    await writeFile(path.join(dir, 'a.json'), log);
    await writeFile(path.join(dir, 'b.json'), log.replace('Is a hot dog', 'Is a bratwurst').replace('Struct', 'Strukt'));
    const { code, stdout, stderr } = await run(['merge', 'a.json', 'b.json', '-o', 'merged.json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).not.toMatch(ACTIVE);
    expect(stdout).toContain('suggestion: "Struct\\u202euralist\\u2066" (a:p1) and "Strukt\\u202euralist\\u2066" (b:p1)');
  });
});

describe('the build log', () => {
  it('lists a file name with a line break and a workflow command as one inert line', async () => {
    const warnings: string[] = [];
    const loader = debateLoader({ directory: pathToFileURL(path.join(dir, 'debates') + '/').href });
    const store = new Map<string, unknown>();
    const failure = await loader
      .load({
        store: { get: () => undefined, set: () => true, delete: () => {}, keys: () => store.keys() },
        logger: { warn: (m: string) => warnings.push(m), info: () => {}, error: () => {} },
        config: { root: pathToFileURL(path.resolve(import.meta.dirname, '../../..') + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') },
      } as never)
      .then(() => null, (error: Error) => error.message);
    expect(failure!.startsWith(`5 problems in ${path.join(dir, 'debates')} (nothing was published):`)).toBe(true);
    const lines = failure!.split('\n');
    expect(lines).toHaveLength(5 + 2);
    expect(failure).not.toMatch(ACTIVE);
    expect(lines.some((l) => l.startsWith('::') || l.startsWith('break'))).toBe(false);
    expect(failure).toContain('line\\nbreak::error file=x.json::forged.json: error [file-name]');
  });
});

// Probe 3, FAIL 16: `npm run build > log` wrote Vite's coloured warning (a code frame of the
// note) with raw ESC into the log. scripts/build.ts relays Astro's lines through relayedLine.
describe('relayedLine', () => {
  const warning = '\u001b[33m[WARN]\u001b[39m \u001b[2m(vite)\u001b[22m Module level directive \u001b[1m"use astro:head-inject"\u001b[22m was ignored\u0007\u202e';
  it('drops colour codes for a log that is not a terminal, and escapes every other control', () => {
    const line = relayedLine(warning, false);
    expect(line).toBe('[WARN] (vite) Module level directive "use astro:head-inject" was ignored\\x07\\u202e');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });
  it('keeps only colour codes on a terminal: no other escape sequence or raw data', () => {
    expect(relayedLine(warning, true)).toBe('\u001b[33m[WARN]\u001b[39m \u001b[2m(vite)\u001b[22m Module level directive \u001b[1m"use astro:head-inject"\u001b[22m was ignored\\x07\\u202e');
    expect(relayedLine('\u001b[2J\u001b]0;title\u0007x', true)).toBe('\\x1b[2J\\x1b]0;title\\x07x');
  });
});
