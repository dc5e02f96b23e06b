// Probe 2026-12-51 (tests/fixtures/probe-2026-12-51/FINDINGS.md), rows 4, 5, 7 and 8: what a
// clause of a /debate turn concedes. A report of the other side's concession is none of the
// speaker's (#4); "I'll grant X, but Y" reads as "I grant X, but Y" (#5); French ", mais"
// turns back after a concession as Italian ", ma" does (#7); a condition after the cue
// ("only if", "provided that") leaves nothing conceded (#8).
import { describe, expect, it } from 'vitest';
import { readFixtureLog, readLog } from '../../../support/readLog.ts';

const probe = (folder: string, name: string) => readFixtureLog(`probe-2026-12-51/${folder}`, name).value;

/** A's round-2 engagement item is line 21; B is named by `sides` (or by its header when `sides` is empty). */
function transcript(item: string, options: { sides?: [string, string]; headers?: [string, string] } = {}): string {
  const [a, b] = options.headers ?? ['Agent A', 'Agent B'];
  const sides = options.sides ?? ['Monorepo', 'Polyrepo'];
  return [
    '---', 'title: Repository layout', sides.length === 2 ? `sides: [${sides.join(', ')}]` : 'tags: [repos]', '---', '',
    `🅰️ ${a} — Round 1 (Opening)`, '', '## Position', '', 'One repository.', '',
    `🅱️ ${b} — Round 1 (Opening)`, '', '## Position', '', 'One repository per service.', '',
    `🅰️ ${a} — Round 2`, '', '## Engagement', item, '', '## Status: CONTINUE — more to say.', '',
  ].join('\n');
}

/** What the graph draws from line `line`: `type:reading:claim text or quote`. */
function drawnAt(value: any, line: number): string[] {
  const label = (id: string) => value.graph.nodes.find((n: any) => n.id === id)?.label;
  return value.graph.edges.filter((e: any) => e.provenance?.line === line && e.type !== 'supports')
    .map((e: any) => `${e.type}:${e.reading}:${e.type === 'concedes' ? label(e.target) : e.provenance?.quote}`);
}
const itemDrawn = (item: string, options?: Parameters<typeof transcript>[1]) => drawnAt(readLog(transcript(item, options), 't.md').value, 21);
const concessions = (drawn: string[]) => drawn.filter((d) => d.startsWith('concedes:'));

describe('#4 a report of the other side\'s concession is not the speaker\'s', () => {
  it('t03:43 `Defend: B conceded in round 1 that …; I don\'t concede anything in return.` draws no concession by A', () => {
    expect(concessions(drawnAt(probe('cases', 't03-en-quoted-concession.md'), 43))).toEqual([]);
  });

  it.each([
    '- Defend: Agent B already conceded that atomic refactors are easier; nothing changes for me.',
    '- Defend: Polyrepo has conceded the atomic-refactor point in round 1.',
    '- Defend: they conceded in round 1 that atomic refactors are easier in one repo.',
    '- Defend: you concede that atomic refactors are easier in one repo.',
    '- Defend: the other side conceded the tooling point last round.',
    '- Defend: it was conceded by B that atomic refactors are easier.',
    '- Verteidigung: B hat bereits eingeräumt, dass atomare Refactorings leichter sind.',
  ])('%s → no concession', (item) => {
    expect(concessions(itemDrawn(item))).toEqual([]);
  });

  it('a model-named side: `GPT-5 conceded that …` in Claude\'s turn concedes nothing', () => {
    const drawn = itemDrawn('- Defend: GPT-5 conceded that the retries are declared.', { sides: [] as any, headers: ['Claude (Proponent)', 'GPT-5 (Opponent)'] });
    expect(concessions(drawn)).toEqual([]);
  });

  it('the speaker\'s own concession beside the report still concedes', () => {
    expect(concessions(itemDrawn('- Defend: B conceded the cadence point, and I concede the tooling point.'))).toHaveLength(1);
    expect(concessions(itemDrawn('- Defend: B conceded the cadence point; I concede the tooling point.'))).toEqual(['concedes:read:I concede the tooling point']);
    expect(concessions(itemDrawn('- Defend: point conceded — the migration costs a sprint.'))).toHaveLength(1);
    expect(concessions(itemDrawn('- Defend: that is a conceded point.'))).toHaveLength(1);
    expect(concessions(itemDrawn('- Defend: B is right that you concede some latency for durability.'))).toHaveLength(1);
  });
});

