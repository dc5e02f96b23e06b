// Options named together in one clause (probe 28, D1): one cue is about all of them, and a
// clause that only finds them acceptable, or leaves the choice between them, takes no side.
import { describe, expect, it } from 'vitest';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';
import type { OptionKeys } from '../../../../src/lib/formats/minutes/options.ts';

const keys = (...k: string[]) => Object.assign(k, {}) as unknown as OptionKeys;
const read = (text: string, k: OptionKeys) => readStances(text, k).map((s) => `${s.option} ${s.relation} ${s.reading}`);

describe('options joined in one clause', () => {
  it.each([
    ['1안도 2안도 괜찮다.', keys('1', '2', '3')],
    ['1안과 2안 모두 괜찮다.', keys('1', '2', '3')],
    ['Both option A and option B are fine.', keys('A', 'B', 'C')],
    ['Either option A or option B works for me.', keys('A', 'B', 'C')],
  ])('%s: no side on either', (text, k) => {
    expect(read(text, k)).toEqual(expect.arrayContaining([expect.stringMatching(/ mentions mentioned$/), expect.stringMatching(/ mentions mentioned$/)]));
    expect(read(text, k).every((s) => s.endsWith('mentions mentioned'))).toBe(true);
  });
  it('gives the cue after them to each (A도 B도 반대한다)', () => {
    expect(read('A안도 B안도 반대한다.', keys('A', 'B', 'C'))).toEqual(['A opposes read', 'B opposes read']);
  });
  it('gives the cue before them to each when the clause ends with them', () => {
    expect(read('I support option A and option C.', keys('A', 'B', 'C'))).toEqual(['A supports read', 'C supports read']);
  });
  it('never when the last begins a clause of its own', () => {
    expect(read('I support option A and option B has risks.', keys('A', 'B', 'C'))).toEqual(['A supports read', 'B mentions mentioned']);
  });
});

describe('negated, or the two ends of a choice (review)', () => {
  it.each([
    ['AもBもいいとは思わない。', ['A opposes read', 'B opposes read']],
    ['A안도 B안도 괜찮지 않다고 본다.', ['A opposes read', 'B opposes read']],
    ['在A和B之间我支持B。', ['A mentions mentioned', 'B supports read']],
    ['Between option A and option B, I support B.', ['A mentions mentioned', 'B supports read']],
  ])('%s', (text, expected) => {
    expect(read(text, keys('A', 'B', 'C'))).toEqual(expected);
  });
});
