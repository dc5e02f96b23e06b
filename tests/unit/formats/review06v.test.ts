// Review 2026-12-06v (tests/fixtures/review-2026-12-06v/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { concededClause } from '../../../src/lib/formats/transcript/reading.ts';
import { readLog } from '../../support/readLog.ts';

const participants = (roster: string) => readLog(`# Queue\n\n## R0 Opening\n${roster}\n\n## R1 Problem\n- Option A: Kafka\n- Option B: RabbitMQ\n\n## R2 Independent opinions\n- Ana: For B.\n\n## R7 Decision\nDecision: Option B.\n`, '2027-06-01-10-00-queue.md').value.document.minutes.participants.map((p: any) => p.name);

describe('V1: a name followed by "as well", "as required" is that name', () => {
  it('every attendee is kept', () => {
    expect(participants('Attendees: Priya as moderator, Ana as required, Ben as agreed, Cai as before, Dora as always, Eve as above')).toEqual(['Priya', 'Ana', 'Ben', 'Cai', 'Dora', 'Eve']);
    expect(participants('Attendees: Ana as usual, Ben, Cai as needed, Dora as well')).toEqual(['Ana', 'Ben', 'Cai', 'Dora']);
  });
});

describe("V2: a concession that names the speaker's own side", () => {
  for (const text of ['Agent A should concede the masking point, and I do.', 'A should concede this one: the cost is real.']) {
    it(text, () => expect(concededClause(text)).not.toBeNull());
  }
});
