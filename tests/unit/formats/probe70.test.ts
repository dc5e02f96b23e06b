// Probe 2026-12-70 (tests/fixtures/probe-2026-12-70/FINDINGS.md): 13 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { personaLabels, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-70/cases', name).value;

describe('probe 70', () => {
  it('row 36: a stance table before the speakers\' headings is read with them', () => {
    const value = read('2031-08-11-09-30-m06-en-deploys.md');
    expect([relationOn(value, 37, 'option-2'), relationOn(value, 37, 'option-1'), relationOn(value, 40, 'option-3')]).toEqual(['supports:stated', 'opposes:stated', 'opposes:stated']);
    expect(personaLabels(value)).toEqual(expect.arrayContaining(['Tomás Ortega', 'Hannah Becker', 'Kwame Asante', 'Yuki Tanaka', 'Dev Malhotra', 'Grace Liu']));
  });
  it('row 24: the reasons listed right under a speaker\'s line ("- 理由1：…") are no personas', () => {
    const labels = personaLabels(read('2031-07-21-15-00-m03-ja-monitoring.md'));
    expect(labels.filter((l: string) => l.startsWith('理由'))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['佐藤', '高橋']));
  });
  it('row 25: a speaker\'s line run on into the list above it at the left margin ("【伊藤】案Cには反対です。") is that speaker\'s opinion', () => {
    const value = read('2031-07-21-15-00-m03-ja-monitoring.md');
    expect(relationOn(value, 27, 'option-c')).toMatch(/^opposes/);
    expect(personaLabels(value)).toContain('伊藤');
  });
  it('row 14: a chat line after the last message, with no sender, is no open question', () => {
    const value = read('2031-07-07-10-00-m01-en-slack-cache.md');
    const questions = value.graph.nodes.filter((n: { type: string }) => n.type === 'question').map((n: { label: string }) => n.label);
    expect(questions).toEqual(['does the CDN need a second price feed for logged-in users?']);
  });
});
