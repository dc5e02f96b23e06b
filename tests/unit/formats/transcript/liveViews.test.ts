// A live disagreement's views by the sides' own names (probe 19 rows 5, 6, 14 and 15): after
// a topic lead-in, in parentheses one per ";" part, and never one side given a sentence that
// also states the other side's view.
import { describe, expect, it } from 'vitest';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';

const views = (text: string, sides: [string, string] = ['Postgres', 'MySQL']) => statedViews([{ text, line: 3 }], sides).map((v) => [v.agent, v.text]);

describe('a topic or an announcement before a colon (rows 5 and 15)', () => {
  it.each([
    'On scale: Postgres expects Citus sharding, MySQL expects Vitess.',
    'On scale: Postgres expects Citus sharding, whereas MySQL expects Vitess.',
    'As for scale: Postgres expects Citus sharding; MySQL expects Vitess.',
  ])('draws both views after "%s"', (text) => {
    expect(views(text)).toEqual([['A', 'Postgres expects Citus sharding'], ['B', 'MySQL expects Vitess']]);
  });
  it('reads "Two views: Postgres — …; MySQL — …" as one view each', () => {
    expect(views('Two views: Postgres — keep one primary; MySQL — add group replication.')).toEqual([['A', 'keep one primary'], ['B', 'add group replication.']]);
  });
  it('takes off no other lead-in: the content of a question or a report stays unattributed', () => {
    expect(views('The open question: MySQL would need sharding.')).toEqual([]);
    expect(views('Cost: MySQL would cost more, Postgres says.').map(([agent]) => agent)).not.toContain('B');
    expect(views('On cost: Postgres says MySQL is cheaper, while MySQL disagrees.').map(([agent, text]) => agent === 'B' || text === 'MySQL is cheaper')).not.toContain(true);
  });
});

describe('views in parentheses (row 6)', () => {
  it.each([
    ['Whether to shard now (Postgres: yes, with Citus; MySQL: not before 10 TB).', ['Postgres', 'MySQL']],
    ['Whether to shard now (A: yes, with Citus; B: not before 10 TB).', ['Agent A', 'Agent B']],
    ['Whether to shard now (Postgres: yes, with Citus) (MySQL: not before 10 TB).', ['Postgres', 'MySQL']],
  ] as Array<[string, [string, string]]>)('gives each side its own part: %s', (text, sides) => {
    expect(views(text, sides)).toEqual([['A', 'yes, with Citus'], ['B', 'not before 10 TB']]);
  });
  it('gives no view from a parenthesis that is partly views, and keeps a plain aside as written', () => {
    expect(views('Whether to shard (A: yes; see round 2).', ['Agent A', 'Agent B'])).toEqual([]);
    expect(views('Postgres wants Citus (an extension) now.')).toEqual([['A', 'Postgres wants Citus (an extension) now']]);
    expect(views('Sharding stays open; MySQL waits (MySQL: not before 10 TB).')).toEqual([['B', 'not before 10 TB']]);
  });
  it('reads a lower-case letter opening a part as an enumerator, not a side', () => {
    expect(views('Options (a: shard now; b: wait).', ['Agent A', 'Agent B'])).toEqual([]);
  });
});

describe('a sentence that states both sides\' views (row 14)', () => {
  it('is neither side\'s alone, by name or by letter', () => {
    expect(views('Postgres believes vacuum is manageable and MySQL believes purge lag is worse.')).toEqual([]);
    expect(views('A believes vacuum is manageable and B believes purge lag is worse.', ['Agent A', 'Agent B'])).toEqual([]);
  });
  it('keeps a side\'s sentence that concedes the other\'s view inside it', () => {
    expect(views('Postgres says that while MySQL holds the lead, it will lose.')).toEqual([['A', 'Postgres says that while MySQL holds the lead, it will lose']]);
  });
});

describe('frames around parentheses and lead-ins (review of the above)', () => {
  const letters: [string, string] = ['Agent A', 'Agent B'];
  it('takes no view out of a parenthesis in a framed or reported clause', () => {
    expect(views('If the pilot fails (B wants a rollback), A holds X.', letters)).toEqual([]);
    expect(views('According to Postgres (MySQL wants a rollback), fine.')).toEqual([]);
    expect(views('A says (B wants a rollback) is wrong.', letters)).toEqual([]);
  });
  it('keeps a parenthesis only partly of views whole in its sentence, the condition with the view', () => {
    expect(views('A wants sharding (only if B agrees; B: not yet).', letters)).toEqual([['A', 'A wants sharding (only if B agrees; B: not yet)']]);
  });
  it('gives no view from an enumeration of the sides, nor from a topic that names a side', () => {
    expect(views('Agent A, Agent B: both converge on Postgres for the ledger.', letters)).toEqual([]);
    expect(views('Risks for A, B: both underestimate the migration.', letters)).toEqual([]);
    expect(views('Both agents (A, B: DONE) agree.', letters)).toEqual([]);
    expect(views("On MySQL's replication lag: Postgres wants logical replication, MySQL wants semi-sync.")).toEqual([]);
    expect(views('Risks for A, B: all of them underestimate the migration.', letters)).toEqual([]);
  });
  it('reads "all" before a noun as the side\'s view (probe 26, t01 line 78)', () => {
    expect(views('A: all billing should be an event log; B: balances stay CRUD.', letters)).toEqual([['A', 'all billing should be an event log'], ['B', 'balances stay CRUD.']]);
  });
  it('splits a parenthesis or a sentence before ", <side>:"', () => {
    expect(views('Whether to shard now (A: yes, B: no).', letters)).toEqual([['A', 'yes'], ['B', 'no']]);
    expect(views('Whether to shard now (Postgres: yes, MySQL: no).')).toEqual([['A', 'yes'], ['B', 'no']]);
    expect(views('A: shard now, B: wait.', letters)).toEqual([['A', 'shard now'], ['B', 'wait.']]);
  });
  it('takes off a topic only when it names no side and both sides state a view after it', () => {
    expect(views('On failure: MySQL wants a rollback.')).toEqual([]);
    expect(views("On MySQL's account: Postgres wants to drop the audit log.")).toEqual([]);
  });
  it('gives no side a sentence that concedes the other side\'s view outside a reported clause', () => {
    expect(views('A holds X, although B holds Y.', letters)).toEqual([]);
    expect(views('A holds X though B holds Y.', letters)).toEqual([]);
  });
  it('splits named sides joined by a Chinese connective (probe 21 row 27)', () => {
    expect(views('正方认为应当立即禁车，而反方主张先扩建公交。', ['正方', '反方'])).toEqual([['A', '正方认为应当立即禁车'], ['B', '反方主张先扩建公交']]);
  });
  it('splits a view that ends in an option letter before the other side\'s label', () => {
    expect(views('Agent A: keep tier A, Agent B: move to tier B.', letters)).toEqual([['A', 'keep tier A'], ['B', 'move to tier B.']]);
    expect(views('Whether to migrate (Agent A: option B, Agent B: option A).', letters)).toEqual([['A', 'option B'], ['B', 'option A']]);
  });
  it('drops only the sentence a framing topic opens, and reads an unclosed bracket as text', () => {
    expect(views('On Postgres cost: both agree it is cheap. MySQL wants Vitess; Postgres wants Citus.')).toEqual([['B', 'MySQL wants Vitess'], ['A', 'Postgres wants Citus']]);
    expect(views('Postgres expects Citus sharding (see notes. MySQL expects Vitess.')).toEqual([['A', 'Postgres expects Citus sharding (see notes'], ['B', 'MySQL expects Vitess']]);
  });
});
