// Stances carried by the structure of a meeting rather than its wording (docs/formats.md):
// speakers written in any common form, stance tables in any layout (a stance column per
// side, one row per option with columns of names, marks with their reasons). Small
// meetings read through the whole minutes parser.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

const OPTIONS = '## R1 Problem\nOptions:\n- **Alpha** — the first\n- **Beta** — the second\n- **Gamma** — the third\n';

function stancesOf(body: string): string[] {
  const result = processDebate(textSource('m.md', `---\ntype: meeting\n---\n${OPTIONS}\n${body}\n`), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const { minutes } = result.value.document as MinutesDocument;
  return minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option} @${s.line}`));
}

describe('speakers in any common form', () => {
  const forms: Array<[string, string]> = [
    ['`@name` alone on a line', '@ana\nSome context first.\n\nI support Alpha.'],
    ['`— name` alone on a line', '— ana\nSome context first.\nI support Alpha.'],
    ['`Speaker: name` / `발언자: name`', '발언자: ana\nSome context first.\nI support Alpha.'],
    ['`handle — text`, the stance on a later line', 'ana-lead — Some context first.\nI support Alpha.'],
  ];
  it('`**handle.** text` and `**handle** (role). text`; a bold word opening a sentence is no speaker', () => {
    const stances = stancesOf('## R2 Opinions\n**ana-lead.** I support Alpha.\n\n**ben-ops** (ad hoc: counsel). I oppose Beta.\n\n**Note.** I support Gamma.');
    expect(stances.map((s) => s.replace(/ @\d+$/, ''))).toEqual(['ana-lead supports 1', 'ben-ops opposes 2']);
  });
  for (const [name, speaker] of forms) {
    it(name, () => {
      const other = speaker.startsWith('ana-lead') ? 'ben-ops — I oppose Beta.' : speaker.replace(/ana/, 'ben').replace(/I support Alpha\./, 'I oppose Beta.');
      const stances = stancesOf(`## R2 Opinions\n${speaker}\n\n${other}`);
      expect(stances.map((s) => s.replace(/ @\d+$/, ''))).toEqual([
        `${speaker.startsWith('ana-lead') ? 'ana-lead' : 'ana'} supports 1`, `${speaker.startsWith('ana-lead') ? 'ben-ops' : 'ben'} opposes 2`,
      ]);
    });
  }
});

describe('stance tables in any layout', () => {
  const opinions = '## R2 Opinions\n### ana\nAlpha is fine.\n### ben\nBeta is fine.\n\n## R6 Convergence\n';
  it('one column per named option, ✅/❌ and +1/-1 cells; 0 or — states nothing', () => {
    expect(stancesOf(`${opinions}| 참여자 | Alpha | Beta | Gamma |\n|---|---|---|---|\n| ana | ✅ | -1 | 0 |\n| ben | — | +1 | ❌ |`).filter((s) => s.endsWith('@19') || s.endsWith('@20'))).toEqual([
      'ana supports 1 @19', 'ana opposes 2 @19', 'ben supports 2 @20', 'ben opposes 3 @20',
    ]);
  });

  it('a cell that gives its reason with its label (`支持("…")`, `賛成（理由）`) still states it', () => {
    expect(stancesOf(`${opinions}| 参与者 | Alpha | Beta |\n|---|---|---|\n| ana | 支持("一致性") | 反对(无合同) |`).filter((s) => s.endsWith('@19'))).toEqual(['ana supports 1 @19', 'ana opposes 2 @19']);
  });

  it('`| | For | Against |`: each cell names the option, the first column the person', () => {
    expect(stancesOf(`${opinions}| | For | Against |\n|---|---|---|\n| ana | Alpha ✅ | — |\n| ben | — | Gamma ❌ |`).filter((s) => s.endsWith('@19') || s.endsWith('@20'))).toEqual(['ana supports 1 @19', 'ben opposes 3 @20']);
  });

  it('one row per option, columns of names (`| 案 | 👍 | 👎 |`)', () => {
    expect(stancesOf(`${opinions}| 案 | 👍 | 👎 |\n|---|---|---|\n| Alpha | ana、ben(条件付き) | — |\n| Gamma | — | ben |`).filter((s) => /@(19|20)$/.test(s))).toEqual(['ana supports 1 @19', 'ben supports 1 @19', 'ben opposes 3 @20']);
  });

  it('a stance matrix, one row per option and one column per participant (✓ / ✗ / – cells)', () => {
    const matrix = '| option | ana | ben |\n|---|---|---|\n| Alpha | ✓ | – |\n| Beta | ✗ | ✓ |\n| Gamma | maybe | ✗ |';
    expect(stancesOf(`${opinions}${matrix}`).filter((s) => /@(19|20|21)$/.test(s))).toEqual(['ana supports 1 @19', 'ana opposes 2 @20', 'ben supports 2 @20', 'ben opposes 3 @21']);
  });

  it('a table of options whose columns are not participants states nothing', () => {
    const criteria = '| option | cost | risk |\n|---|---|---|\n| Alpha | ✓ | ✗ |\n| Beta | ✗ | ✓ |';
    expect(stancesOf(`${opinions}${criteria}`).filter((s) => /@(19|20)$/.test(s))).toEqual([]);
  });
});

