import { describe, expect, it } from 'vitest';
import { guessLanguage, textDirection } from '../../../src/lib/core/language.ts';

describe('guessLanguage', () => {
  it('recognises Korean, Japanese and Chinese text, English terms mixed in', () => {
    expect(guessLanguage('다음 글감 선정 회의: RAG 파이프라인 vs 에세이')).toBe('ko');
    expect(guessLanguage('AI は真の創造性を持つか')).toBe('ja');
    expect(guessLanguage('城市中心该不该禁止私家车？')).toBe('zh');
  });
  it('leaves other text unknown', () => {
    expect(guessLanguage('Should we move to a four-day week?')).toBeUndefined();
    expect(guessLanguage('1234 !!')).toBeUndefined();
  });
});

describe('textDirection', () => {
  it('is right to left for the languages written so, by tag or by script', () => {
    for (const tag of ['ar', 'he', 'fa-IR', 'ur', 'yi', 'ps', 'ckb', 'az-Arab', 'AR-eg']) expect(textDirection(tag), tag).toBe('rtl');
    for (const tag of ['en', 'ko', 'ja', 'zh-Hant', 'ku-Latn', 'arn', 'her', 'de-AT', '']) expect(textDirection(tag), tag).toBe('ltr');
    // Extensions and private use are no script (review 2026-12-05f); a tag Intl refuses is left to right.
    for (const tag of ['ar-u-nu-latn', 'fa-u-nu-latn', 'ar-t-en-latn', 'he-x-test']) expect(textDirection(tag), tag).toBe('rtl');
    for (const tag of ['en-x-arab', 'ar-Latn', 'x-private', 'not a tag']) expect(textDirection(tag), tag).toBe('ltr');
  });
});
