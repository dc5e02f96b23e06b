// A stance column's cell (probe 28, m02, written blind): a label states its stance, prose is
// read as any opinion is (hearsay takes no side); a quote names the column as the table does;
// a risks table names its option `案B` under `Option / 対象`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { parseMinutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const text = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-28/cases/m02-ja-table-split-decision.md', import.meta.url)), 'utf8');
const result = parseMinutes(textSource('m02.md', text));
if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
const stances = result.value.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option} ${s.reading} @${s.line} "${s.text}"`));

it('states a labelled cell, quoting it under the header as written', () => {
  expect(stances).toContain('佐藤部長 supports B stated @28 "立場: 賛成：案B"');
  expect(stances).toContain('鈴木課長 opposes B stated @29 "立場: 反対：案B"');
});

it('reads a cell of prose: hearsay only mentions the option', () => {
  expect(stances).toContain('高橋 mentions C mentioned @30 "立場: 案Cも悪くないと聞いた"');
});

it('quotes an R6 vote under its header as written', () => {
  expect(stances).toContain('佐藤部長 supports B stated @45 "投票: 案B"');
});

it('reads a risks table whose option column is headed in two languages and names 案B (probe 28, M02.12)', () => {
  expect(result.value.risks.map((r) => `${r.line} ${r.option} ${r.optionStated ? 'stated' : 'read'}`)).toContain('57 B stated');
});

it('states a label whose stance word follows its option with a particle (review)', () => {
  const table = '---\ntype: meeting\n---\n## R1 Problem\n- 案A: keep\n- 案B: move\n\n## R2 Opinions\n\n| 参加者 | 立場 |\n|---|---|\n| 佐藤 | 案Bに賛成 |\n| 鈴木 | B안에 찬성 |\n';
  const read = parseMinutes(textSource('st.md', table));
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.value.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option} ${s.reading}`))).toEqual(['佐藤 supports B stated', '鈴木 supports B stated']);
});
