// How a transcript is read (issue 26): a status line or an "unchanged" refined position,
// in English, Japanese, Korean or Chinese, is a field of its turn and never a claim; a
// concession is a `concedes` relation to the point conceded, never support of the
// opponent's whole position; a live disagreement written as one sentence naming A's view
// and then B's keeps both attributions; every relation carries its lines, round, speaker,
// quoted clause and reading.
import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { statusLine, turnHeader, unquotedPaste } from '../../../../src/lib/formats/transcript/headers.ts';
import { parseTranscript } from '../../../../src/lib/formats/transcript/parse.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { concededClause, grantedPart, rejoinderClause, saysUnchanged } from '../../../../src/lib/formats/transcript/reading.ts';
import { classifyEngagement } from '../../../../src/lib/formats/transcript/turns.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import { fixtureIn, fixturePath } from '../../fixtureSource.ts';
import { expectEveryLineAccounted } from '../../lineAccounting.ts';

describe('status lines, in four languages, are fields of their turn', () => {
  const cases: Array<[string, 'DONE' | 'CONTINUE', string]> = [
    ['## Status: DONE', 'DONE', ''],
    ['STATUS: CONTINUE — position unchanged', 'CONTINUE', 'position unchanged'],
    ['**Status:** CONTINUE — cost still open', 'CONTINUE', 'cost still open'],
    ['## Status: CONTINUE — 立場は変わらず', 'CONTINUE', '立場は変わらず'],
    ['## ステータス：DONE — 論点は出尽くした。', 'DONE', '論点は出尽くした。'],
    ['ステータス: 継続 — 立場は変わらず', 'CONTINUE', '立場は変わらず'],
    ['## 상태: 계속 — 입장 변화 없음', 'CONTINUE', '입장 변화 없음'],
    ['상태: 완료', 'DONE', ''],
    ['## 状态：继续 — 立场不变', 'CONTINUE', '立场不变'],
    ['状态：结束', 'DONE', ''],
    ['CONTINUE — 立場は変わらず', 'CONTINUE', '立場は変わらず'],
  ];
  for (const [line, kind, rest] of cases) {
    it(`reads ${JSON.stringify(line)}`, () => expect(statusLine(line)).toEqual({ kind, rest }));
  }
  it('is no status line when a sentence merely uses the word', () => {
    expect(statusLine('Done right, this costs a day.')).toBeNull();
    expect(statusLine('The status of the migration is unclear.')).toBeNull();
    // A bracketed token that does not end its label is prose.
    expect(statusLine('Phase 1 of the rollout (DONE) proved the cache; phase 2 is where B fails.')).toBeNull();
    expect(statusLine('> 判断：打ち止め（DONE）')?.kind).toBe('DONE');
  });

  const unchanged = ['unchanged', 'Unchanged: trunk-based for everything.', '立場は変わらず。全ツールを統一する。', '変更なし', '입장 변화 없음', '변경 없음', '立场不变。', '保持不变',
    // Round 7, blind: "as in round N" and other plain ways of saying it.
    'Same as round 2.', '5라운드와 같음.', '第3ラウンドのまま。', '同第2轮。', '입장 그대로. Lit 한 벌로 덮는다.', '달라진 것 없음.', '保持原立场，不做调整。', '没变。',
    // Probe 28 (t05): German.
    'Unverändert.', 'Keine Änderung.', 'Position unverändert.', 'Wie in Runde 1.'];
  for (const text of unchanged) it(`${JSON.stringify(text)} says the position is unchanged`, () => expect(saysUnchanged(text)).toBe(true));
  for (const text of ['Trunk-based, with a review window.', '全ツールを SSO に統一する。', '금요일 배포를 막는다.', '保留周会。', 'Java 21 mit Records, ab sofort.']) {
    it(`${JSON.stringify(text)} is a new position`, () => expect(saysUnchanged(text)).toBe(false));
  }
});

