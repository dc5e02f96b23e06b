// Texts for comparing the label word rules (src/lib/render/wordSegments.ts) with ICU's
// segmenter: random runs of the characters the rules know, those next to them, and
// characters that stress the joining rules (digits, ".", "'", ",", ";", "_", ":").
export function wordSampleTexts(count: number, seed: number): string[] {
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const pool = Array.from(`${ascii}··ÀéÿßÖ×÷–—‘’“”…가힣한국어   aaaaeeee1111....''',,;;__::`);
  let state = seed;
  const next = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 16) }, () => pool[Math.floor(next() * pool.length)]).join(''));
}

/** Texts of real labels: English, Korean, Chinese, Japanese, and the cases Chromium and Node cut apart ("U.S.", "3:30", "a:b"). */
export const LABEL_TEXTS = [
  'Most engineers do fewer than four hours of deep work a day; the marginal fifth day is dominated by meetings.',
  "Customers' replies (within 1,000.5 hours) don't_wait — “e.g.” U.S. 3:30 a·b 로그(기록)가 남지 않으면",
  '四天工作制会让团队减少会议，并限制在制品数量。', 'ストーリーを書く', 'Café au lait: naïve façade', 'Note:this and that',
];
