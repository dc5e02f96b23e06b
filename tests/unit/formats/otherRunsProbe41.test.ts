// Logs as other runs of the harness write them (probe 41, cases written blind). Minutes:
// speakers after a chat time and an emoji with their opinion nested below, two decision
// sections that decide differently, a round heading at level 5 or with its number in words, a
// moderator named in the opening whom the frontmatter lists without a role. Transcripts: a
// side's role in brackets in its turn header, a verdict of a log read unread, engagement
// bullets before a turn's first section.
import { describe, expect, it } from 'vitest';
import { fixtureText, readLog, relationOn, roleOf } from '../../support/readLog.ts';

const probeFile = (path: string) => fixtureText(`probe-2026-12-41/${path}`);
const read = (text: string, file = 'm.md'): any => readLog(text, file);
const personas = (value: any): string[] => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label).sort();

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
    // Items no label reads as a speaker (names the meeting does not list): their nested items stay unread, no one's.
    const text = probeFile(M03).replace('- [14:05] 🧑‍💻 **Ravi** (backend)', '- [14:05] The backend team').replace('- [14:07] 🔧 **Joon** (SRE)', '- [14:07] The SRE team');
    const { value } = read(text);
    expect(personas(value)).toEqual(['Joon', 'Mina', 'Ravi', 'red-team']);
    expect(relationOn(value, 23, 'option-c')).toBeUndefined();
  });

  it('reads a listed participant\'s name alone on an item, not in bold, as that speaker\'s label', () => {
    const text = probeFile(M03).replace('- [14:05] 🧑‍💻 **Ravi** (backend)', '- [14:05] Ravi (backend)').replace('- [14:07] 🔧 **Joon** (SRE)', '- [14:07] Joon (SRE)');
    const { value } = read(text);
    expect(personas(value)).toEqual(['Joon', 'Mina', 'Ravi', 'red-team']);
    expect(relationOn(value, 21, 'option-b')).toBe('supports:stated');
    expect(relationOn(value, 23, 'option-c')).toBe('opposes:stated');
    expect(relationOn(value, 25, 'option-a')).toBe('supports:read');
  });
});

describe('risks nested under the option they threaten (m03 lines 33–36)', () => {
  it('each nested risk opposes its option; the bare option item is no risk', () => {
    const { value } = read(probeFile(M03));
    const risks = value.graph.nodes.filter((n: any) => n.id.startsWith('risk-')).map((n: any) => n.label);
    expect(risks).toEqual(['the Redis instance is evicted under memory pressure and every flag reads false', 'the vendor has an outage during a deploy freeze']);
    expect(relationOn(value, 34, 'option-c')).toBe('opposes:read');
    expect(relationOn(value, 36, 'option-a')).toBe('opposes:read');
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
    [M03, 'Mina'],
  ])('%s: %s moderates', (path, name) => {
    expect(roleOf(read(probeFile(path)).value, name)).toBe('moderator');
  });
});

const edges = (value: any): string[] => value.graph.edges.map((e: any) => `${e.type}:${e.source}->${e.target}@${e.provenance?.line}`);
const T03 = 'cases/t03-ja-bold-role-headers-resent-turn.md';

describe('a turn header with the side\'s role in brackets (t03)', () => {
  it('`**🅰️ エージェントA（Elasticsearch 担当）— ラウンド1（オープニング）**` opens a turn', () => {
    const { value } = read(probeFile(T03), 't.md');
    expect(value.document.transcript.rounds.length).toBeGreaterThanOrEqual(2);
    expect(value.graph.nodes.some((n: any) => n.id === 'a-r1-position')).toBe(true);
  });

  it('a log published unread draws no claim from its verdict, and reports the verdict\'s lines', () => {
    // Headers no rule reads: the log is unread.
    const text = probeFile(T03).replace(/^\*\*🅰️ .*$/gmu, '**A speaks**').replace(/^\*\*🅱️ .*$/gmu, '**B speaks**');
    const result = read(text, 't.md');
    expect(result.diagnostics.some((d: any) => d.code === 'transcript-unread')).toBe(true);
    expect(result.value.graph.nodes.filter((n: any) => n.type !== 'persona')).toEqual([]);
    expect(result.value.document.transcript.verdict).toBeNull();
    const reported = new Set(result.value.document.transcript.notInterpreted.map((l: any) => l.line));
    for (const line of [67, 69, 71, 73]) expect(reported.has(line), `line ${line}`).toBe(true);
  });
});

describe('engagement bullets before a turn\'s first section (t04)', () => {
  it.each(['cases/t04-en-round-headings-tabs-long-line.md', 'diag/cases/t04-d19-standard-headers.md'])('%s: the attacks and the concession are drawn', (path) => {
    const { value } = read(probeFile(path), 't.md');
    expect(edges(value)).toEqual(expect.arrayContaining(['opposes:agent-a->b-r1-position@26', 'concedes:agent-a->a-r2-concedes-1@27']));
    expect(edges(value).some((e) => e.startsWith('opposes:agent-b->a-r1-position@'))).toBe(true);
  });

  it('leaves a withdrawn draft\'s concession in a `<details>` before the first section unread (probe 29 t04 line 36)', () => {
    const text = fixtureText('probe-2026-12-29/cases/t04-fr-strike-footnote.md');
    const { value } = read(text, 't.md');
    expect(edges(value).filter((e) => e.endsWith('@36'))).toEqual([]);
    expect(value.document.transcript.notInterpreted.some((l: any) => l.line === 36)).toBe(true);
  });

  it('notes the round headings above the agent headings as the rounds', () => {
    const { value } = read(probeFile('cases/t04-en-round-headings-tabs-long-line.md'), 't.md');
    expect(value.document.transcript.lineNotes.filter((n: any) => n.line === 7 || n.line === 23)).toEqual([{ line: 7, what: 'round 1' }, { line: 23, what: 'round 2' }]);
  });
});