describe('concessions: the clause that concedes, never its other half', () => {
  const cases: Array<[string, string | null]> = [
    ['I concede the cost point, but the latency argument stands.', 'I concede the cost point'],
    ['We accept that flags pile up as debt.', 'We accept that flags pile up as debt'],
    ['B is right that YAML must use spaces; the Go code is another matter.', 'B is right that YAML must use spaces'],
    ['連携工数の点は認めるが、退職者対応の漏れの方が高くつく。', '連携工数の点は認める'],
    ['監査ログの利点は認めます。', '監査ログの利点は認めます'],
    ['我承认新人需要面对面的交流，但这可以放在一对一里。', '我承认新人需要面对面的交流'],
    ['롤백이 빠르다는 점은 인정한다. 하지만 마이그레이션은 롤백이 안 된다.', '롤백이 빠르다는 점은 인정한다'],
    ['비용 문제는 인정하지만 일정이 더 중요하다.', '비용 문제는 인정하지만'],
    ['단일 CI 큐가 느리다는 점은 인정하지만, 캐시로 해결된다.', '단일 CI 큐가 느리다는 점은 인정하지만'],
    // Negated cues concede nothing; a bullet with no cue concedes nothing.
    ['I do not concede the cost point.', null],
    ['監査の観点では A の主張は認めない。', null],
    ['我不承认这一点。', null],
    ['그 주장은 인정하지 않는다.', null],
    ['Flags pile up as debt.', null],
    ['The access is granted by the admin.', null],
    // A question asks for a concession and makes none (probe 22 row 12).
    ['B, do you concede that releases get slower?', null],
    ['監査ログの利点は認めますか？', null],
    ['Do you accept that? I concede the cost point.', 'I concede the cost point'],
    // A question tagged on after a concession leaves it (review).
    ["I concede that releases get slower, don't I?", "I concede that releases get slower, don't I?"],
    ['我承认迁移需要两周，对吧？', '我承认迁移需要两周，对吧？'],
    ['認めます、移行には二週間かかりますね？', '認めます、移行には二週間かかりますね？'],
    // Asking the other side to concede, with a tag, concedes nothing (review 2).
    ['B, you concede the CI queue is slow, right?', null],
    ['You conceded the queue is slow, didn’t you?', null],
    // A concession under a condition concedes nothing now (probe 31 t04); "even if" still does.
    ['線引きを登壇者に任せるなら、Aの案は認めます。', null],
    ['If the budget holds, I concede the latency point.', null],
    ['비용이 줄어든다면, 그 점은 인정한다.', null],
    ['如果预算够，我承认这一点。', null],
    ['Even if the budget holds, I concede the latency point.', 'Even if the budget holds, I concede the latency point'],
  ];
  for (const [text, clause] of cases) it(`${JSON.stringify(text)} → ${JSON.stringify(clause)}`, () => expect(concededClause(text)).toBe(clause));

  it('reads labelled engagement bullets in every language', () => {
    expect(classifyEngagement('譲歩: 監査ログの利点は大きい。')).toEqual({ kind: 'concede', text: '監査ログの利点は大きい。' });
    expect(classifyEngagement('攻击：周会上一半的时间在念进度。')).toEqual({ kind: 'attack', text: '周会上一半的时间在念进度。' });
    expect(classifyEngagement('공격: 금요일 금지는 월요일에 배포를 몰리게 한다.')).toEqual({ kind: 'attack', text: '금요일 금지는 월요일에 배포를 몰리게 한다.' });
    expect(classifyEngagement('**Concede:** YAML must use spaces.')).toEqual({ kind: 'concede', text: 'YAML must use spaces.' });
  });
});