describe('stances stated as quotations', () => {
  it("a speaker's own quoted line (`> \"…\"`, `> 「…」`, `“…”`) is the speaker's voice", () => {
    expect(stancesOf('## R2 Opinions\n### ana\nSome context.\n\n> "I back Alpha: it replays."\n### ben\n“I oppose Beta.”\n### 林\n> 「Gammaに賛成。」')).toEqual([
      'ana supports 1 @14', 'ben opposes 2 @16', '林 supports 3 @18',
    ]);
  });

  it("a quotation inside a sentence (another's words) is never a cue", () => {
    expect(stancesOf('## R2 Opinions\n### ana\nSales told me "we support Alpha", which is their view, not mine.')).toEqual([]);
  });
});

describe('ad-hoc experts beside the listed speakers', () => {
  it('a bold ad-hoc name after its introducing words is a participant; its line beside a table is its opinion', () => {
    const body = [
      '## R0 Opening', 'Panel: ana-lead, ben-ops', '临时专家：**前编辑**（主持人定义）。', '',
      '## R2 Opinions', '| Who | For | Against |', '|---|---|---|', '| ana-lead | Alpha | Beta |', '',
      '前编辑：Beta 其实不差。我支持 Gamma。',
    ].join('\n');
    expect(stancesOf(body)).toEqual(['ana-lead supports 1 @17', 'ana-lead opposes 2 @17', '前编辑 supports 3 @19']);
  });

  // An unlisted bold label is no persona (review fixes 2026-12-03): `**広報**` could as well be `**注記**`.
  it('`**name**　text` lines, one name unlisted: each line is its own speaker\'s, never the line above\'s; the unlisted one no one\'s', () => {
    const body = ['## R2 Opinions', '**ana-lead**　I support Alpha.', '**ben-ops**　No view.', '**広報**　Betaを推したいです。'].join('\n');
    expect(stancesOf(body)).toEqual(['ana-lead supports 1 @11']);
  });
});

describe('replies in R4', () => {
  it("a speaker's reply states a stance of their opinion at its line; a question states none", () => {
    const body = '## R2 Opinions\n### ana\nI support Alpha.\n### ben\nNo view yet.\n\n## R4 Cross-questions\n**ben → ana:** Do you support Beta?\n\n**ana:** After hearing that I will switch: I now support Beta.';
    expect(stancesOf(body)).toEqual(['ana supports 1 @12', 'ana supports 2 @19']);
  });
});

describe('an unsigned answer after its question on one line', () => {
  it('`- a → b: question? — "answer"` is the addressee\'s reply; "For Gamma, no" is no stance', () => {
    const body = [
      '## R2 Opinions', '### ana', 'I support Alpha.', '### ben', 'No view yet.', '',
      '## R4 Cross-questions',
      '- ben → ana: Would Alpha survive the audit? — "Barely. I move from Alpha to Beta."',
      '- ana → ben: Is Gamma a risk? — "For Gamma, no. It is only slow."',
      '- ben → ana: And the cost? —「半分で済みます。」',
    ].join('\n');
    expect(stancesOf(body)).toEqual(['ana supports 1 @12', 'ana supports 2 @17']);
  });
});

