// debate-atlas diff through runCli: text, --json, usage errors, unreadable input.
import { describe, expect, it } from 'vitest';
import { formatDiff } from '../../../src/cli/commands/diff.ts';
import { runCaptured } from '../../support/cli.ts';

const v1 = 'tests/fixtures/analysis/cars-v1.json', v2 = 'tests/fixtures/analysis/cars-v2.json';

const run = (argv: string[]) => runCaptured(argv);

describe('debate-atlas diff', () => {
  it('prints what changed between two versions, sorted by id', async () => {
    const { code, stdout } = await run(['diff', v1, v2]);
    expect(code).toBe(0);
    // v2 rewords c1, drops c3 (and its five edges), adds c4 opposing c2 (so c2 becomes contested).
    expect(stdout.split('\n')).toEqual([
      `${v1} → ${v2}: 1 node added, 1 node removed, 2 nodes changed, 4 edges added, 5 edges removed`,
      '+ node c4 (claim): Bus lanes carry the lost customers',
      '- node c3 (claim): Cleaner air is worth the inconvenience',
      '~ node c1: A car-free downtown helps local shops and cafés',
      '    label: "A car-free downtown helps local shops" → "A car-free downtown helps local shops and cafés"',
      '    text: "A car-free downtown helps local shops" → "A car-free downtown helps local shops and cafés"',
      '~ node c2: Deliveries collapse without car access',
      '    contested: false → true',
      '+ edge c2 contested_by s1',
      '+ edge c4 belongs_to d1',
      '+ edge c4 opposes c2',
      '+ edge p_urb supports c4',
      '- edge c3 belongs_to d1',
      '- edge c3 contested_by s1',
      '- edge c3 supports c1',
      '- edge p_drv opposes c3',
      '- edge p_urb supports c3',
      '',
    ]);
  });

  it('prints the same as JSON with --json, and no change for a file against itself', async () => {
    const { code, stdout } = await run(['diff', '--json', v1, v2]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.nodes.added).toEqual([{ id: 'c4', type: 'claim', label: 'Bus lanes carry the lost customers' }]);
    expect(json.nodes.removed.map((n: { id: string }) => n.id)).toEqual(['c3']);
    expect(json.nodes.changed.map((n: { id: string }) => n.id)).toEqual(['c1', 'c2']);
    expect(json.edges.added).toHaveLength(4);
    expect(json.edges.removed[0]).toEqual({ source: 'c3', type: 'belongs_to', target: 'd1' });
    const same = await run(['diff', v1, v1]);
    expect(same.stdout).toBe(`${v1} → ${v1}: no change to the graph\n`);
  });

  it('exits 2 on usage errors and 1 when a file cannot be read', async () => {
    expect((await run(['diff', v1])).code).toBe(2);
    expect((await run(['diff', v1, v2, '--colour'])).code).toBe(2);
    const missing = await run(['diff', v1, 'nope.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.json: error [unreadable] no such file');
  });

  it('never prints control characters from a log raw', () => {
    const text = formatDiff({ nodes: { added: [{ id: 'x\u001b[2J', type: 'claim', label: 'a\u202eb' }], removed: [], changed: [] }, edges: { added: [], removed: [] } }, 'a', 'b');
    expect(text).toContain('+ node x\\x1b[2J (claim): a\\u202eb');
    expect(text).not.toMatch(/[\u001b\u202e]/);
  });
});