describe('a live disagreement in one sentence keeps both attributions', () => {
  const views = (text: string) => statedViews([{ text, line: 4 }], ['Agent A', 'Agent B']).map((v) => [v.agent, v.text]);
  it('Japanese: Aは…と考え、Bは…と主張する', () => {
    expect(views('Aは全ツールの統一が漏れを防ぐと考え、Bは連携の工数は見合わないと主張する。')).toEqual([
      ['A', 'Aは全ツールの統一が漏れを防ぐと考え'], ['B', 'Bは連携の工数は見合わないと主張する'],
    ]);
  });
  it('Chinese: A认为…，而B主张…', () => {
    expect(views('A认为书面周报足以同步进度，而B主张周会是唯一能发现阻塞的场合。')).toEqual([
      ['A', 'A认为书面周报足以同步进度'], ['B', 'B主张周会是唯一能发现阻塞的场合'],
    ]);
  });
  it('Korean: A는 …라고 보고, B는 …를 주장한다', () => {
    expect(views('A는 전체를 막아야 한다고 보고, B는 일부는 허용해야 한다고 주장한다.')).toEqual([
      ['A', 'A는 전체를 막아야 한다고 보고'], ['B', 'B는 일부는 허용해야 한다고 주장한다'],
    ]);
  });
  it('with a space between the letter and its particle or verb: "A は…、B は…", "A 认为…，而 B 坚持…"', () => {
    expect(views('A は本数を重視し、B はサイトの印象を重視する。')).toEqual([
      ['A', 'A は本数を重視し'], ['B', 'B はサイトの印象を重視する'],
    ]);
    expect(views('A 认为托管版能兼顾成本，而 B 坚持集成更重要。')).toEqual([
      ['A', 'A 认为托管版能兼顾成本'], ['B', 'B 坚持集成更重要'],
    ]);
  });
  it('a contrast joins the two views: "whereas B holds …", "…と考えるのに対し、B は…としている", "…고 보는 반면, B는…"', () => {
    expect(views('A thinks the migration is certain, whereas B holds that it depends on the spike.')).toEqual([
      ['A', 'A thinks the migration is certain'], ['B', 'B holds that it depends on the spike'],
    ]);
    expect(views('A wants a rewrite while B prefers a patch.')).toEqual([['A', 'A wants a rewrite'], ['B', 'B prefers a patch']]);
    expect(views('A は大半を内製できると考えるのに対し、B は新刊は外注すべきだとしている。')).toEqual([
      ['A', 'A は大半を内製できると考えるのに対し'], ['B', 'B は新刊は外注すべきだとしている'],
    ]);
    expect(views('A는 비교하면 AsciiDoc 이 이긴다고 보는 반면, B는 Markdown 으로 충분하다고 본다.')).toEqual([
      ['A', 'A는 비교하면 AsciiDoc 이 이긴다고 보는 반면'], ['B', 'B는 Markdown 으로 충분하다고 본다'],
    ]);
  });
  it('a negated view verb states no view: "B no longer holds …", "考えていない", "보지 않는다", "不认为"', () => {
    expect(views('A thinks the migration is certain, whereas B no longer holds that it depends on the spike.')).toEqual([
      ['A', 'A thinks the migration is certain'],
    ]);
    expect(views('A does not think the spike matters.')).toEqual([]);
    expect(views('B は外注すべきだとは考えていない。')).toEqual([]);
    expect(views('B는 Markdown 으로 충분하다고 보지 않는다.')).toEqual([]);
    expect(views('B 并不认为集成问题应在 CI 中发现。')).toEqual([]);
  });
  it('a view framed by a condition or a report is no side\u2019s stated view', () => {
    expect(views('If the spike fails, B holds that Jekyll stays.')).toEqual([]);
    expect(views('According to A, B holds that Jekyll stays.')).toEqual([]);
    expect(views('A says B holds that Jekyll stays.')).toEqual([]);
    expect(views('予算が通れば、B は外注すべきだとしている。')).toEqual([]);
    expect(views('A によれば、B は外注すべきだと考えている。')).toEqual([]);
    expect(views('비교 결과가 나오면, B는 Markdown 으로 충분하다고 본다.')).toEqual([]);
    expect(views('如果预算通过的话，B 认为应当外包。')).toEqual([]);
    expect(views('A 说 B 认为应当外包。')).toEqual([]);
  });
  it('a sentence that names no side is nobody\u2019s view', () => {
    expect(views('予算の配分はまだ決まっていない。')).toEqual([]);
    expect(views('预算仍未确定。')).toEqual([]);
  });
});

const transcripts = fixtureIn('transcripts');
function read(name: string) {
  const result = processDebate(transcripts(name), 'fixture' as DebateSlug);
  if (!result.ok) throw new Error(`${name} did not parse`);
  return result.value;
}
const edges = (name: string) => read(name).graph.edges.filter((e) => !e.derived).map((e) => [e.source, e.type, e.target, e.reading, e.provenance?.line, e.provenance?.quote]);

