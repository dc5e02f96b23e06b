// A label cut to fit ends with one ellipsis after a word, never after a separator or an
// ellipsis of its own (probe 27: the index's outcome lines read `energy……` and `… · 13…`).
import { expect, it } from 'vitest';
import { truncateLabel } from '../../../src/lib/core/escape.ts';

it.each([
  ['Ship the energy… and more words that go beyond the cut', 28, 'Ship the energy… and more…'],
  ['Cost of the thing is high · 13 contested claims beyond', 28, 'Cost of the thing is high…'],
  ['Most of the cost is energy… · 15 contested claims', 28, 'Most of the cost is energy…'],
  ['主张：先由机器人接待，三轮未解决再转人工。夜间咨询占四成', 12, '主张：先由机器人接待…'],
  ['short', 28, 'short'],
])('%s → %s', (text, max, cut) => {
  expect(truncateLabel(text, max)).toBe(cut);
  expect(Array.from(truncateLabel(text, max)).length).toBeLessThanOrEqual(max);
});

it('keeps the cut when nothing but separators would be left', () => {
  expect(truncateLabel('·'.repeat(40), 10)).toBe(`${'·'.repeat(9)}…`);
});
