// Probe 17 rows 11, 19, 20 and 21: what the options reader let through unsaid, and an
// archive named by DEBATE_ATLAS_CONTENT that the output guard did not know.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, runCaptured, spawnCli } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const example = path.join(projectRoot, 'examples', 'roundtable-kg.json');

describe('the options every command reads', () => {
  it('refuse an option given twice, naming both values, and write nothing', async () => {
    const dir = tempFolder('da-options-');
    const twice = await runCaptured(['export', example, '--format', 'aif', '--format', 'gexf', '-o', 'o.json'], { cwd: dir });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('debate-atlas export: --format is given twice (aif, then gexf): give it once');
    const outputs = await runCaptured(['export', example, '--format', 'aif', '-o', 'a.json', '-o', 'b.json'], { cwd: dir });
    expect(outputs.code).toBe(2);
    expect(outputs.stderr).toContain('--output is given twice (a.json, then b.json)');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuse a short option glued to "=", which would name a file "=…"', async () => {
    const dir = tempFolder('da-options-');
    for (const glued of ['-o=x.json', '-o=']) {
      const result = await runCaptured(['export', example, '--format', 'aif', glued], { cwd: dir });
      expect(result.code, glued).toBe(2);
      expect(result.stderr).toContain(`debate-atlas export: ${glued}: a short option takes its value after a space (-o VALUE)`);
    }
    expect(readdirSync(dir)).toEqual([]);
    const long = await runCaptured(['export', example, '--format=aif', '--output=x.json'], { cwd: dir });
    expect(long.code).toBe(0);
    expect(readdirSync(dir)).toEqual(['x.json']);
  });

  it('refuse an output name holding U+FFFD (a byte that was not UTF-8)', async () => {
    const dir = tempFolder('da-options-');
    const result = await runCaptured(['export', example, '--format', 'aif', '-o', 'o\uFFFDx.json'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("the output's name holds U+FFFD");
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('an archive named by DEBATE_ATLAS_CONTENT', () => {
  it('is content: export and merge refuse to write into its debates or its notes folder', async () => {
    const archive = tempFolder('da-named-archive-');
    const debates = path.join(archive, 'content', 'debates');
    mkdirSync(debates, { recursive: true });
    mkdirSync(path.join(archive, 'content', 'notes'));
    const env = { DEBATE_ATLAS_CONTENT: debates };
    const exported = await spawnCli(['export', example, '--format', 'aif', '-o', path.join(debates, 'x.aif.json')], { env });
    expect(exported.code).toBe(1);
    expect(exported.stderr).toContain("is inside the archive's content folder, which the build reads as debates and notes");
    const merged = await spawnCli(['merge', example, '-o', path.join(archive, 'content', 'notes', 'm.json')], { env });
    expect(merged.code).toBe(1);
    expect(existsSync(path.join(debates, 'x.aif.json')) || existsSync(path.join(archive, 'content', 'notes', 'm.json'))).toBe(false);
  });
});
