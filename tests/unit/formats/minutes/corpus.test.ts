// The minutes corpus (issue 10): meeting minutes as other hands write them, in Korean and
// English, each variant of participants, opinions, options, stances, risks, rubric and
// decision/hold in combination. Each fixture's graph is asserted whole: who the personas
// are, the options with their titles, every stance an opinion states, the option each
// risk opposes, what the decision supports, and what was not interpreted.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { minutesToLog, parseMinutes } from '../../../../src/lib/formats/minutes/parse.ts';
import type { DebateGraph } from '../../../../src/lib/graph/types.ts';
import { splitFrontmatter } from '../../../../src/lib/parse/frontmatter.ts';
import { expectValidLog, fixtureIn, fixturePath } from '../../fixtureSource.ts';
import { expectEveryLineAccounted } from '../../lineAccounting.ts';

const corpus = fixtureIn('minutes/corpus');

interface Expected {
  personas: string[];
  /** Letter → title. */
  options: Record<string, string>;
  /** [speaker, stance, option letter], in file order; `mentions` where an opinion only names the option. */
  stances: Array<[string, 'supports' | 'opposes' | 'mentions', string]>;
  /** The option each risk opposes, in order (null: a risk that names none). */
  risks: Array<string | null>;
  /** The option the decision supports, "hold", or null. */
  decision: string | null;
  goals: boolean;
  notInterpreted: number[];
  selfCheck: number;
}

