// Options named by words, not by a letter or a number (docs/formats.md, "Named options"):
// where a list or a table defines them, the forms that name one later (its whole name, a
// nickname set off in quotes, a distinctive word of its name), and the labels kept as the
// meeting writes them. Read through the whole minutes parser.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { namingForms } from '../../../../src/lib/formats/minutes/namedOptions.ts';
import { textSource } from '../../fixtureSource.ts';

function read(body: string) {
  const result = processDebate(textSource('m.md', `---\ntype: meeting\n---\n${body}\n`), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const { minutes } = result.value.document as MinutesDocument;
  const label = new Map(result.value.graph.nodes.map((n) => [n.id as string, n.label]));
  return {
    options: minutes.options.map((o) => `${o.key}=${o.title}`),
    labels: minutes.options.map((o) => label.get(`option-${o.key.toLowerCase()}`)),
    stances: minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option}`)),
    notInterpreted: minutes.notInterpreted.map((l) => l.line),
  };
}

describe('options named by words', () => {
  it('a list after a lead line that speaks of options defines them; a stance names one by its name', () => {
    const r = read('## R1 Problem\nOptions on the table:\n\n1. **Keep polling** — tune the interval\n2. **Kafka** — a topic per collection\n\n## R2 Opinions\n### ana\nI back Kafka.\n### ben\nKeep polling is the safer choice.');
    expect(r.options).toEqual(['1=Keep polling', '2=Kafka']);
    expect(r.labels).toEqual(['Keep polling', 'Kafka']);
    expect(r.stances).toEqual(['ana supports 2', 'ben supports 1']);
  });

  it('a meeting may name more than nine options; the tenth and eleventh are named and argued over like the first', () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo'];
    const r = read(`## R1 Problem\nOptions:\n${names.map((n) => `- **${n}** — one way`).join('\n')}\n\n## R2 Opinions\n### ana\nI back Kilo.\n### ben\nJuliet is a non-starter.`);
    expect(r.options).toHaveLength(11);
    expect(r.options.slice(9)).toEqual(['10=Juliet', '11=Kilo']);
    expect(r.stances).toEqual(['ana supports 11', 'ben opposes 10']);
  });

  it('a list whose items open with bold names needs no lead line; a nickname in quotes names its option', () => {
    const r = read('## R1 Problem\n- **Postgres LISTEN/NOTIFY** — use the database ("the notify route")\n- **Kafka** — brokers\n\n## R2 Opinions\n### ana\nMy preference is the notify route.');
    expect(r.stances).toEqual(['ana supports 1']);
  });

  it('a table of options (`| 선택지 | 내용 |`) defines them by their first cell', () => {
    const r = read('## R1 문제 정의\n| 선택지 | 내용 |\n|---|---|\n| 단일 저장소 유지 | 지금 구조 그대로 |\n| 책별 분리 | 권마다 하나 |\n\n## R2 독립 의견\n### 민\n저는 책별 분리를 지지합니다.');
    expect(r.options).toEqual(['1=단일 저장소 유지', '2=책별 분리']);
    expect(r.stances).toEqual(['민 supports 2']);
  });

  it('a plain list is options only when the meeting names them again; a list of points is not', () => {
    expect(read('## R1 Problem\n- latency is too high\n- builds are wasted\n\n## R2 Opinions\n### ana\nI support moving on.').options).toEqual([]);
    expect(read('## R1 問題定義\n- 全面公開(Web)\n- 社内限定(現状)\n\n## R2 独立意見\n### 佐藤\n全面公開に賛成。\n### 林\n社内限定が妥当だ。').stances).toEqual(['佐藤 supports 1', '林 supports 2']);
  });

  it('a distinctive word names its option; a word two names share names neither', () => {
    const forms = namingForms([{ key: '1', name: 'Managed Kafka' }, { key: '2', name: 'Self-hosted Kafka' }]);
    expect(forms.map((f) => f.forms)).toEqual([['managed kafka', 'managed'], ['self-hosted kafka', 'self-hosted']]);
    expect(namingForms([{ key: '1', name: '全量迁移' }, { key: '2', name: '灰度迁移' }]).map((f) => f.forms)).toEqual([['全量迁移', '全量'], ['灰度迁移', '灰度']]);
  });

  it('the verb of a condition before an option is not a stance', () => {
    const r = read('## R1 Problem\n- **Free-form notes** — prose\n- **Keep a Changelog** — sections\n\n## R2 Opinions\n### ana\nIf we go with free-form notes I would veto it.');
    expect(r.stances).toEqual(['ana mentions 1']);
  });
});

