// A label's lines at a zoom level (graphLabels.ts): pinned lines for texts in three
// scripts and a word longer than a line (its words: wordSegments.test.ts).
import { describe, expect, it } from 'vitest';
import { labelLevels, wrapLabel } from '../../../src/lib/render/graphLabels.ts';

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
});
