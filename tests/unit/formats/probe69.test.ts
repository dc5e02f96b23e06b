// Probe 2026-12-69 (tests/fixtures/probe-2026-12-69/FINDINGS.md): 13 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { inlineHtml } from '../../../src/lib/render/inlineMarkdown.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { fixtureChangesOfMind, readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-69/cases', name).value;

describe('probe 69', () => {
  it('row 33: an objection withdrawn and then made again stands in the atlas, as on the page', () => {
    const graph = read('2031-06-08-15-00-m06-en-secrets.md').graph;
    const onPage = graph.edges.filter((e: any) => e.source === 'opinion-hana' && e.target === 'option-2' && e.type === 'opposes');
    expect(onPage.map((e: any) => e.attributes?.stance_changed === undefined)).toContain(true);
    const { atlas } = mergeDebates([{ slug: 'm06' as DebateSlug, file: 'm06.md', graph }]);
    const merged = atlas.edges.filter((e) => e.source === 'm06:opinion-hana' && e.target === 'm06:option-2' && e.type === 'opposes');
    expect(merged).toHaveLength(1);
    expect(merged[0]!.attributes?.stance_changed).toBeUndefined();
  });
  it('row 8: "李强：压测 Kafka 集群，6 月 1 日前" is due 6 月 1 日前', () => {
    const items = read('2031-05-04-10-00-m01-zh-queue.md').document.minutes.actionItems;
    const item = items.find((i: any) => String(i.who ?? '').includes('李强'));
    expect(item).toMatchObject({ when: '6 月 1 日前', what: '压测 Kafka 集群' });
  });
  it.each([['t03-en-live-list.md', [64]], ['t05-en-capped-midpaste.md', [15, 16]]])('rows 46, 49: %s — the lines under a status line that ends its own sentence are not interpreted', (name, lines) => {
    const transcript = read(name).document.transcript;
    const notInterpreted = new Set(transcript.notInterpreted.map((l: { line: number }) => l.line));
    for (const line of lines) expect(notInterpreted.has(line), `line ${line}`).toBe(true);
    const reasons = transcript.rounds.flatMap((r: any) => [r.turns.A, r.turns.B]).map((t: any) => t?.status?.reason ?? '');
    expect(reasons.join('\n')).not.toMatch(/👍|k6 run|http_req_duration/u);
  });
  it('row 38: text shown inline shows no quote or list marker of the lines it was written in', () => {
    expect(inlineHtml('> « B coûte trois fois plus cher »\n- Stance: for *Option 1*')).toBe('« B coûte trois fois plus cher »\nStance: for <em>Option 1</em>');
    expect(inlineHtml('```\n- kept\n```')).toContain('- kept');
  });
  it('row 19: a vote that says again the side a reversal took is no later change of mind', () => {
    const changes = fixtureChangesOfMind('probe-2026-12-69/cases', '2031-05-18-09-30-m03-ko-storage.md').filter((c) => c.participant === '서준');
    expect(changes.map((c) => [c.from.line, c.to.line, c.afterwards?.line])).toEqual([[23, 33, undefined]]);
  });
});