describe('a Japanese transcript whose replies end in "position unchanged" status lines', () => {
  const name = 'ja-status-lines-concession.md';
  it('invents no claim from a status line or an unchanged position', () => {
    const { graph } = read(name);
    expect(graph.nodes.filter((n) => n.type === 'claim').map((n) => [n.id, n.label])).toEqual([
      ['a-r1-position', '全社内ツールの認証を SSO に統一する。'],
      ['b-r1-position', '重要度の低いツールは個別認証のままにする。'],
      ['a-r2-concedes-1', '連携工数の点は認める'],
      ['b-r2-concedes-1', '監査ログが一か所に集まる利点は大きい。'],
      ['converged', '監査ログは SSO に集約する。'],
      ['live-disagreement-1', 'Aは全ツールの統一が退職者対応の漏れを防ぐと考え'],
      ['live-disagreement-2', 'Bは低重要度のツールまで連携する工数は見合わないと主張する'],
    ]);
    const t = (read(name).document as TranscriptDocument).transcript;
    expect(t.rounds.slice(1).flatMap((r) => [r.turns.A!.status?.kind, r.turns.B!.status?.kind])).toEqual(['CONTINUE', 'CONTINUE', 'DONE', 'DONE']);
    expect(t.rounds.slice(1).every((r) => r.turns.A!.positionUnchanged && r.turns.B!.positionUnchanged)).toBe(true);
    expect(t.ending.kind).toBe('mutual-done');
  });

  it('draws each relation with its line, quoted clause and reading; a concession concedes the point', () => {
    expect(edges(name)).toEqual([
      ['agent-a', 'supports', 'a-r1-position', 'stated', 11, '全社内ツールの認証を SSO に統一する。'],
      ['agent-b', 'supports', 'b-r1-position', 'stated', 19, '重要度の低いツールは個別認証のままにする。'],
      ['agent-a', 'opposes', 'b-r1-position', 'stated', 27, '二日という見積もりは SAML 対応済みのツールでは半日で済む。'],
      ['agent-a', 'concedes', 'a-r2-concedes-1', 'read', 28, '連携工数の点は認める'],
      // "…は認めるが、Y": Y turns back against B's position (probe 24 row 27).
      ['agent-a', 'opposes', 'b-r1-position', 'read', 28, '退職者対応の漏れの方が高くつく'],
      ['agent-b', 'opposes', 'a-r1-position', 'stated', 38, '退職者対応は棚卸しスクリプトで自動化できる。'],
      ['agent-b', 'concedes', 'b-r2-concedes-1', 'stated', 39, '監査ログが一か所に集まる利点は大きい。'],
      ['agent-a', 'supports', 'converged', 'stated', 69, '監査ログは SSO に集約する。'],
      ['agent-b', 'supports', 'converged', 'stated', 69, '監査ログは SSO に集約する。'],
      ['agent-a', 'supports', 'live-disagreement-1', 'stated', 71, 'Aは全ツールの統一が退職者対応の漏れを防ぐと考え'],
      ['agent-b', 'supports', 'live-disagreement-2', 'stated', 71, 'Bは低重要度のツールまで連携する工数は見合わないと主張する'],
    ]);
    const concession = read(name).graph.edges.find((e) => e.type === 'concedes')!;
    expect(concession.provenance).toEqual({ line: 28, round: 2, speaker: 'SSO 統一', quote: '連携工数の点は認める' });
  });

  it('accounts for the status lines as fields and the bullets with a stance as relations', () => {
    const { lineAccount } = (read(name).document as TranscriptDocument).transcript;
    expect(lineAccount.readAs?.relation).toEqual([27, 28, 38, 39]);
    expect(lineAccount.readAs?.node).toEqual([11, 19, 69, 71, 73]);
    for (const statusLineNumber of [33, 44, 52, 62]) expect(lineAccount.readAs?.field).toContain(statusLineNumber);
    expect(lineAccount.notInterpreted).toEqual([]);
  });
});

