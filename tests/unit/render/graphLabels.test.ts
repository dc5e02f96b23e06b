// A label's lines at a zoom level (graphLabels.ts): pinned lines for texts in three
// scripts and a word longer than a line (its words: wordSegments.test.ts).
import { describe, expect, it } from 'vitest';
import { labelLevels, wrapLabel } from '../../../src/lib/render/graphLabels.ts';
import { wordSegments } from '../../../src/lib/render/wordSegments.ts';

const overview = labelLevels(1)[0]!;
const zoomed = labelLevels(2)[0]!;

describe('wrapLabel', () => {
  it.each([
    ['Most engineers do fewer than four hours of deep work a day; the marginal fifth day is dominated by meetings and context switching.',
      { lines: ['Most engineers do fewer ', 'than four hours of deep ', 'work a day; the…'], whole: false, shown: 63 },
      { lines: ['Most engineers do fewer than ', 'four hours of deep work a ', 'day; the marginal fifth day…'], whole: false, shown: 82 }],
    ['(Steelman) The cost of a shorter week lands in queues, not in people: when each review or decision waits a day longer, lead time grows.',
      { lines: ['(Steelman) The cost of a ', 'shorter week lands in ', 'queues, not in people…'], whole: false, shown: 68 },
      { lines: ['(Steelman) The cost of a ', 'shorter week lands in queues', ', not in people: when each…'], whole: false, shown: 79 }],
    ['Supercalifragilisticexpialidocious-antidisestablishmentarianism-floccinaucinihilipilification',
      { lines: ['Supercalifragilisticexpi', 'alidocious-', 'antidisestablishmentari…'], whole: false, shown: 58 },
      { lines: ['Supercalifragilisticexpialid', 'ocious-', 'antidisestablishmentarianis…'], whole: false, shown: 62 }],
    ['로그(기록)가 남지 않으면 결정을 되돌릴 수 없다는 주장은 과장이다',
      { lines: ['로그(기록)가 남지 않으면 결정을 되돌릴 수 ', '없다는 주장은 과장이다'], whole: true, shown: 37 },
      { lines: ['로그(기록)가 남지 않으면 결정을 되돌릴 수 없다는 ', '주장은 과장이다'], whole: true, shown: 37 }],
    ['四天工作制会让团队减少会议，并限制在制品数量，因为他们不得不这样做。',
      { lines: ['四天工作制会让团队减少会议，并限制在制品数量，', '因为他们不得不这样做。'], whole: true, shown: 34 },
      { lines: ['四天工作制会让团队减少会议，并限制在制品数量，因为他们', '不得不这样做。'], whole: true, shown: 34 }],
  ])('wraps %s as before', (text, atOverview, atZoom) => {
    expect(wrapLabel(text, overview)).toEqual(atOverview);
    expect(wrapLabel(text, zoomed)).toEqual(atZoom);
  });

  // Acceptance 2026-12-06 (FAIL 6): a line without spaces was cut inside a word, "一つ" as
  // "一…", and the label's words were no longer words of the node's accessible name (axe's
  // label-content-name-mismatch compares Intl.Segmenter words).
  const words = (text: string) => wordSegments(text).filter((w) => /[\p{L}\p{N}]/u.test(w));
  it.each([
    '弁証法は必ずしも収束するものではなく、無理に一つの結論へまとめると、少数意見や条件付きの合意といった最も価値のある情報が司会者の要約の陰に隠れてしまい、後から読む人が再検討する手がかりを失う。',
    '双方在同一轮独立地表示 DONE 才结束辩论，这个规则听起来公平，但实际上两个代理很少在同一轮同时满意，于是几乎每场辩论都会跑满六轮上限，白白消耗了大量的调用次数和时间，而结论并没有因此变得更好。',
  ])('cuts %s after a whole word at every level', (text) => {
    const all = words(text);
    for (const level of [...labelLevels(1), ...labelLevels(2)]) {
      const label = wrapLabel(text, level)!;
      expect(label.whole).toBe(false);
      const shown = words(label.lines.join('').replace(/…\)*$/, ''));
      expect(shown, `${label.lines.join(' | ')}`).toEqual(all.slice(0, shown.length));
    }
  });

  it('cuts a Japanese line before the word it has no room for', () => {
    const text = '弁証法は必ずしも収束するものではなく、無理に一つの結論へまとめると、少数意見が隠れる。';
    expect(wrapLabel(text, labelLevels(1)[2]!)!.lines).toEqual(['弁証法は必ずしも収束するものではなく、無理に…']);
  });
});