describe('more speaker forms: `【name】`, `@name:`, an answer `A (name):` under its question', () => {
  it('`【name】` alone on a line opens an R2 opinion; `【name】text` in R4 is a reply, `【a → b】` a question', () => {
    const body = '## R2 Opinions\n【ana】\nSome context.\nだからAlphaを推したい。\n\n【ben】\nGammaで十分だと思う。\n\n## R4 Cross-questions\n【ana → ben】Betaはどう?\n【ben】私はBetaに反対だ。';
    expect(stancesOf(body)).toEqual(['ana supports 1 @13', 'ben supports 3 @16', 'ben opposes 2 @20']);
  });

  it('`@name:text` with no space after the colon is a reply; a restated support after a concession counts', () => {
    const body = '## R2 Opinions\n@ana\nI support Alpha.\n\n@ben\nNo view yet.\n\n## R4 Cross-questions\n@ben → @ana:Alpha 有帮助吗?\n@ana:没有帮助。这一点我承认。但我仍然支持 Alpha。';
    expect(stancesOf(body)).toEqual(['ana supports 1 @12', 'ana supports 1 @19']);
  });

  it('`A (name): …` under a `### a → b` section is that speaker\'s answer; `Q:` states nothing', () => {
    const body = '## R2 Opinions\n### ana\nI support Alpha.\n### ben\nNo view yet.\n\n## R4 Cross-questions\n### ana → ben\nQ: Would you back Beta?\nA (ben): Legal said "Alpha" avoids the review; my view is different: I oppose Alpha.';
    expect(stancesOf(body)).toEqual(['ana supports 1 @12', 'ben opposes 1 @19']);
  });
});

describe('a vote record line in R4 or R6', () => {
  it('each part opening with a speaker states that vote; an abstention or a refusal states nothing', () => {
    const body = '## R2 Opinions\n### ana\nNo view yet.\n### ben\nNo view yet.\n### carl\nNo view yet.\n\n## R4 Cross-questions\nVote（R4 结束时）：ana 投「Beta」；ben votes for Gamma；carl 弃权；dora 不投票。';
    expect(stancesOf(body)).toEqual(['ana supports 2 @19', 'ben supports 3 @19']);
  });

  it('a line that is not labelled a vote, or a part naming no speaker, states nothing', () => {
    const body = '## R2 Opinions\n### ana\nNo view yet.\n\n## R6 Convergence\nana 投「Beta」 was discussed.\nVotes: 3 for Beta, 1 against.';
    expect(stancesOf(body)).toEqual([]);
  });
});

describe('an R4 table of questions and answers', () => {
  it('each answer is a reply of the person in its `to` column, at the row; a question states nothing', () => {
    const body = '## R2 Opinions\n### ana\nNo view yet.\n### ben\nNo view yet.\n\n## R4 Cross-questions\n| from | to | question | answer |\n|---|---|---|---|\n| ana | ben | Do you support Alpha? | I can live with Gamma. |\n| ben | ana | Is Beta too risky? | 40 seconds on the full book. |';
    expect(stancesOf(body)).toEqual(['ben supports 3 @19']);
  });
});

describe('a question asked in prose, its answer quoted after the answerer’s name', () => {
  it('`- a asked b …. b: "…"` under `## Cross-exam (R4)` is b’s reply; a stance table does not hide it; hearsay inside stays a mention', () => {
    const body = '## R2 Opinions\n### ana\nNo view yet.\n### ben\nI support Alpha.\n\n| option | ana | ben |\n|---|---|---|\n| Alpha | – | ✓ |\n\n## Cross-exam (R4)\n'
      + '- ana asked ben if Alpha is too slow. ben: "Too slow for typos, yes. I stay with “Alpha”."\n'
      + '- ben asked ana about Beta. ana: "Legal said Beta is the safer choice."\n'
      + '- ben asked ana about Gamma. ana: "If the budget holds, I stay with Gamma."\n'
      + '- ana said ben: maybe.';
    // The matrix's mark replaces the R2 prose's reading of Alpha (line 12); the reply keeps its own line.
    expect(stancesOf(body)).toEqual(['ben supports 1 @18', 'ben supports 1 @21']);
  });
});