describe('Chinese and Korean transcripts', () => {
  it('read status lines, unchanged positions, a concession and the one-sentence disagreement', () => {
    expect(edges('zh-status-lines-concession.md').filter((e) => e[1] !== 'supports' || String(e[2]).startsWith('live'))).toEqual([
      ['agent-a', 'opposes', 'b-r1-position', 'stated', 20, '周会上一半的时间在念进度。'],
      ['agent-a', 'concedes', 'a-r2-concedes-1', 'read', 21, '我承认新人需要面对面的交流'],
      ['agent-b', 'opposes', 'a-r1-position', 'stated', 31, '书面周报没人读。'],
      ['agent-a', 'supports', 'live-disagreement-1', 'stated', 58, 'A认为书面周报足以同步进度'],
      ['agent-b', 'supports', 'live-disagreement-2', 'stated', 58, 'B主张周会是唯一能发现阻塞的场合'],
    ]);
    expect(edges('ko-status-lines-concession.md').filter((e) => e[1] !== 'supports' || String(e[2]).startsWith('live'))).toEqual([
      ['agent-a', 'opposes', 'b-r1-position', 'stated', 20, '주말 장애 대응 인력이 없다.'],
      ['agent-a', 'concedes', 'a-r2-concedes-1', 'read', 21, '롤백이 빠르다는 점은 인정한다'],
      // What turns back after the concession ("하지만 …") opposes B's position, read.
      ['agent-a', 'opposes', 'b-r1-position', 'read', 21, '데이터 마이그레이션은 롤백이 안 된다'],
      ['agent-b', 'opposes', 'a-r1-position', 'stated', 31, '금요일 금지는 월요일에 배포를 몰리게 한다.'],
      ['agent-a', 'supports', 'live-disagreement-1', 'stated', 58, 'A는 금요일 배포 전체를 막아야 한다고 보고'],
      ['agent-b', 'supports', 'live-disagreement-2', 'stated', 58, 'B는 마이그레이션 없는 배포는 허용해야 한다고 주장한다'],
    ]);
    for (const name of ['zh-status-lines-concession.md', 'ko-status-lines-concession.md']) {
      const claims = read(name).graph.nodes.filter((n) => n.type === 'claim').map((n) => n.id);
      expect(claims.filter((id) => /-r[2-9]-position$/.test(id)), name).toEqual([]);
    }
  });
});

