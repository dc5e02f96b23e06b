import { describe, expect, it } from 'vitest';
import { shownFile } from '../../../src/site/shownFile.ts';

describe('a debate file as a page shows it', () => {
  it('inside the project, as the project names it', () => {
    expect(shownFile('content/debates/2026/a.md', '/work/p')).toBe('content/debates/2026/a.md');
  });
  it('outside it, from its archive folder, never the build machine\'s layout (probe 57 row 9)', () => {
    const before = process.env['DEBATE_ATLAS_CONTENT'];
    process.env['DEBATE_ATLAS_CONTENT'] = '/tmp/probe-content/debates';
    try {
      expect(shownFile('../../tmp/probe-content/debates/2029/m01.md', '/work/p')).toBe('debates/2029/m01.md');
    } finally {
      if (before === undefined) delete process.env['DEBATE_ATLAS_CONTENT'];
      else process.env['DEBATE_ATLAS_CONTENT'] = before;
    }
  });
});