describe('letters past H name an option only beside its option word', () => {
  it('`案J：…` is an option; `案Jで十分だと思う` supports it; a bare "I" or "J" names nothing', () => {
    const letters = 'ABCDEFGHIJ'.split('').map((l) => `- 案${l}：案${l}の説明`).join('\n');
    const result = processDebate(textSource('m.md', `---\ntype: meeting\n---\n## R1 問題\n${letters}\n\n## R2 独立意見\n### ana\n案Jで十分だと思う。\n### ben\nI think J is fine and I lean to nothing.\n`), 'm' as DebateSlug);
    if (!result.ok) throw new Error('not read');
    const { minutes } = result.value.document as MinutesDocument;
    expect(minutes.options.map((o) => o.key)).toEqual('ABCDEFGHIJ'.split(''));
    expect(minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option}`))).toEqual(['ana supports J']);
  });
});

describe('a log table, one row per person and option', () => {
  it('`| # | Who | Option | Position | Note |` in R2 and R4 states each row at its line; `—` or "unchanged" states nothing', () => {
    const body = '## Log — R2 (independent opinions)\n| # | Who | Option | Position | Note |\n|---|---|---|---|---|\n| 2.1 | ana | 1 | for | cheap |\n| 2.2 | ana | 3 | against | |\n| 2.3 | ben | 2 | — | no view |\n\n'
      + '## Log — R4 (cross-questions)\n| # | Who | Option | Position | Note |\n|---|---|---|---|---|\n| 4.1 | ben | 2 | for (was 3) | moved |\n| 4.2 | ana | 1 | unchanged | |\n| 4.3 | ana | Zeta | for | no such option |';
    expect(stancesOf(body)).toEqual(['ana supports 1 @13', 'ana opposes 3 @14', 'ben supports 2 @20']);
  });
});

describe('a chat thread pasted as minutes: rounds opened in messages, time-stamped speakers, ↳ replies', () => {
  const chat = (extra: string) => processDebate(textSource('chat.md', ['---', 'type: meeting', '---', '# 스레드', '',
    '**[16:05] 원탁지기**', 'R1 문제: 어떻게 할까?', '1안 — 통합 채널', '2안 — 서비스별 채널', '',
    '**[16:09] 원탁지기**', 'R2 독립 의견 부탁드립니다.', '', '**[16:14] 지수**', '나는 1안 찬성.', '', '**[16:17] 세라**', '저는 2안 지지합니다.', '',
    '**[16:26] 원탁지기**', 'R4 교차질문 받습니다.', '', `  ↳ **[16:31] 세라**: ${extra}`, ''].join('\n')), 'chat' as DebateSlug);
  const stances = (extra: string) => {
    const result = chat(extra);
    if (!result.ok) throw new Error('not read');
    const { minutes } = result.value.document as MinutesDocument;
    return minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option} @${s.line}`));
  };
  it('reads the options after the line that introduces them, each speaker without the time stamp, and the reply', () => {
    expect(stances('그럼 2안 접고 1안으로 갈게요.')).toEqual(['지수 supports 1 @15', '세라 supports 2 @18', '세라 supports 1 @23']);
  });
  it('a reply that goes nowhere, or only if, states nothing', () => {
    expect(stances('1안으로 가지는 않을게요.')).toEqual(['지수 supports 1 @15', '세라 supports 2 @18']);
    expect(stances('비용이 맞다면 1안으로 갈게요.')).toEqual(['지수 supports 1 @15', '세라 supports 2 @18']);
  });
});

describe('an answer after the answerer’s name, unquoted', () => {
  it('`…吗？ben：…我仍然支持 Alpha。` is ben’s reply up to the line’s end or " / "; hearsay in it is a mention', () => {
    const body = '## R2 Opinions\n### ana\nNo view yet.\n### ben\nNo view yet.\n\n## R4 Cross-questions\n'
      + '- ana问ben：Beta 可以吗？ben：可以，这点我承认。但我仍然支持 Alpha。 / ana asked ben about Beta. ben: "I still back Alpha."\n'
      + '- ben问ana：Gamma 呢？ana：听说运维组想要 Gamma，我没核实。';
    expect(stancesOf(body)).toEqual(['ben supports 1 @17']);
  });
});
