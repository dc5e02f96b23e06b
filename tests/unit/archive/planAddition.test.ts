import { describe, expect, it } from 'vitest';
import {
  chooseSlug, debatePageUrl, normaliseText, planAddition, suffixedSlug, truncateSegment, type AdditionRequest, type ExistingFile,
} from '../../../src/lib/archive/planAddition.ts';
import { parseDebateSlug, slugifySegment, type DebateSlug } from '../../../src/lib/core/ids.ts';

const request = (over: Partial<AdditionRequest> = {}): AdditionRequest => ({
  text: '{"topic":"x"}\n', format: 'roundtable-kg', title: 'Should cities ban cars?', date: '2026-08-21', ...over,
});
const slug = (text: string) => parseDebateSlug(text) as DebateSlug;

describe('chooseSlug', () => {
  it('puts a dated debate under its year, titled in English', () => {
    expect(chooseSlug(request())).toBe('2026/should-cities-ban-cars');
  });
  it('keeps a Chinese title readable', () => {
    expect(slugifySegment('城市中心该不该禁止私家车？')).toBe('城市中心该不该禁止私家车');
    expect(chooseSlug(request({ title: '城市中心该不该禁止私家车？' }))).toBe('2026/城市中心该不该禁止私家车');
  });
  it('keeps a Korean title readable', () => {
    expect(chooseSlug(request({ title: '도시 중심부에서 자가용을 금지해야 하는가?' }))).toBe('2026/도시-중심부에서-자가용을-금지해야-하는가');
  });
  it('uses the year of a date with a time', () => {
    expect(chooseSlug(request({ date: '2025-05-18T12:31+09:00' }))).toBe('2025/should-cities-ban-cars');
  });
  it('puts an undated debate at the top level', () => {
    const { date: _, ...undated } = request();
    expect(chooseSlug(undated)).toBe('should-cities-ban-cars');
    expect(chooseSlug(request({ date: 'sometime in June' }))).toBe('should-cities-ban-cars');
  });
  it('falls back to a content hash when the title has no letters or digits', () => {
    const a = chooseSlug(request({ title: '？！…' }));
    expect(a).toMatch(/^2026\/debate-[0-9a-z]{7}$/);
    expect(chooseSlug(request({ title: '' }))).toBe(a);
    const { title: _, ...untitled } = request();
    expect(chooseSlug(untitled)).toBe(a);
    expect(chooseSlug(request({ title: '', text: 'other' }))).not.toBe(a);
  });
  it('cuts a long title at a dash, and a long CJK title between letters', () => {
    const long = chooseSlug(request({ title: 'Should a forty person software company move to a four day week this year or next?' }));
    expect(long).toBe('2026/should-a-forty-person-software-company-move-to-a-four-day');
    expect(long.split('/')[1]!.length).toBeLessThanOrEqual(60);
    const cjk = chooseSlug(request({ title: '城'.repeat(70) }));
    expect(Array.from(cjk.split('/')[1]!)).toHaveLength(60);
    expect(parseDebateSlug(cjk)).toBe(cjk);
  });
  it('never leaves half a character outside the BMP', () => {
    const segment = slugifySegment('a' + '𠀀'.repeat(70));
    expect(truncateSegment(segment)).toBe('a' + '𠀀'.repeat(59));
    expect(chooseSlug(request({ title: 'a' + '𠀀'.repeat(70) }))).toBe(`2026/a${'𠀀'.repeat(59)}`);
  });
  it('keeps the name of a Markdown file named the harness way, which carries its date and title', () => {
    expect(chooseSlug(request({ format: 'minutes', title: 'next essay topic', date: '2026-06-03', sourceName: '2026-06-03-14-30-next-essay-topic.md' })))
      .toBe('2026/2026-06-03-14-30-next-essay-topic');
    expect(chooseSlug(request({ format: 'transcript', title: 'Tabs', date: '2026-05-18', sourceName: 'tabs.md' }))).toBe('2026/tabs');
    // JSON has no facts in its name.
    expect(chooseSlug(request({ sourceName: '2026-06-03-log.json' }))).toBe('2026/should-cities-ban-cars');
  });
});