describe('#5 "I\'ll grant X, but Y" reads as "I grant X, but Y"', () => {
  it('t06:41 reads the concession and the opposing but-clause, as the control does', () => {
    expect(drawnAt(probe('cases', 't06-en-model-roles.md'), 41)).toEqual([
      'concedes:read:I\'ll grant that the migration costs a sprint', 'opposes:read:the payback is within a quarter',
    ]);
    expect(drawnAt(probe('controls', 't06-igrant.md'), 41)).toEqual([
      'concedes:read:I grant that the migration costs a sprint', 'opposes:read:the payback is within a quarter',
    ]);
  });

  it.each([
    ['- I will concede that the migration costs a sprint, but the payback is fast.', 'I will concede that the migration costs a sprint'],
    ['- I’d grant that the migration costs a sprint, but the payback is fast.', 'I’d grant that the migration costs a sprint'],
    ['- I can concede the cost point, but the payback is fast.', 'I can concede the cost point'],
    ['- We\'ll acknowledge the cost, but the payback is fast.', 'We\'ll acknowledge the cost'],
  ])('%s', (item, conceded) => {
    expect(itemDrawn(item)).toEqual([`concedes:read:${conceded}`, 'opposes:read:the payback is fast']);
  });

  it.each([
    '- I won\'t grant that the migration is cheap, but the payback is fast.',
    '- I won’t concede that the migration is cheap.',
    '- I wouldn\'t concede the cost point.',
    '- I would not grant the cost point.',
    '- I can\'t concede the cost point.',
    '- I couldn\'t grant that.',
    '- I\'ll never concede the cost point.',
  ])('%s → nothing conceded', (item) => {
    expect(itemDrawn(item)).toEqual([]);
  });
});

describe('#7 French ", mais" turns back after a concession, as Italian ", ma" does', () => {
  it('t01:44 `Je concède en partie que X, mais un module …`: X conceded, the mais-clause opposes', () => {
    expect(drawnAt(probe('cases', 't01-fr-partial-concession.md'), 44)).toEqual([
      'concedes:read:Je concède en partie que les paiements ont un rythme différent',
      'opposes:read:un module peut avoir son propre pipeline de tests',
    ]);
    expect(drawnAt(probe('controls', 't01-nopartie.md'), 44)).toEqual([
      'concedes:read:Je concède que les paiements ont un rythme différent',
      'opposes:read:un module peut avoir son propre pipeline de tests',
    ]);
  });

  it.each([
    ['- Je reconnais que le coût est réel, mais une équipe de six peut le porter.', 'Je reconnais que le coût est réel', 'une équipe de six peut le porter'],
    ['- J\'admets (en partie) que le coût est réel, mais deux sprints suffisent.', 'J\'admets (en partie) que le coût est réel', 'deux sprints suffisent'],
    ['- Ammetto che il costo è reale, ma due sprint bastano.', 'Ammetto che il costo è reale', 'due sprint bastano'],
    ['- Reconozco que el coste es real, pero dos sprints bastan.', 'Reconozco que el coste es real', 'dos sprints bastan'],
    ['- Ich räume ein, dass die Kosten real sind, aber zwei Sprints reichen.', 'Ich räume ein, dass die Kosten real sind', 'zwei Sprints reichen'],
    ['- Reconheço que o custo é real, mas dois sprints bastam.', 'Reconheço que o custo é real', 'dois sprints bastam'],
  ])('%s', (item, conceded, rejoinder) => {
    expect(itemDrawn(item)).toEqual([`concedes:read:${conceded}`, `opposes:read:${rejoinder}`]);
  });

  it('Portuguese ", mais um" (one more) after a Portuguese cue is no turn-back: the clause is conceded whole', () => {
    expect(itemDrawn('- Concedo que o custo sobe, mais um sprint de testes não muda nada.')).toEqual([
      'concedes:read:Concedo que o custo sobe, mais um sprint de testes não muda nada',
    ]);
  });
});

describe('#8 a condition after the cue leaves nothing conceded', () => {
  it('t03:83 `I concede the tooling point only if Bazel is off the table.` draws no concession', () => {
    expect(concessions(drawnAt(probe('cases', 't03-en-quoted-concession.md'), 83))).toEqual([]);
  });

  it.each([
    '- I concede the tooling point provided that Bazel is off the table.',
    '- I\'ll grant the cost point as long as the pilot stays small.',
    '- I accept the cadence argument on condition that tags are per service.',
    '- Je concède le point sur l\'outillage à condition que Bazel soit exclu.',
    '- Concedo el punto de las herramientas siempre que Bazel quede fuera.',
    '- I\'d grant the cost point if the pilot were smaller.',
    '- I would concede that unless the numbers change.',
  ])('%s → no concession', (item) => {
    expect(concessions(itemDrawn(item))).toEqual([]);
  });

  it.each([
    ['- I concede the tooling point, even if Bazel stays.', 'I concede the tooling point, even if Bazel stays'],
    ['- I concede that builds are slower if you count cold starts.', 'I concede that builds are slower if you count cold starts'],
    ['- I concede the tooling point, but only if Bazel stays would it matter.', 'I concede the tooling point'],
  ])('%s → still a concession', (item, conceded) => {
    expect(concessions(itemDrawn(item))).toEqual([`concedes:read:${conceded}`]);
  });
});
