import { describe, expect, it } from 'vitest';
import { decodeSource } from '../../../src/lib/parse/source.ts';
import { dateFromFileName, parseLooseDate, splitFrontmatter } from '../../../src/lib/parse/frontmatter.ts';

const split = (text: string, file = 'x.md') => splitFrontmatter({ file, text });

describe('splitFrontmatter', () => {
  it('keeps every value as the string written, lists as arrays, unknown keys too', () => {
    const result = split(
      [
        '---',
        'title: 2026',
        'date: 2026-06-03',
        'at: 2026-05-18T12:31+09:00',
        'sides: [a, b]',
        'tags:',
        '  - x',
        'ready: true',
        'empty:',
        'custom-key: kept',
        '---',
        '# Body',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const data = result.value.data!;
    expect(data.get('title')).toBe('2026');
    expect(data.get('date')).toBe('2026-06-03');
    expect(data.get('at')).toBe('2026-05-18T12:31+09:00');
    expect(data.get('sides')).toEqual(['a', 'b']);
    expect(data.get('tags')).toEqual(['x']);
    expect(data.get('ready')).toBe('true');
    expect(data.get('empty')).toBe('');
    expect(data.get('custom-key')).toBe('kept');
    expect([...data.keys()]).toEqual(['title', 'date', 'at', 'sides', 'tags', 'ready', 'empty', 'custom-key']);
    expect(result.value.body).toBe('# Body');
    expect(result.value.bodyLine).toBe(12);
  });

  it('gives nested mappings as Maps, so keys such as __proto__ are plain data', () => {
    const result = split('---\n__proto__: x\nnested: { constructor: 1 }\n---\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data!.get('__proto__')).toBe('x');
    expect((result.value.data!.get('nested') as Map<string, unknown>).get('constructor')).toBe('1');
  });

  it('returns the whole text as body when there is no frontmatter', () => {
    const result = split('# Title\n\ntext');
    expect(result).toEqual({ ok: true, value: { data: null, body: '# Title\n\ntext', bodyLine: 1, locate: expect.any(Function) }, diagnostics: [] });
  });

  it('reports invalid YAML with the line in the file', () => {
    const result = split('---\ntitle: ok\nsides: [a, b\nother: x\n---\nbody', 'bad.md');
    expect(result.ok).toBe(false);
    const error = result.diagnostics[0]!;
    expect(error).toMatchObject({ severity: 'error', code: 'frontmatter', file: 'bad.md' });
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.line).toBeLessThanOrEqual(5);
  });

  it('reports a duplicate key as an error', () => {
    const result = split('---\na: 1\na: 2\n---\n');
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ code: 'frontmatter', line: 3 });
  });

  it('refuses a list or scalar as frontmatter', () => {
    expect(split('---\n- a\n- b\n---\n').ok).toBe(false);
  });

  it('treats a lone leading --- as Markdown, with a warning', () => {
    const result = split('---\n\nJust a rule above.');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data).toBeNull();
    expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'frontmatter' });
  });

  it('survives alias bombs and unresolved aliases without throwing', () => {
    const bomb = ['---', 'a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`), '---', ''].join('\n');
    expect(() => split(bomb)).not.toThrow();
    const unresolved = split('---\na: *nowhere\n---\n');
    expect(unresolved.ok).toBe(false);
  });

  // Probe 4 (Y01-Y05, Y10; FAIL 4): both were reported at line 1, the file only.
  it('locates an alias bomb at its first alias and an unresolved alias at itself', () => {
    const bomb = ['---', 'title: t', 'a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`), '---', ''].join('\n');
    expect(split(bomb).diagnostics).toEqual([expect.objectContaining({ code: 'frontmatter', line: 4, message: expect.stringContaining('Excessive alias count') })]);
    const unresolved = split('---\ntitle: t\nb: &b x\nc: *b\na: *nowhere\n---\n');
    expect(unresolved.diagnostics).toEqual([expect.objectContaining({ line: 5, message: expect.stringContaining('nowhere') })]);
  });

  it('accepts CRLF and a BOM after decodeSource', () => {
    const bytes = new TextEncoder().encode('\uFEFF---\r\ntitle: Windows\r\n---\r\nbody\r\n');
    const decoded = decodeSource('win.md', bytes);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const result = splitFrontmatter(decoded.source);
    expect(result.ok && result.value.data?.get('title')).toBe('Windows');
    expect(result.ok && result.value.body).toBe('body\n');
  });
});

describe('parseLooseDate', () => {
  it('reads the three forms the harness writes, and Z', () => {
    expect(parseLooseDate('2026-06-03')).toEqual({ date: '2026-06-03' });
    expect(parseLooseDate('2026-05-18T12:31+09:00')).toEqual({ date: '2026-05-18', time: '12:31', offset: '+09:00' });
    expect(parseLooseDate('2026-08-10T23:15:00+09:00')).toEqual({ date: '2026-08-10', time: '23:15', offset: '+09:00' });
    expect(parseLooseDate('2026-08-10T23:15:00Z')).toEqual({ date: '2026-08-10', time: '23:15', offset: 'Z' });
    expect(parseLooseDate('2026-08-10 07:05')).toEqual({ date: '2026-08-10', time: '07:05' });
  });

  it('refuses what is not a calendar date or time', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-06-03T24:00', '2026-06-03T12:60', 'June 3', '', '2026-06-03+09:00', '9'.repeat(100)]) {
      expect(parseLooseDate(bad), bad).toBeNull();
    }
  });
});

describe('dateFromFileName', () => {
  it('reads yyyy-MM-dd-HH-mm-title and yyyy-MM-dd-HHmm-title', () => {
    expect(dateFromFileName('harness/logs/roundtable/2026-06-03-14-30-next-essay-topic.md')).toEqual({ date: '2026-06-03', time: '14:30', title: 'next essay topic' });
    expect(dateFromFileName('2026-08-10-2315-review-rubric-revision.md')).toEqual({ date: '2026-08-10', time: '23:15', title: 'review rubric revision' });
  });

  it('reads a date without time, and a title that starts with digits', () => {
    expect(dateFromFileName('2026-04-02-no-emoji.md')).toEqual({ date: '2026-04-02', title: 'no emoji' });
    expect(dateFromFileName('2026-04-02-1999-retro.md')).toEqual({ date: '2026-04-02', title: '1999 retro' });
  });

  it('returns null without a valid date', () => {
    expect(dateFromFileName('fpga-vs-tiny-tapeout.md')).toBeNull();
    expect(dateFromFileName('2026-02-31-x.md')).toBeNull();
  });
});
