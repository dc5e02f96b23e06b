// Minutes as other runs of the harness write them (probe 41, cases written blind): speakers
// after a chat time and an emoji with their opinion nested below, two decision sections that
// decide differently, a round heading at level 5 or with its number in words, a moderator
// named in the opening whom the frontmatter lists without a role.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';

const probeFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/probe-2026-12-41/${path}`, import.meta.url)), 'utf8');

function read(text: string): any {
  const result = processDebate({ file: 'm.md', text } as any, 'x/y' as any);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}
const personas = (value: any): string[] => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label).sort();
/** `type:reading` of the relation from the opinion on `line` to `option`, if any. */
const relationOn = (value: any, line: number, option: string): string | undefined => {
  const edge = value.graph.edges.find((e: any) => e.target === option && e.provenance?.line === line && e.source !== option);
  return edge === undefined ? undefined : `${edge.type}:${edge.reading}`;
};
const roleOf = (value: any, label: string): unknown => value.graph.nodes.find((n: any) => n.type === 'persona' && n.label === label)?.attributes?.role;

const M03 = 'cases/2027-03-04-14-00-m03-en-nested-timestamps-emoji.md';

describe('a speaker after a chat time and an emoji, the opinion nested below (m03)', () => {
  it.each([M03, 'diag/cases/2027-03-04-14-00-d20-m03-stamp-only.md', 'diag/cases/2027-03-04-14-00-d21-m03-emoji-only.md', 'diag/cases/2027-03-04-14-00-d22-m03-no-role.md'])('%s: the speakers are the meeting\'s, with their stances', (path) => {
    const { value } = read(probeFile(path));
    expect(personas(value)).toEqual(['Joon', 'Mina', 'Ravi', 'red-team']);
    expect(relationOn(value, 21, 'option-b')).toBe('supports:stated');
    expect(relationOn(value, 23, 'option-c')).toBe('opposes:stated');
    expect(relationOn(value, 25, 'option-a')).toBe('supports:read');
  });

  it('never makes a nested item\'s label a speaker the meeting does not list', () => {
    // The speakers' lines as no label reads them: their nested items stay unread, no one's.
    const text = probeFile(M03).replace('- [14:05] 🧑‍💻 **Ravi** (backend)', '- [14:05] Ravi (backend)').replace('- [14:07] 🔧 **Joon** (SRE)', '- [14:07] Joon (SRE)');
    const { value } = read(text);
    expect(personas(value)).toEqual(['Joon', 'Mina', 'Ravi', 'red-team']);
    expect(relationOn(value, 23, 'option-c')).toBeUndefined();
  });
});

describe('two decision sections that decide differently (m04)', () => {
  it('shows no option as decided and names the second line', () => {
    const result = read(probeFile('cases/2027-03-15-10-00-m04-ja-levels-empty-risks-two-decisions.md'));
    expect(result.value.document.minutes.decision.chosenOption).toBeUndefined();
    expect(result.diagnostics.filter((d: any) => d.code === 'minutes-outcome').map((d: any) => d.line)).toEqual([38]);
    expect(relationOn(result.value, 32, 'option-b')).toBeUndefined();
  });

  it('still decides by the same line when it is the only decision', () => {
    const { value } = read(probeFile('diag/cases/2027-03-15-10-00-d11-m04-only-continue-a.md'));
    expect(value.document.minutes.decision.chosenOption).toBe('A');
  });
});

describe('round headings (m02)', () => {
  const { value } = read(probeFile('cases/2027-02-10-09-00-m02-en-round-words-numbered-decisions.md'));
  const rounds = value.document.minutes.rounds.map((r: any) => `${r.key}@${r.line}`);

  it('reads `##### Round 4 — Cross-questions` as R4: a heading at any level', () => {
    expect(rounds).toContain('R4@31');
  });

  it('reads `## Round two — independent opinions` as R2, with its three stances', () => {
    expect(rounds).toContain('R2@23');
    expect(relationOn(value, 24, 'option-b')).toBe('supports:read');
    expect(relationOn(value, 25, 'option-c')).toBe('opposes:stated');
    expect(relationOn(value, 26, 'option-a')).toBe('supports:read');
  });
});

describe('a moderator named in the opening whom the frontmatter lists without a role', () => {
  it.each([
    ['cases/2027-04-20-15-00-m06-en-fence-cut-off.md', 'Hana'],
    ['cases/2027-02-03-10-00-m01-ko-bom-crlf-table-decision.md', '원탁지기'],
  ])('%s: %s moderates', (path, name) => {
    expect(roleOf(read(probeFile(path)).value, name)).toBeTruthy();
  });
});
