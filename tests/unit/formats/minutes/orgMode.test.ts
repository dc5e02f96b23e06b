// Org-mode minutes (formats/minutes/orgMode.ts): rewritten line for line into Markdown, so
// they are read, not refused, and every line keeps its number.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { isOrgMode, orgModeAsMarkdown } from '../../../../src/lib/formats/minutes/orgMode.ts';
import { textSource } from '../../fixtureSource.ts';

const ORG = [
  '#+TITLE: Roundtable — API reference',
  '* R1 Problem',
  '| id | option |',
  '|----+--------|',
  '| A  | Keep   |',
  '| B  | Generate |',
  '* R2 Independent opinions',
  '** ana',
  ':PROPERTIES:',
  ':VOTE:     B',
  ':END:',
  'I support B; *the spec* is the source.',
  '* R7 Decision',
  'Decision: adopt option B.',
].join('\n');

describe('org-mode minutes', () => {
  it('rewrites headings, table rules, drawer fields, bold and the title, one line for one line', () => {
    const lines = orgModeAsMarkdown(ORG).split('\n');
    expect(lines.length).toBe(ORG.split('\n').length);
    expect(lines[0]).toBe('# Roundtable — API reference');
    expect(lines[1]).toBe('## R1 Problem');
    expect(lines[3]).toBe('|----|--------|');
    expect(lines[7]).toBe('### ana');
    expect(lines[9]).toBe('- Vote: B');
    expect(lines[11]).toBe('I support B; **the spec** is the source.');
  });

  it('leaves Markdown as it is, list items with stars included', () => {
    const md = '## R1 Problem\n* a bullet\n* another';
    expect(isOrgMode(md)).toBe(false);
    expect(orgModeAsMarkdown(md)).toBe(md);
  });

  it('is read as minutes, not refused, with its decision', () => {
    const result = processDebate(textSource('2027-08-20-15-00-api.md', ORG), 'm' as DebateSlug);
    expect(result.ok).toBe(true);
  });
});
