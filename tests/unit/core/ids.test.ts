import { describe, expect, it } from 'vitest';
import { nodeAnchor, parseCrossReference, slugFromContentPath, asNodeId, parseDebateSlug } from '../../../src/lib/core/ids.ts';

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
