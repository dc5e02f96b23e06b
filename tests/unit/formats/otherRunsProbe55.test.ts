// Probe 2026-12-55 (tests/fixtures/probe-2026-12-55/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-55/${folder}`, name).value;
const at = (value: any, line: number) => value.graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.type}:${e.target}:${e.reading}`);
const changed = (value: any, line: number) => value.graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => e.attributes?.stance_changed).filter(Boolean);

describe('row 1: "1안 찬성을 번복합니다" takes the support back', () => {
  it('withdraws 태오\'s support for 1안 (line 32) and draws no new support of it', () => {
    const value = read('cases', '2029-01-15-10-30-m02-ko-hold-no-resume.md');
    expect(at(value, 51)).not.toContain('supports:option-1:read');
    expect(changed(value, 32)).toEqual(['line 51 (withdrawn): “1안 찬성을 번복합니다.”']);
  });
});

describe('row 2: "Changed my mind: against A now." reverses a stated stance', () => {
  it.each([
    ['cases', '2029-02-17-11-00-m05-en-escalation-human.md'],
    ['controls', 'c1-m05-no-now.md'],
    ['controls', 'c8-m05-again.md'],
    ['controls', 'c10-m05-option-word.md'],
    ['controls', 'c7-m05-item.md'],
  ])('%s/%s', (folder, name) => {
    const value = read(folder, name);
    expect(at(value, 47)).toEqual(['opposes:option-a:stated']);
    expect(changed(value, 27)[0]).toMatch(/^line 47 \(reversed, stated\)/u);
  });
});

describe('row 3: a moderator named in the opening who gives no opinion runs the meeting', () => {
  const role = (value: any, label: string) => value.graph.nodes.find((n: any) => n.type === 'persona' && n.label === label)?.attributes?.role;
  it.each([
    ['cases', '2029-01-08-14-00-m01-ko-escalation.md', '원탁지기'],
    ['cases', '2029-03-02-15-20-m06-ko-appendix-seed.md', '원탁지기'],
  ])('%s/%s: %s', (folder, name, label) => {
    expect(role(read(folder, name), label)).toBe('moderator');
  });
  it('Dutch `Voorzitter:` and Turkish `Moderatör:` too (probe 53 row 10)', () => {
    expect(role(readFixtureLog('probe-2026-12-53/cases', '2028-02-01-10-00-m01-nl-notulen.md').value, 'Sanne de Vries')).toBe('moderator');
    expect(role(readFixtureLog('probe-2026-12-53/cases', '2028-02-03-14-00-m02-tr-tutanak.md').value, 'Elif Yılmaz')).toBe('moderator');
  });
  it('one who moderates and gives an opinion keeps it (review 06k m5)', () => {
    const value = readFixtureLog('review-2026-12-06k/inputs', '2027-06-01-10-00-m5-ko-decision-first.md').value;
    expect(value.graph.edges.some((e: any) => e.source === 'p-mina' && e.target === 'opinion-mina')).toBe(true);
    expect(role(value, 'Mina')).toBeUndefined();
  });
});

describe('row 7: a frontmatter name with its role in brackets is the person, the bracket the role', () => {
  it.each([
    ['2029-02-03-09-00-m03-en-appendix.md', 'p-mara-quist', 'Mara Quist', 'moderator'],
    ['2029-02-17-11-00-m05-en-escalation-human.md', 'p-hugo-brandt', 'Hugo Brandt', 'moderator'],
  ])('%s: %s', (name, id, label, role) => {
    const persona = read('cases', name).graph.nodes.find((n: any) => n.type === 'persona' && n.label === label);
    expect(persona?.id).toBe(id);
    expect(persona?.attributes?.role).toBe(role);
  });
});

describe('rows 5 and 9: a risk is its own words', () => {
  const risk = (value: any, id: string) => value.graph.nodes.find((n: any) => n.id === id)?.text;
  it('a table\'s 시나리오 column is the risk; 가능성 and 영향 are not appended to it', () => {
    const value = read('cases', '2029-01-08-14-00-m01-ko-escalation.md');
    expect(risk(value, 'risk-1')).toBe('일괄 개정 주간에 조판이 멈춰 2권 출간이 한 달 밀린다');
  });
  it('"[red-team] …" and "[[red-team]]: …" leave the speaker\'s tag out of the risk', () => {
    expect(risk(read('cases', '2029-01-15-10-30-m02-ko-hold-no-resume.md'), 'risk-1')).toBe('3안은 질문이 편중되면 같은 주제가 반복된다.');
    expect(risk(read('cases', '2029-03-02-15-20-m06-ko-appendix-seed.md'), 'risk-1')).toBe('2안은 샘플이 편향되면 문체 오류가 대량으로 빠진다.');
  });
});

describe('row 8: a verdict item a side\'s label opens is that side\'s view to its end', () => {
  it('"- A: atomic changes need one repository; a bot\'s PRs still land days apart." is one claim of A', () => {
    const value = read('cases', 't02-en-verdict-multi-rec-nested.md');
    expect(value.graph.nodes.find((n: any) => n.id === 'live-disagreement-1')?.text).toBe('atomic changes need one repository; a bot\'s PRs still land days apart.');
  });
});
