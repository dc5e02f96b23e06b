// A roster's bracketed roles (`Ana (product)`) and options read out with bracket-closed keys
// in R1's sentence (`A) Kafka, B) NATS`): shapes of minutes from other runs of the harness.
import { describe, expect, it } from 'vitest';
import { readLog } from '../../../support/readLog.ts';

const minutes = (body: string) => readLog(`---\ntype: meeting\n---\n# Queue for order events\n\n${body}`, '2027-01-05-10-00-queue.md').value;
const edges = (graph: any) => graph.edges.map((e: any) => `${e.type} ${e.source} → ${e.target}`);

describe('a roster names each person with a role in brackets', () => {
  const read = minutes('Attendees: Priya (moderator), Ana (product), Ben (ops lead), Cai, 김하나 (PM), Ivo (ad-hoc)\n\n## R1 — Problem\nWhich queue?\n\n## R2 — Independent opinions\n- **Ana (product)**: Option A, for the replay.\n- **Ben**: Option B, one binary.\n\n## R7 — Decision\nDecision: Option A.\n');
  it('the person is the name, the bracket is the role', () => {
    expect(read.document.minutes.participants.map((p: any) => [p.name, p.role ?? null])).toEqual([
      ['Priya', 'moderator'], ['Ana', 'product'], ['Ben', 'ops lead'], ['Cai', null], ['김하나', 'PM'], ['Ivo (ad-hoc)', null],
    ]);
  });
  it('a speaker written with or without the bracket is that person', () => {
    expect(edges(read.graph)).toContain('supports p-ana → opinion-ana');
    expect(edges(read.graph)).toContain('supports p-ben → opinion-ben');
    expect(read.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.id)).toEqual(['p-priya', 'p-ana', 'p-ben', 'p-cai', 'p-김하나', 'p-ivo-ad-hoc']);
  });
  it('a bracket of more than four words stays with the name', () => {
    const long = minutes('Attendees: Ana (joined from the Berlin office today), Ben\n\n## R1 — Problem\nWhich queue?\n\n## R2 — Independent opinions\n- **Ben**: Option B.\n\n## R7 — Decision\nDecision: Option B.\n');
    expect(long.document.minutes.participants.map((p: any) => p.name)).toContain('Ana (joined from the Berlin office today)');
  });
});

describe("options read out in R1's sentence with bracket-closed keys", () => {
  const meeting = (problem: string, opinions: string) => minutes(`## R1 — Problem\n${problem}\n\n## R2 — Independent opinions\n${opinions}\n\n## R7 — Decision\nDecision: none yet.\n`);
  it('`A) Kafka, B) NATS` defines both, and a bare `B.` is a stance on B', () => {
    const read = meeting('Pick a queue for order events: A) Kafka, B) NATS.', '- **Ana**: A. Replay a week of orders.\n- **Ben**: B. One binary.');
    expect(read.document.minutes.options.map((o: any) => [o.key, o.title])).toEqual([['A', 'Kafka'], ['B', 'NATS']]);
    expect(edges(read.graph)).toContain('supports opinion-ben → option-b');
  });
  it('`or` and `and` between the parts are no part of a title', () => {
    const read = meeting('Three ways: A) keep Jenkins, B) move to GitHub Actions, or C) both for a quarter.', '- **Ana**: I back C.\n- **Ben**: B is simpler.');
    expect(read.document.minutes.options.map((o: any) => o.title)).toEqual(['keep Jenkins', 'move to GitHub Actions', 'both for a quarter']);
  });
  it('a list of points the meeting never names again is no list of options', () => {
    const read = meeting('We need: 1) speed, 2) cost control.', '- **Ana**: Speed matters most.\n- **Ben**: Cost first.');
    expect(read.document.minutes.options).toEqual([]);
  });
  it('keys out of order, lower case, or a single key define nothing', () => {
    for (const problem of ['Either B) NATS, A) Kafka.', 'Pick: a) Kafka, b) NATS.', 'Pick: A) Kafka only.', 'See (A) Kafka, (B) NATS in the wiki']) {
      const read = meeting(problem, '- **Ana**: A. Replay.\n- **Ben**: B. One binary.');
      expect(read.document.minutes.options.map((o: any) => o.title ?? null), problem).not.toEqual(['Kafka', 'NATS']);
    }
  });
});