describe('planAddition', () => {
  const archive: ExistingFile[] = [
    { path: '2026/city-cars.json', text: '{"topic":"城市"}\n' },
    { path: '2026/Should-Cities-Ban-Cars.md', text: '# Should cities ban cars?\n' },
  ];

  it('adds under a free address with the extension of the format', () => {
    expect(planAddition(request({ title: 'Four-day week' }), archive)).toEqual({ kind: 'add', slug: '2026/four-day-week', path: '2026/four-day-week.json' });
    expect(planAddition(request({ title: 'Four-day week', format: 'transcript' }), archive)).toMatchObject({ path: '2026/four-day-week.md' });
    expect(planAddition(request({ title: 'Four-day week', format: 'intermediate' }), archive)).toMatchObject({ path: '2026/four-day-week.json' });
  });
  it('finds content already in the archive, whatever its name', () => {
    expect(planAddition(request({ text: '{"topic":"城市"}\n', title: 'Something else' }), archive))
      .toEqual({ kind: 'duplicate', path: '2026/city-cars.json', slug: '2026/city-cars' });
  });
  it('compares text after removing a BOM and CRLF', () => {
    expect(normaliseText('\uFEFF{"topic":"城市"}\r\n')).toBe('{"topic":"城市"}\n');
    expect(planAddition(request({ text: normaliseText('\uFEFF{"topic":"城市"}\r\n') }), archive)).toMatchObject({ kind: 'duplicate' });
  });
  it('refuses an address used by another file, whatever its extension or letter case, and suggests a free one', () => {
    const plan = planAddition(request(), archive);
    expect(plan).toEqual({
      kind: 'taken', slug: '2026/should-cities-ban-cars', path: '2026/should-cities-ban-cars.json',
      takenBy: ['2026/Should-Cities-Ban-Cars.md'], suggestion: '2026/should-cities-ban-cars-2',
    });
  });
  it('suggests the first free numbered address', () => {
    const more = [...archive, { path: '2026/should-cities-ban-cars-2.json', text: 'x' }];
    expect(planAddition(request(), more)).toMatchObject({ kind: 'taken', suggestion: '2026/should-cities-ban-cars-3' });
  });
  it('uses --as when it is free', () => {
    expect(planAddition(request({ requestedSlug: slug('2026/cars-again') }), archive))
      .toEqual({ kind: 'add', slug: '2026/cars-again', path: '2026/cars-again.json' });
  });
  it('refuses --as naming an existing address', () => {
    expect(planAddition(request({ requestedSlug: slug('2026/city-cars'), format: 'minutes' }), archive))
      .toMatchObject({ kind: 'taken', slug: '2026/city-cars', takenBy: ['2026/city-cars.json'], suggestion: '2026/city-cars-2' });
  });
  it('reports a duplicate even when --as is given', () => {
    expect(planAddition(request({ text: '# Should cities ban cars?\n', requestedSlug: slug('elsewhere') }), archive))
      .toMatchObject({ kind: 'duplicate', path: '2026/Should-Cities-Ban-Cars.md' });
  });
  it('keeps suggestions canonical for the longest segments', () => {
    const long = slug('a'.repeat(80));
    expect(parseDebateSlug(suffixedSlug(long, 2))).toBe(`${'a'.repeat(78)}-2`);
  });
});

describe('debatePageUrl', () => {
  it('percent-encodes each segment once under the base path', () => {
    expect(debatePageUrl('http://localhost:4321', '/', slug('2026/城市'))).toBe('http://localhost:4321/debates/2026/%E5%9F%8E%E5%B8%82/');
    expect(debatePageUrl('https://example.github.io/', '/my-archive', slug('2026/x'))).toBe('https://example.github.io/my-archive/debates/2026/x/');
    expect(debatePageUrl('https://example.github.io', 'my-archive/', slug('x'))).toBe('https://example.github.io/my-archive/debates/x/');
  });
});