describe('section headings', () => {
  it('bold lines, numbered and native headings, "Round N" and 第N轮 find their round', () => {
    const r = read('**R1 Problem.** Pick one.\n\n**Options**\n- **Alpha** — a\n- **Beta** — b\n\n**R2 Independent opinions**\n\n**ana**: I support Alpha.\n\n## 第3轮 发散\n- 分歧\n\n## 4. 交差質問\n- q\n\n## Round 5: pre-mortem\n- Beta broke.');
    expect(r.options).toEqual(['1=Alpha', '2=Beta']);
    expect(r.stances).toEqual(['ana supports 1']);
    expect(r.notInterpreted).toEqual([]);
  });
});

describe('option labels as the meeting writes them', () => {
  it('keeps `B안`, `案2`, `方案二` and a bare letter over a Korean title; English stays `Option A`', () => {
    expect(read('## R1 문제\n- A안: 현행 유지\n- B안: 전면 개편').labels).toEqual(['A안: 현행 유지', 'B안: 전면 개편']);
    expect(read('## R1 問題\n- 案1：毎日\n- 案2：週次').labels).toEqual(['案1：毎日', '案2：週次']);
    expect(read('## R1 问题\n- 方案一：全量迁移\n- 方案二：灰度迁移').labels).toEqual(['方案一：全量迁移', '方案二：灰度迁移']);
    expect(read('## R1 문제\n- A: 현행 유지\n- B: 전면 개편').labels).toEqual(['A: 현행 유지', 'B: 전면 개편']);
    expect(read('## R1 Problem\n- A: keep it\n- Option B: split it').labels).toEqual(['Option A: keep it', 'Option B: split it']);
  });
});

describe('a pre-mortem risk names a named option by its whole name only', () => {
  const riskEdges = (risks: string) => {
    const body = '## R1 Problem\nOptions:\n- **外部委託** — 専門業者\n- **内製** — 用語担当が作る\n- **Paged.js** — open source\n\n## R2 Opinions\n### ana\nNo view.\n\n## R5 Pre-mortem\n' + risks;
    const result = processDebate(textSource('m.md', `---\ntype: meeting\n---\n${body}\n`), 'm' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const label = new Map(result.value.graph.nodes.map((n) => [n.id as string, n.label]));
    return result.value.graph.edges.filter((e) => e.type === 'opposes').map((e) => `${e.reading} ${e.provenance?.line} ${label.get(e.target)}`);
  };
  it('each story writing one option\'s whole name opposes it (read), at its line', () => {
    expect(riskEdges('- 外部委託した索引が用語集と食い違った。\n- 内製を選んだが、刊行が一か月遅れた。\n- Paged.js was adopted; the patch broke.')).toEqual(['read 15 外部委託', 'read 16 内製', 'read 17 Paged.js']);
  });
  it('a pre-mortem told in prose, no list or table, is one story a line', () => {
    expect(riskEdges('red-team: 外部委託した索引が用語集と食い違った。\nSecond story: Paged.js was adopted; the patch broke.')).toEqual(['read 15 外部委託', 'read 16 Paged.js']);
  });
  it('a story naming two options, a word inside another word, or none opposes nothing', () => {
    expect(riskEdges('- 外部委託も内製も遅れた。\n- The Paged.jsx fork rotted.\n- 全部遅れた。')).toEqual([]);
  });
});
