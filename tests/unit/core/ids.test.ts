import { describe, expect, it } from 'vitest';
import { isWindowsDeviceName, nodeAnchor, parseCrossReference, slugFromContentPath, asNodeId, parseDebateSlug } from '../../../src/lib/core/ids.ts';

describe('slugFromContentPath', () => {
  it('keeps folders and drops the extension', () => {
    expect(slugFromContentPath('2026/ai-creativity.json')).toBe('2026/ai-creativity');
  });
  it('makes unsafe names safe and keeps CJK readable', () => {
    expect(slugFromContentPath('My Debate?#.json')).toBe('my-debate');
    expect(slugFromContentPath('2026/城市 汽车.md')).toBe('2026/城市-汽车');
  });
  it('never yields a path outside the content folder', () => {
    expect(slugFromContentPath('../../etc/passwd.json')).toBe('etc/passwd');
    expect(slugFromContentPath('???.json')).toBeNull();
  });
});

// Probe 4 (N01, a note): `win/con.json` was published at dist/debates/win/con/, a folder
// Windows cannot create: the site could not be checked out or served from there.
describe('Windows device names', () => {
  it('get "_" as a slug segment, folder or file, whatever the case or extension', () => {
    expect(['con', 'NUL', 'aux', 'prn', 'com1', 'LPT9', 'com\u00b9'].map((n) => slugFromContentPath(`win/${n}.json`))).toEqual([
      'win/con_', 'win/nul_', 'win/aux_', 'win/prn_', 'win/com1_', 'win/lpt9_', 'win/com1_',
    ]);
    expect(slugFromContentPath('con/x.json')).toBe('con_/x');
    expect(slugFromContentPath('con_.json')).toBe('con_'); // the renamed file keeps the address
    expect(['console', 'con-x', 'com10', 'nul-1', 'acon'].map((n) => slugFromContentPath(`${n}.json`))).toEqual(['console', 'con-x', 'com10', 'nul-1', 'acon']);
  });

  it('are never a slug typed with --as, which suggests the portable one', () => {
    expect(parseDebateSlug('con')).toBeNull();
    expect(parseDebateSlug('con_')).toBe('con_');
    expect(parseDebateSlug('a/lpt1_/b')).toBe('a/lpt1_/b');
    expect(isWindowsDeviceName('CON.tar.gz')).toBe(true);
    expect(isWindowsDeviceName('cone.json')).toBe(false);
  });
});

describe('nodeAnchor', () => {
  it('keeps plain ids readable', () => {
    expect(nodeAnchor(asNodeId('c1'))).toBe('n-c1');
  });
  it('makes hostile ids inert and distinct', () => {
    const anchors = ['__proto__', 'constructor', '../x', 'a b?#', 'a-b'].map((id) => nodeAnchor(asNodeId(id)));
    for (const anchor of anchors) expect(anchor).toMatch(/^[nx]-[\p{L}\p{N}_-]+$/u);
    // A plain id shaped like a hashed anchor stays distinct from it.
    expect(nodeAnchor(asNodeId(nodeAnchor(asNodeId('a b')).slice(2)))).not.toBe(nodeAnchor(asNodeId('a b')));
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

describe('parseCrossReference', () => {
  it('splits slug and id', () => {
    expect(parseCrossReference('2026/ai-creativity:c1')).toEqual({ slug: '2026/ai-creativity', id: 'c1' });
  });
  it('treats plain ids as local', () => {
    expect(parseCrossReference('c1')).toBeNull();
    expect(parseCrossReference('Not A Slug:c1')).toBeNull();
  });
  it('accepts only canonical slugs from users', () => {
    expect(parseDebateSlug('2026/x')).toBe('2026/x');
    expect(parseDebateSlug('../x')).toBeNull();
  });
});

describe('slugifySegment', () => {
  it('cuts long names by characters, never inside one', () => {
    const slug = slugFromContentPath(`${'𠀋'.repeat(100)}.json`);
    expect(slug).toBe('𠀋'.repeat(80));
  });
});
