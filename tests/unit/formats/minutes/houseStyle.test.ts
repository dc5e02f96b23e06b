// House styles of minutes (docs/formats.md, "House styles"): shapes, not words. Each
// mechanism gets its own small meeting, written here, read through the whole minutes parser.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { houseStyleBody } from '../../../../src/lib/formats/minutes/houseStyle.ts';
import { textSource } from '../../fixtureSource.ts';

function read(body: string) {
  const result = processDebate(textSource('m.md', `---\ntype: meeting\n---\n${body}\n`), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return (result.value.document as MinutesDocument).minutes;
}
const stancesOf = (body: string): string[] =>
  read(body).opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option} @${s.line}`));

describe('house-style lines rewritten one for one', () => {
  it('□ and 【…】 headings that name a section; a bracketed speaker and a field stay', () => {
    const out = houseStyleBody('□ 議題\n【決定事項】\n【doc-reviewer】\n□ 일시: 5/14\n□ 高橋');
    expect(out.split('\n')).toEqual(['## 議題', '## 決定事項', '【doc-reviewer】', '□ 일시: 5/14', '□ 高橋']);
  });
  it('a numbered line is a section only with nested text under it', () => {
    expect(houseStyleBody('2. 논의 내용\n  ○ x').split('\n')[0]).toBe('## 2. 논의 내용');
    expect(houseStyleBody('2. Risks\n3. Actions').split('\n')[0]).toBe('2. Risks');
  });
  it('house bullets become items; a short label with nested text becomes a speaker', () => {
    expect(houseStyleBody(' □ 강민재 책임\n  ○ 2안에 찬성.').split('\n')).toEqual([' - **강민재 책임**', '  - 2안에 찬성.']);
    expect(houseStyleBody('・高橋：①に賛成。')).toBe('- 高橋：①に賛成。');
  });
  it('a callout is its text, with its later lines; a plain quotation stays a quotation', () => {
    expect(houseStyleBody('> 🗨️ ana → ben: why?\n> ben: because.\n\n> a quote').split('\n')).toEqual(['ana → ben: why?', 'ben: because.', '', '> a quote']);
  });
  it('keeps every line and its number', () => {
    const body = '□ 議題\n・a\n\n> ✅ **결정:** B\n```\n□ 議題\n```';
    expect(houseStyleBody(body).split('\n')).toHaveLength(body.split('\n').length);
    expect(houseStyleBody(body).split('\n')[5]).toBe('□ 議題');
  });
});

describe('a Korean 회의록: numbered sections, □ speakers with job titles, ○ items', () => {
  const body = ['1. 검토 대상안', '  ○ 1안: 메일', '  ○ 2안: 메신저 봇', '', '2. 논의 내용', ' □ 김하나 책임', '  ○ 2안에 찬성.', ' □ 이두리 선임', '  ○ 1안에는 반대.', '', '3. 결정 사항', '  ○ 2안 쪽으로 가닥은 잡힌 듯함. 다음 주에 다시 보는 건지?'].join('\n');
  it('reads each speaker (the name, not the title) and the stances under them', () => {
    expect(stancesOf(body)).toEqual(['김하나 supports 2 @10', '이두리 opposes 1 @12']);
  });
  it('a question under the decision heading decides nothing', () => {
    expect(read(body).decision).toBeNull();
  });
  it('the page shows each round as the file wrote it', () => {
    expect(read(body).rounds.find((r) => r.key === 'R2')?.markdown).toContain('□ 김하나 책임\n  ○ 2안에 찬성.');
  });
});

describe('a Japanese 議事録: 【…】 sections, ・ speakers, circled option numbers, 【決定事項】', () => {
  const body = ['【議題】', '候補は以下の二つ。', '　① 一覧形式', '　② ハイライトだけ', '', '【各自の意見】', '・高橋：②を支持します。', '・森：①に賛成、②には反対。', '', '【決定事項】', '・ハイライト版（② ハイライトだけ）で進める。'].join('\n');
  it('circled numbers define and name the options', () => {
    expect(read(body).options.map((o) => `${o.key} ${o.title}`)).toEqual(['1 一覧形式', '2 ハイライトだけ']);
    expect(stancesOf(body)).toEqual(['高橋 supports 2 @10', '森 supports 1 @11', '森 opposes 2 @11']);
  });
  it('a heading that labels the decision, over one item naming one option, decides it', () => {
    expect(read(body).decision?.chosenOption).toBe('2');
  });
});

describe('stance tables by their headers', () => {
  it('`Favours` / `Rejects` columns whose cells are bare option numbers', () => {
    const body = ['## Considered options', '1. Previews', '2. Staging', '', '## Positions', '| Participant | Favours | Rejects |', '|---|---|---|', '| ana | 1 | 2 |', '| ben | 2 | — |', '', '## Decision', 'Option 1 is chosen.'].join('\n');
    expect(stancesOf(body)).toEqual(['ana supports 1 @11', 'ana opposes 2 @11', 'ben supports 2 @12']);
  });
  it('an options table with a mark column and a short-name column; 支持/反对 cells name the marks', () => {
    const body = ['## 二、可选方案', '| 编号 | 方案 | 简称 |', '|---|---|---|', '| 甲 | 所有示例放在一个仓库 | 大仓 |', '| 乙 | 每本书一个示例仓库 | 分仓 |', '', '## 三、表态汇总', '| 参会人 | 支持 | 反对 |', '|---|---|---|', '| 何飞 | 乙 | 甲 |', '| 蒋涛 | 弃权 | 弃权 |'].join('\n');
    expect(stancesOf(body)).toEqual(['何飞 supports 2 @13', '何飞 opposes 1 @13']);
  });
});

describe('a Notion export: toggles, thumbs, a decision callout', () => {
  const body = ['## 후보', '- 🎬 **영상 강의** (녹화)', '- 📝 **문서형 가이드** (위키)', '', '## 각자 의견', '▸ **박서준**', '  - 👍 문서형 가이드 — 고치기 쉽다', '  - 👎 영상 강의 — 재녹화', '', '▸ **이하은**', '  - 👍 영상 강의', '', '## 점수', '영상 9 / 문서 12', '', '> ✅ **결정:** 📝 문서형 가이드 (위키).'].join('\n');
  it('a thumb opening a bullet states the stance; an emoji before an option name is not the name', () => {
    expect(read(body).options.map((o) => o.title)).toEqual(['영상 강의', '문서형 가이드']);
    expect(stancesOf(body)).toEqual(['박서준 supports 2 @10', '박서준 opposes 1 @11', '이하은 supports 1 @14']);
  });
  it('a labelled decision field in a callout is the decision, for its block only', () => {
    const minutes = read(body);
    expect(minutes.decision?.chosenOption).toBe('2');
    expect(minutes.decision?.line).toBe(19);
  });
});

describe('a chat thread export: speaker headers with times, no headings', () => {
  const body = ['#team — thread export', '', '**Mina** 14:00', 'Options:', '• *Keep the long template*', '• *Trim it to four questions* (the "short form")', '• *No template at all*', '', '**Priya (reviewer)** 14:04', "I'm for trimming it to four questions.", '', '**Tom** 14:05', '+1 to keeping the long template as it is.', '', '**Lukas** 14:09', 'Honestly any of the three works for me.', '', '**red-team** 14:25', 'Going bare: nobody is prompted to ask.', '', '**Mina** 14:31', 'So I am switching nothing; Tom moves to the short form later.'].join('\n');
  it('reads the messages as opinions, the options from the message that lists them, italics off', () => {
    expect(read(body).options.map((o) => o.title)).toEqual(['Keep the long template', 'Trim it to four questions', 'No template at all']);
    expect(stancesOf(body)).toEqual(['Priya (reviewer) supports 2 @13', 'Tom supports 1 @16']);
  });
  it('a message from a speaker that names a section is that section, up to the next speaker', () => {
    const sections = read(body).rounds.map((r) => r.key);
    expect(sections).toContain('R5');
    expect(read(body).opinions.map((o) => o.participant)).toContain('Mina');
  });
});

describe('an opinion of indifference is no claim', () => {
  it('draws no opinion claim, only the persona', () => {
    const result = processDebate(textSource('m.md', '---\ntype: meeting\n---\n## R1 Options\n- A: one\n- B: two\n\n## R2 Opinions\n- ana: I support A.\n- emma: どれでも構いません。\n'), 'm' as DebateSlug);
    if (!result.ok) throw new Error('not read');
    const claims = result.value.graph.nodes.filter((n) => n.type === 'claim').map((n) => n.id);
    expect(claims).toContain('opinion-ana');
    expect(claims.some((id) => String(id).includes('emma'))).toBe(false);
  });
});

describe('aliases the file gives its options', () => {
  it('a quoted name in a title and a name before a bracket opening with the option', () => {
    const body = ['## R1 Options', '① クラウド型翻訳メモリ(以下「クラウド版」)', '② 社内サーバに自前構築', '', '## R2 Opinions', '- 小林: クラウド版に賛成。', '- 高橋: 自前版に一票。', '', '## R7 決定', '- 自前版（② 社内サーバに自前構築）で進める。'].join('\n');
    expect(stancesOf(body)).toEqual(['小林 supports 1 @9', '高橋 supports 2 @10']);
  });
});

describe('other message exports', () => {
  const options = ['Options:', '- **Alpha** — the first', '- **Beta** — the second', ''];
  it('a timestamped chat transcript, one message per line', () => {
    const body = ['chat log', ...options, '[14:02] ana: I support Alpha.', '[14:03] ben: I oppose Beta.', '[14:05] cy: any of them works for me.'].join('\n');
    expect(stancesOf(body)).toEqual(['ana supports 1 @9', 'ben opposes 2 @10']);
  });
  it('an e-mail thread: each `From:` line is its message\'s speaker', () => {
    expect(houseStyleBody('From: Ana Lee <ana@example.org>\n差出人: 小林')).toBe('**Ana Lee**\n**小林**');
    const body = ['Subject: options', ...options, 'From: Ana Lee <ana@example.org>', 'I support Alpha.', '', 'From: Ben <ben@example.org>', 'I oppose Beta.', '', 'From: Cy <cy@example.org>', 'No view yet.'].join('\n');
    expect(stancesOf(body)).toEqual(['Ana Lee supports 1 @10', 'Ben opposes 2 @13']);
  });
});

describe('a labelled pre-mortem callout inside a discussion', () => {
  it('is the pre-mortem round for its block; the discussion goes on after it', () => {
    const minutes = read(['## R1 Options', '- A: one', '- B: two', '', '## 토론 메모', 'ana → ben: 왜?', '', '> ⚠️ **red-team 프리모템**: A안이 첫날 멈춘다.', '', 'ben: 괜찮다.'].join('\n'));
    expect(minutes.rounds.map((r) => r.key)).toEqual(['R1', 'R4', 'R5', 'R4']);
  });
});

describe('spreadsheet stance tables', () => {
  const options = ['## R1 Options', '- A: Keep it', '- B: Drop it', '- C: Split it', ''];
  it('one row per option, one column per persona: each cell on its own row\'s line', () => {
    const body = [...options, '## Positions', '| Option | ana | ben | Notes |', '|---|---|---|---|', '| A | 👍 | 👎 | x |', '| B | 👎 | ✓ | y |', '| C | — | | z |'].join('\n');
    expect(stancesOf(body)).toEqual(['ana supports A @12', 'ana opposes B @13', 'ben opposes A @12', 'ben supports B @13']);
  });
  it('a score table in that layout states nothing', () => {
    const body = [...options, '## Positions', '| Option | ana | ben |', '|---|---|---|', '| A | 3 | 4 |', '| B | 5 | 1 |'].join('\n');
    expect(stancesOf(body)).toEqual([]);
  });
  it('a `Preference` column is a stance column', () => {
    const body = [...options, '## Preferences', '| Persona | Preference | Reason |', '|---|---|---|', '| ana | A | cheap |', '| ben | Option B | safe |'].join('\n');
    expect(stancesOf(body)).toEqual(['ana supports A @12', 'ben supports B @13']);
  });
});

describe('a discussion page: comment headers under a heading the readers do not know', () => {
  const body = ['## Options', '- A: Keep it', '- B: Drop it', '', '## Comments', '', '**@ana** commented on May 3', 'I support A.', '', '**@ben** commented on May 3', 'I oppose B.', '', '### cy replied · 2 days ago', 'No view.', '', '> [!decision] Adopt A.', '', '**@dee** commented on May 5', 'I support B.'].join('\n');
  it('reads each comment as its author\'s opinion, before and after a decision callout', () => {
    expect(stancesOf(body)).toEqual(['ana supports A @11', 'ben opposes B @14', 'dee supports B @22']);
  });
  it('a typed callout naming a section is that section\'s field', () => {
    expect(read(body).decision?.chosenOption).toBe('A');
  });
  it('a sentence that only says someone wrote something is no header', () => {
    expect(houseStyleBody('Tom wrote the draft in May.')).toBe('Tom wrote the draft in May.');
  });
});

describe('round 7 (blind) shapes, after scoring', () => {
  it('a typed callout with a title opens a block of its own; a quotation callout names its speaker', () => {
    expect(houseStyleBody('> [!note] 論点\n> [!quote] [[ana]]\n> [!warning] Pre-mortem (R5)').split('\n')).toEqual(['## 論点', '[[ana]]', '## Pre-mortem (R5)']);
  });
  it('a decision label whose own value asks decides nothing', () => {
    const minutes = read('## Options\n- A: Keep\n- B: Move\n\n## R7 Decision\n**Decision:** B?\nMaybe B, to be confirmed.');
    expect(minutes.decision).toBeNull();
  });
  it('a thread message that names no option, or reads out three, is no opinion', () => {
    const thread = [
      '## Options', '- A: Keep', '- B: Move', '- C: Drop', '', '## Call',
      '[00:01] Mo: Options are option A, option B and option C.', '[00:02] Ana: I back option B.', '[00:03] Ben: What does it cost?', '[00:04] Ana: About six hours.',
      '[00:05] Ben: Then option A for me.',
    ].join('\n');
    // Lines from 1 under three lines of frontmatter: the messages are lines 10–14.
    expect(read(thread).opinions.map((o) => `${o.participant}@${o.line}`)).toEqual(['Ana@11', 'Ben@14']);
  });
});

describe('a □ speaker at the margin with ○ items under it (probe 28, m05)', () => {
  const body = '## R1 문제 정의\n- 1안: 슬랙 유지\n- 2안: 팀즈로 이전\n\n## R2 독립 의견\n\n□ 강민재 책임\n  ○ 찬성: 2안\n□ 윤서하 선임\n  ○ 반대: 2안\n';
  it('reads the □ line as the speaker (title dropped) and the ○ label as that speaker\'s stance', () => {
    expect(stancesOf(body)).toEqual(['강민재 supports 2 @11', '윤서하 opposes 2 @13']);
  });
  it('keeps a □ field at the margin as written, and makes no persona of a stance label', () => {
    expect(houseStyleBody('□ 일시: 5/14\n  ○ 오후')).toBe('□ 일시: 5/14\n  - 오후');
    expect(read('## R1 문제 정의\n- 1안: a\n- 2안: b\n\n## R2 독립 의견\n- 찬성: 2안\n- For: 1안\n').opinions).toEqual([]);
  });
});

describe('a □ topic and a speaker named like a stance (review)', () => {
  it('reads a □ topic at the margin as no speaker', () => {
    const minutes = read('## R1 문제 정의\n- A안: 자체 구축\n- B안: 클라우드\n\n## R2 독립 의견\n\n□ 비용 비교\n  ○ A안은 월 200만원, B안은 월 150만원\n');
    expect(minutes.opinions.map((o) => o.participant)).toEqual([]);
  });
  it('keeps a speaker named Con or Na whose text says more than an option', () => {
    const minutes = read('## R1 Problem\n- A: keep\n- B: move\n\n## R2 Opinions\n- **Con:** A is better; B costs more.\n- **Na:** I support B because it is cheap.\n');
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['Con', 'Na']);
  });
});