const EXPECTED: Array<[string, Expected]> = [
  ['m01-ko-frontmatter-adhoc.md', {"personas":["서하","도윤","접근성 전문가","red-team"],"options":{"A":"현행 유지","B":"전면 개편","C":"단계적 개편"},"stances":[["서하","supports","B"],["도윤","opposes","A"],["도윤","supports","C"],["접근성 전문가","supports","B"]],"risks":["B","C"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m02-en-adhoc-bullets.md', {"personas":["product-lead","infra-lead","security auditor","red-team"],"options":{"A":"Keep it in the monolith","B":"Split it into its own service"},"stances":[["product-lead","supports","A"],["infra-lead","supports","B"],["security auditor","opposes","A"]],"risks":["B","A"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m03-ko-roster-hold-oneline.md', {"personas":["김하나","이도윤","박서준","red-team"],"options":{"A":"자체 구축","B":"외부 SaaS"},"stances":[["이도윤","supports","A"],["박서준","supports","B"]],"risks":["B"],"decision":"hold","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m04-en-speakers-only.md', {"personas":["Maya","Tomás","Ines","red-team"],"options":{"A":"self-hosted Mac minis","B":"the hosted runners we use today","C":"a managed Mac cloud"},"stances":[["Maya","supports","C"],["Tomás","supports","C"],["Ines","opposes","A"]],"risks":["C","B"],"decision":"C","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m05-ko-table-opinions-hold.md', {"personas":["지우","태오","레드팀"],"options":{"A":"사내 교육","B":"외부 강의"},"stances":[["지우","supports","A"],["태오","opposes","B"]],"risks":["A"],"decision":"hold","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m06-en-hold-dashes.md', {"personas":["Ana","Ben","Chloe","red-team"],"options":{"A":"publish now under MIT","B":"publish after the API freeze","C":"keep it internal"},"stances":[["Ana","supports","B"],["Ben","supports","A"],["Chloe","opposes","C"]],"risks":["A"],"decision":"hold","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m07-ko-role-name.md', {"personas":["정민","한결","윤아"],"options":{"A":"월간 발행","B":"격주 발행"},"stances":[["정민","supports","B"],["한결","supports","A"]],"risks":["B","A"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m08-en-bold-colon-rubric-rows.md', {"personas":["Priya","Jonas","red-team"],"options":{"A":"in-process LRU","B":"shared Redis"},"stances":[["Priya","supports","A"],["Jonas","supports","B"]],"risks":["A","B"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m09-ko-premortem-table.md', {"personas":["기획","개발","red-team"],"options":{"A":"시스템 설정만 따른다","B":"앱 안에 토글을 둔다","C":"둘 다 지원한다"},"stances":[["기획","supports","C"],["개발","opposes","B"]],"risks":["C","A"],"decision":"C","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m10-en-against-risks-fraction-scores.md', {"personas":["Lena","Omar","red-team"],"options":{"A":"keep self-hosted Sentry","B":"move to the hosted plan"},"stances":[["Lena","supports","B"],["Omar","supports","A"]],"risks":["B","A"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m11-ko-english-titles-hold-r7.md', {"personas":["수아","민호","red-team"],"options":{"A":"Keep React 18","B":"Move to SolidJS"},"stances":[["수아","opposes","B"],["수아","supports","A"],["민호","supports","B"]],"risks":["B"],"decision":"hold","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m12-en-hold-own-lines-r7.md', {"personas":["Grace","Hiro","red-team"],"options":{"A":"retire v1 in January","B":"retire v1 in June"},"stances":[["Grace","supports","A"],["Hiro","opposes","A"]],"risks":["A","B"],"decision":"hold","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m13-ko-no-frontmatter.md', {"personas":["하린","준서","red-team"],"options":{"A":"지금 건물에 남는다","B":"판교로 옮긴다"},"stances":[["하린","supports","A"],["준서","supports","B"]],"risks":["B"],"decision":"A","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m14-en-unknown-sections.md', {"personas":["Sam","Rita","red-team"],"options":{"A":"one planning day per quarter","B":"rolling monthly planning"},"stances":[["Sam","supports","A"],["Rita","supports","B"]],"risks":["A"],"decision":"B","goals":true,"notInterpreted":[8,23,25,26],"selfCheck":5}],
  ['m15-ko-opposes.md', {"personas":["지호","예린","레드팀"],"options":{"A":"슬랙 유지","B":"자체 메신저","C":"팀즈로 이전"},"stances":[["지호","opposes","B"],["지호","supports","C"],["예린","supports","A"],["예린","opposes","C"]],"risks":["C","A"],"decision":"A","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m16-en-comparative.md', {"personas":["Kai","Lin","red-team"],"options":{"A":"build flags into our config service","B":"buy a hosted flag service"},"stances":[["Kai","supports","B"],["Kai","mentions","A"],["Lin","opposes","A"],["Lin","supports","B"]],"risks":["B"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m17-ko-r2-roster-wikilinks.md', {"personas":["법무","보안","분석","red-team"],"options":{"A":"1년 보존","B":"3년 보존"},"stances":[["법무","supports","A"],["보안","opposes","B"],["분석","supports","B"]],"risks":["A"],"decision":"A","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m18-en-roster-r0-list.md', {"personas":["Dana","Eli","Farah","red-team"],"options":{"A":"one-week rotations","B":"three-day rotations"},"stances":[["Dana","supports","B"],["Eli","supports","B"],["Farah","opposes","B"],["Farah","supports","A"]],"risks":["B"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m19-ko-candidate-inline-decision-bullet.md', {"personas":["유진","재원","세무사","red-team"],"options":{"A":"싱가포르 법인","B":"미국 델라웨어 법인"},"stances":[["유진","supports","A"],["재원","supports","B"],["세무사","supports","A"]],"risks":["B","A"],"decision":"A","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m20-en-rubric-mismatch.md', {"personas":["Noor","Pavel","red-team"],"options":{"A":"Docusaurus","B":"MkDocs"},"stances":[["Noor","supports","A"],["Pavel","supports","B"]],"risks":["A"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
  ['m21-ko-adhoc-paren-evaluation.md', {"personas":["보람","현우","법무 검토자 (즉석)","red-team"],"options":{"A":"사내 분석","B":"외부 위탁"},"stances":[["보람","supports","B"],["현우","opposes","B"],["법무 검토자 (즉석)","mentions","B"],["법무 검토자 (즉석)","opposes","A"]],"risks":["B"],"decision":"B","goals":true,"notInterpreted":[],"selfCheck":5}],
];

function read(name: string) {
  const result = processDebate(corpus(name), 'corpus' as DebateSlug);
  if (!result.ok) throw new Error(`${name} did not parse: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}

/** The graph as a reader sees it: personas, titled options, stances by speaker, risks → options, decision → option. */
function summarise(graph: DebateGraph, document: MinutesDocument) {
  const label = (id: string) => graph.nodes.find((n) => n.id === id)!.label;
  // The key is the node's id (`option-b`); its label keeps the meeting's own form (`B안: …`).
  const letter = (id: string) => id.replace(/^option-/, '').toUpperCase();
  const title = (key: string) => document.minutes.options.find((o) => o.key === key)?.title ?? '';
  const isPersona = (id: string) => graph.nodes.find((n) => n.id === id)?.type === 'persona';
  const speakerOf = (claim: string) => label(graph.edges.find((e) => e.target === claim && e.type === 'supports' && isPersona(e.source))!.source);
  const decision = graph.edges.find((e) => e.source === 'decision' && e.type === 'supports');
  return {
    personas: graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label),
    options: Object.fromEntries(graph.nodes.filter((n) => n.id.startsWith('option-')).map((n) => [letter(n.id), title(letter(n.id))])),
    stances: graph.edges.filter((e) => e.source.startsWith('opinion-') && e.target.startsWith('option-')).map((e) => [speakerOf(e.source), e.type, letter(e.target)]),
    risks: graph.nodes.filter((n) => n.id.startsWith('risk-')).map((n) => {
      const edge = graph.edges.find((e) => e.source === n.id && e.type === 'opposes');
      return edge ? letter(edge.target) : null;
    }),
    decision: document.minutes.decision ? (decision ? letter(decision.target) : 'none') : document.minutes.hold ? 'hold' : null,
    goals: document.goalCheck.every((c) => c.passed),
    notInterpreted: document.minutes.lineAccount.notInterpreted,
  };
}

describe('the minutes corpus', () => {
  it('has at least 20 fixtures, every one asserted below', () => {
    const files = readdirSync(fixturePath('minutes/corpus')).filter((f) => f.endsWith('.md')).sort();
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(EXPECTED.map(([name]) => name)).toEqual(files);
  });

  for (const [name, expected] of EXPECTED) {
    it(`${name}: personas, titled options, stances, risks → options, decision → option`, () => {
      const record = read(name);
      const document = record.document as MinutesDocument;
      const { selfCheck: passedChecks, ...rest } = expected;
      expect(summarise(record.graph, document)).toEqual(rest);
      expect(record.selfCheck.filter((c) => c.passed).length).toBe(passedChecks);
      expectValidLog(minutesToLog(document.minutes));
    });
  }
});

describe('variants the corpus pins down', () => {
  const minutes = (name: string) => (read(name).document as MinutesDocument).minutes;

  it('keeps ad-hoc experts declared in the frontmatter, in Korean and English, with their opinions', () => {
    expect(minutes('m01-ko-frontmatter-adhoc.md').participants.find((p) => p.name === '접근성 전문가')).toMatchObject({ adHoc: true, role: '즉석 전문가', origin: 'frontmatter' });
    expect(minutes('m02-en-adhoc-bullets.md').participants.find((p) => p.name === 'security auditor')).toMatchObject({ adHoc: true, role: 'ad-hoc expert' });
    expect(minutes('m02-en-adhoc-bullets.md').facts.participants).toEqual(['product-lead', 'infra-lead', 'security auditor (ad-hoc expert)']);
    // One not declared anywhere, marked "(즉석)" in R2, is an ad-hoc persona too.
    expect(minutes('m21-ko-adhoc-paren-evaluation.md').participants.find((p) => p.name.startsWith('법무'))).toMatchObject({ adHoc: true, origin: 'opinion' });
  });

  it('reads `role: name` participants and matches the speaker by name or "name (role)"', () => {
    const m = minutes('m07-ko-role-name.md');
    expect(m.participants.map((p) => [p.name, p.role])).toEqual([['정민', '사회'], ['한결', '기록'], ['윤아', '레드팀']]);
    expect(m.opinions.map((o) => o.participant)).toEqual(['정민', '한결', '윤아']);
    // The red team is the participant whose role says so: no extra red-team persona.
    expect(read('m07-ko-role-name.md').graph.edges.filter((e) => e.target.startsWith('risk-')).map((e) => e.source)).toEqual(['p-윤아', 'p-윤아']);
  });

  it('reads rosters in R0 (a line or a list) and in R2', () => {
    expect(minutes('m03-ko-roster-hold-oneline.md').participants.map((p) => [p.name, p.origin])).toEqual([['김하나', 'roster'], ['이도윤', 'roster'], ['박서준', 'roster']]);
    expect(minutes('m18-en-roster-r0-list.md').participants.map((p) => [p.name, p.origin, p.line])).toEqual([['Dana', 'roster', 10], ['Eli', 'roster', 11], ['Farah', 'roster', 12]]);
    expect(minutes('m17-ko-r2-roster-wikilinks.md').participants.map((p) => p.origin)).toEqual(['roster', 'roster', 'roster']);
  });

  it('reads a hold whose reason and resume condition share one line, separated by "—", ";" or "-"', () => {
    expect(minutes('m03-ko-roster-hold-oneline.md').hold).toMatchObject({ reason: '견적이 아직 오지 않았다', resumeCondition: '두 업체 견적 수령 후' });
    expect(minutes('m06-en-hold-dashes.md').hold).toMatchObject({ reason: 'legal has not cleared the third-party fonts', resumeCondition: 'counsel signs off on the font licences' });
    expect(minutes('m11-ko-english-titles-hold-r7.md').hold).toMatchObject({ reason: '성능 측정이 끝나지 않았다', resumeCondition: '11월 벤치마크 결과 공유 후' });
    expect(minutes('m12-en-hold-own-lines-r7.md').hold).toMatchObject({ text: 'On hold.', reason: 'we do not know how many partners still call v1.', resumeCondition: 'the traffic report for December is in.' });
    expect(minutes('m05-ko-table-opinions-hold.md').hold).toMatchObject({ reason: '교육 담당자를 아직 정하지 못했다.', resumeCondition: '6월 조직 개편 발표 후.' });
  });

  it('keeps the decision text without its list marker and names the chosen option in the rubric', () => {
    for (const name of EXPECTED.map(([n]) => n)) {
      const decision = minutes(name).decision;
      if (decision) expect(decision.text, name).not.toMatch(/^[-*+] /);
    }
    expect(minutes('m19-ko-candidate-inline-decision-bullet.md').decision?.text).toBe('후보 A 채택 — 이유: 고객과 세율 모두 유리하다.');
    expect(minutes('m15-ko-opposes.md').rubric?.chosen).toBe('A');
    expect(minutes('m08-en-bold-colon-rubric-rows.md').rubric).toMatchObject({ chosen: 'B', options: [{ key: 'A', label: 'in-process LRU', total: 8 }, { key: 'B', label: 'shared Redis', total: 8 }] });
  });

  it('reads scores written 4, 4/5 and 4점, options as rows or columns, with or without a total', () => {
    expect(minutes('m01-ko-frontmatter-adhoc.md').rubric?.options.map((o) => [o.key, o.scores, o.total])).toEqual([['A', [1, 5], 6], ['B', [5, 3], 8], ['C', [3, 4], 7]]);
    expect(minutes('m10-en-against-risks-fraction-scores.md').rubric?.options.map((o) => [o.key, o.scores, o.total])).toEqual([['A', [4, 1], 5], ['B', [2, 5], 7]]);
    expect(minutes('m03-ko-roster-hold-oneline.md').rubric?.criteria).toEqual(['비용', '운영']);
  });

  it('warns, located, when the decision chose another option than the rubric\'s top score', () => {
    expect(read('m20-en-rubric-mismatch.md').warnings).toContainEqual(expect.objectContaining({
      code: 'minutes-rubric', line: 31, message: "the decision chose option B, but the rubric's highest total is option A",
    }));
    expect(read('m01-ko-frontmatter-adhoc.md').warnings).toEqual([]);
  });

  it('carries the line, round and speaker each node and edge came from (provenance)', () => {
    const { graph } = read('m01-ko-frontmatter-adhoc.md');
    const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
    expect(node('opinion-서하').source).toEqual({ line: 27, round: 2, speaker: '서하' });
    expect(node('option-b').source).toEqual({ line: 18 });
    expect(node('risk-1').source).toEqual({ line: 41, round: 5 });
    expect(node('decision').source).toEqual({ line: 54, round: 7 });
    expect(node('p-접근성-전문가').source).toEqual({ line: 9, speaker: '접근성 전문가' });
    const stance = graph.edges.find((e) => e.source === 'opinion-도윤' && e.target === 'option-a')!;
    expect(stance.provenance).toEqual({ line: 33, round: 2, speaker: '도윤', quote: 'A안은 문제를 그대로 두므로 반대한다.' });
    expect(stance.reading).toBe('read');
    for (const e of graph.edges.filter((x) => !x.derived)) expect(e.provenance?.line, `${e.source} → ${e.target}`).toBeGreaterThan(0);
    for (const n of graph.nodes) expect(n.source?.line, n.id).toBeGreaterThan(0);
  });
});

describe('every line is accounted for', () => {
  const folders = ['minutes', 'minutes/corpus'];
  for (const folder of folders) {
    for (const name of readdirSync(fixturePath(folder)).filter((f) => f.endsWith('.md')).sort()) {
      it(`${folder}/${name}: each non-empty line is read into the record or listed as not interpreted`, () => {
        const source = fixtureIn(folder)(name);
        expectEveryLineAccounted(source, parseMinutes(source), 'minutes-not-interpreted');
      });
    }
  }

  it('lists unknown sections and stray text by line, and says so in one warning', () => {
    const record = read('m14-en-unknown-sections.md');
    const m = (record.document as MinutesDocument).minutes;
    expect(m.notInterpreted.map((l) => [l.line, l.text, l.section])).toEqual([
      [8, 'A short note written before the meeting.', 'Quarterly planning format'],
      [23, '## Appendix: raw notes', 'Appendix: raw notes'],
      [25, 'Someone mentioned the whiteboard again.', 'Appendix: raw notes'],
      [26, 'The coffee was cold.', 'Appendix: raw notes'],
    ]);
    expect(record.warnings).toContainEqual(expect.objectContaining({ code: 'minutes-not-interpreted', line: 8, message: expect.stringContaining('lines 8, 23, 25–26') }));
  });
});

describe('limits', () => {
  it('refuses frontmatter nested 5,000 deep with a located limit, not a stack overflow', () => {
    let yaml = '';
    for (let i = 0; i < 5000; i++) yaml += `${' '.repeat(i)}k:\n`;
    const block = splitFrontmatter({ file: 'deep.md', text: `---\n${yaml}---\n## R7 Decision\n` });
    expect(block.ok).toBe(false);
    expect(block.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'frontmatter', line: 34, message: expect.stringContaining('nested more than 32 levels') })]);
    const flow = splitFrontmatter({ file: 'deep.md', text: `---\na: ${'['.repeat(5000)}${']'.repeat(5000)}\n---\n` });
    expect(flow.diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 2 })]);
    expect(JSON.stringify([block.diagnostics, flow.diagnostics])).not.toContain('call stack');
  });

  it('keeps a frontmatter 30 levels deep', () => {
    let yaml = '';
    for (let i = 0; i < 30; i++) yaml += `${' '.repeat(i)}k:\n`;
    expect(splitFrontmatter({ file: 'ok.md', text: `---\n${yaml}${' '.repeat(30)}leaf\n---\n` }).ok).toBe(true);
  });
});

// Kept apart so that a stray readFileSync import is used: the corpus files are UTF-8 text.
it('the corpus is UTF-8 text without a byte-order mark', () => {
  for (const name of EXPECTED.map(([n]) => n)) expect(readFileSync(fixturePath(`minutes/corpus/${name}`))[0]).not.toBe(0xef);
});