/** Every .md file under tests/fixtures/transcripts, in any subfolder (corpus/ included). */
function transcriptFixtures(folder = 'transcripts'): string[] {
  return readdirSync(fixturePath(folder)).sort().flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(fixturePath(path)).isDirectory()) return transcriptFixtures(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

describe('zero unaccounted lines in every transcript fixture', () => {
  const all = transcriptFixtures();
  it('covers the corpus', () => expect(all.filter((p) => p.startsWith('transcripts/corpus/')).length).toBeGreaterThanOrEqual(10));
  for (const path of all) {
    it(`${path}: every non-blank line is a node, a relation, a field, or not interpreted with a reason`, () => {
      const folder = path.slice(0, path.lastIndexOf('/'));
      const source = fixtureIn(folder)(path.slice(folder.length + 1));
      const result = parseTranscript(source);
      expectEveryLineAccounted(source, result, 'transcript-not-interpreted');
      if (!result.ok) return;
      const { lineAccount, notInterpreted } = result.value;
      const byRole = [...lineAccount.readAs!.node, ...lineAccount.readAs!.relation, ...lineAccount.readAs!.field].sort((a, b) => a - b);
      expect(byRole).toEqual(lineAccount.read);
      for (const entry of notInterpreted) expect(entry.reason, `line ${entry.line}`).not.toBe('');
    });
  }
});

describe("turn headers written in the run's language", () => {
  it.each([
    ['🅰️ Agent A — Round 1 (Opening)', 'A', 1],
    ['🅰️ エージェントA — Round 1 (Opening)', 'A', 1],
    ['🅱️ エージェントB — ラウンド 3', 'B', 3],
    ['🅰️ 에이전트 A — 라운드 2', 'A', 2],
    ['🅱️ 智能体B — 回合 4', 'B', 4],
    ['🅰️ エージェントA — ラウンド1（オープニング）', 'A', 1],
    ['🅱️ 智能体B — 第2轮（反驳）', 'B', 2],
    ['🅰️ 에이전트 A — 3라운드', 'A', 3],
    // A middle dot as the separator, as a wiki copy writes it.
    ['#### 에이전트 A · 1라운드 (오프닝)', 'A', 1],
    ['## エージェントB・ラウンド 3', 'B', 3],
    ['🅰️ Agent A — 第 3 轮', 'A', 3],
    // The round cap after the number, as a run that counts down writes it.
    ['🅱️ Agent B — Round 2/6', 'B', 2],
    ['**Agent A — Round 4 of 5 (Rebuttal)**', 'A', 4],
    ['🅰️ エージェントA — ラウンド 3／4', 'A', 3],
    // The round as a minutes round key writes it.
    ['🅰️ 에이전트 A — R5', 'A', 5],
    ['### Agent B — R2 (Rebuttal)', 'B', 2],
  ])('%s is agent %s, round %i', (line, agent, round) => {
    expect(turnHeader(line)).toMatchObject({ agent, round });
  });

  it('a heading that only names an agent is no turn', () => {
    expect(turnHeader('エージェントA の立場')).toBeNull();
    expect(turnHeader('Agent A — Round 2/6 was the hardest')).toBeNull();
    expect(turnHeader('Agent A — Rust is faster')).toBeNull();
  });
});

describe('sides and agreement written in the run\u2019s language', () => {
  const text = [
    '🅰️ エージェントA — Round 1 (Opening)', '', '## 立場', '翻訳に校閲をかける。', '',
    '🅱️ エージェントB — Round 1 (Opening)', '', '## 立場', '書き下ろす。', '',
    '🅰️ エージェントA — Round 2', '', '## B との合意点', '- 用語集は共有する。', '', '## 修正後の立場', '変更なし。', '', '## Status: DONE', '',
    '🅱️ エージェントB — Round 2', '', '## 응답', '', '## 与 A 的共识', '- 主要記事は書き下ろす。', '', '## Status: DONE', '',
  ].join('\n');
  const read = parseTranscript({ file: 'ja-sides.md', text });
  it('names each side as its turn headers do when there is no frontmatter', () => {
    expect(read.ok && read.value.sides).toEqual(['エージェントA', 'エージェントB']);
  });
  it('reads "B との合意点" and "与 A 的共识" as Agreement sections, whatever the letter\u2019s case or spacing', () => {
    const rounds = read.ok ? read.value.rounds : [];
    expect(rounds[1]?.turns.A?.agreementPoints?.map((p) => p.text)).toEqual(['用語集は共有する。']);
    expect(rounds[1]?.turns.B?.agreementPoints?.map((p) => p.text)).toEqual(['主要記事は書き下ろす。']);
  });
  it('reads "## 応答" / "## 응답" / "## 回应" as the Engagement section', () => {
    const turn = parseTranscript({ file: 'r.md', text: '🅰️ エージェントA — Round 2\n\n## 応答\n- 攻撃: 出典が一件だ。\n\n## Status: CONTINUE\n' });
    expect(turn.ok && turn.value.rounds[0]?.turns.A?.engagement.map((p) => p.kind)).toEqual(['attack']);
  });
  it('reads an "Agree:" engagement bullet as a concession of its point', () => {
    expect(classifyEngagement('Agree: documents by reference in either design.')).toEqual({ kind: 'concede', text: 'documents by reference in either design.' });
    expect(classifyEngagement('**Agreement:** the cap is fine')).toEqual({ kind: 'concede', text: 'the cap is fine' });
    expect(classifyEngagement('Agreed that the cap is fine')).toEqual({ kind: 'other', text: 'Agreed that the cap is fine' });
  });
});

describe('a transcript pasted as a blockquote, and translated refined-position headings', () => {
  const turn = (agent: 'A' | 'B', round: number, body: string[]) => [`> **${agent === 'A' ? '🅰️' : '🅱️'} Agent ${agent} — Round ${round}${round === 1 ? ' (Opening)' : ''}**`, '>', ...body.map((l) => `> ${l}`), ''];
  const text = ['# 토론', '', '_인용 블록으로 붙였다._', '',
    ...turn('A', 1, ['## Position', 'ES를 유지한다.']), ...turn('B', 1, ['## Position', 'Postgres로 옮긴다.']),
    ...turn('A', 2, ['## Engagement', '- Attack: 동기화가 원인이 아니다.', '', '## Refined position', 'ES 유지, 사전 정비.', '', '## Status: DONE']),
    ...turn('B', 2, ['## Engagement', '- Concede: 사전은 필요하다.', '', '## 修正立场', '先试 Postgres。', '', '## Status: DONE']),
  ].join('\n');
  it('reads the turns without their ">" markers, at the same lines, and says so once', () => {
    const result = parseTranscript({ file: 'quoted.md', text } as Parameters<typeof parseTranscript>[0]);
    if (!result.ok) throw new Error('not read');
    expect(result.value.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(result.value.rounds[0]!.turns.A?.line).toBe(5);
    expect(result.value.rounds[1]!.turns.B?.refinedPosition).toBe('先试 Postgres。');
    expect(result.diagnostics.filter((d) => d.code === 'quoted-paste')).toHaveLength(1);
    // At the first quoted line (probe 28: it named the blank line after the frontmatter).
    expect(result.diagnostics.find((d) => d.code === 'quoted-paste')?.line).toBe(5);
  });
  it('"## 修正立场" is the refined position; a quotation inside an ordinary transcript stays one', () => {
    const result = parseTranscript({ file: 'quoted.md', text } as Parameters<typeof parseTranscript>[0]);
    if (!result.ok) throw new Error('not read');
    expect(JSON.stringify(result.value)).toContain('先试 Postgres');
    expect(unquotedPaste('🅰️ Agent A — Round 1\n\n## Position\n> quoted aside\n')).toBeNull();
  });
});

describe('the clause that turns back after a concession, in languages written without spaces (probe 22 row 16)', () => {
  it.each([
    ['Bazelの導入に二週間かかる点は認めるが、それでも一四半期で回収できる。', '一四半期で回収できる'],
    ['ビルドが遅くなる。それでも一つのリポジトリが良い。', '一つのリポジトリが良い'],
    ['我承认迁移需要两周，但是一个季度就能收回。', '一个季度就能收回'],
    ['빌드 시간이 늘어난다. 그래도 한 저장소가 낫다.', '한 저장소가 낫다'],
    ['I grant the cost, but the latency wins.', 'the latency wins'],
    ['I grant the cost; butter is another matter.', null],
    // A concession ending in a conjunctive suffix turns back after it (probe 24 row 27).
    ['단일 CI 큐가 느리다는 점은 인정하지만, 캐시로 해결된다.', '캐시로 해결된다'],
    ['移行に二週間かかる点は認めるが、一四半期で回収できる。', '一四半期で回収できる'],
    // A conjunctive ending before the concession is a preface, no turn-back (review 2).
    ['先ほどの質問ですが、キューが遅いことは認めます。', null],
    ['죄송하지만 큐가 느리다는 점은 인정합니다.', null],
    ['質問ですが、キューが遅いのは事実です。', null],
    ['The buttons stay.', null],
  ])('%s → %s', (text, rest) => {
    expect(rejoinderClause(text)).toBe(rest);
  });
});

describe('the point a concession grants, before its turn-back (probe 28 t03, review)', () => {
  it.each([
    ['팀마다 협업 방식이 다르다는 점은 인정한다. 그래도 최소 기준은 필요하다.', '팀마다 협업 방식이 다르다는 점은 인정한다'],
    ['partly, but only for the public pages.', 'partly, but only for the public pages.'],
    ['yes — however, the gated pages still need SSR.', 'yes — however, the gated pages still need SSR.'],
    ['the CDN covers the public pages.', 'the CDN covers the public pages.'],
    // A short CJK point is a point (review 2).
    ['成本更高。不过，校验数据页更重要，这是关键。', '成本更高'],
    ['恢复更慢，但是校验更重要。', '恢复更慢'],
  ])('%s', (text, granted) => {
    expect(grantedPart(text).replace(/\.$/, '')).toBe(granted.replace(/\.$/, ''));
  });
});
