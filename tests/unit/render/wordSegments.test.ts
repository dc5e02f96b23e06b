// A text's word segments without ICU's segmenter where the rules of wordSegments.ts
// reproduce it (issue 27: making the segmenter was a 270–290 ms task on a phone at 4×):
// the same segments as Intl.Segmenter('en', word) for every text the rules take, and the
// segmenter itself for the others. Chromium's segmenter cuts "e.g" and "a:b" where Node's
// does not; those texts go to the segmenter wherever the code runs, so each place keeps its
// own lines (tests/browser/debateGraph.test.ts compares the rules with Chromium's).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { segmentsByRules, wordSegments } from '../../../src/lib/render/wordSegments.ts';
import { LABEL_TEXTS, wordSampleTexts } from '../../support/wordSamples.ts';

const icu = new Intl.Segmenter('en', { granularity: 'word' });
const icuSegments = (text: string) => Array.from(icu.segment(text), (s) => s.segment);

describe('wordSegments', () => {
  it('cuts every text as Intl.Segmenter does', () => {
    const texts = [...wordSampleTexts(20_000, 7), ...LABEL_TEXTS];
    const wrong = texts.filter((text) => wordSegments(text).join('|') !== icuSegments(text).join('|'));
    expect(wrong).toEqual([]);
    // The rules themselves take most of them (the rest went to the segmenter above).
    expect(texts.filter((text) => segmentsByRules(text) !== undefined).length).toBeGreaterThan(texts.length * 0.8);
  });

  it('joins back to the text', () => {
    for (const text of wordSampleTexts(2_000, 3)) expect(wordSegments(text).join('')).toBe(text);
  });
});

describe('the word segmenter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is made only for a text the rules do not take, once', async () => {
    const made: string[] = [];
    const Segmenter = Intl.Segmenter;
    class Counted extends Segmenter {
      constructor(locale?: string | string[], options?: Intl.SegmenterOptions) {
        super(locale, options);
        made.push(String(locale));
      }
    }
    vi.stubGlobal('Intl', { ...Object.fromEntries(Object.getOwnPropertyNames(Intl).map((name) => [name, (Intl as unknown as Record<string, unknown>)[name]])), Segmenter: Counted });
    vi.resetModules();
    const fresh = await import('../../../src/lib/render/wordSegments.ts');
    expect(made).toEqual([]);
    fresh.wordSegments('A hard four-day boundary works as a forcing function (a 32-hour week)');
    fresh.wordSegments('로그(기록)가 남지 않으면 결정을 되돌릴 수 없다');
    expect(made).toEqual([]);
    fresh.wordSegments('四天工作制会让团队减少会议');
    fresh.wordSegments('U.S. teams, e.g. in Ohio');
    expect(made).toEqual(['en']);
  });
});
