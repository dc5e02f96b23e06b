// A generated archive of a few hundred small debates, for the list pages (paging, sort,
// filters): roundtable logs spread over three years, four tags and eight personas, some
// without a synthesis and some heavily contested, plus minutes files on hold and decided.
// Deterministic: the same call writes the same files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prng } from '../../scripts/support/syntheticGraphs.ts';

export const LIST_TAGS = ['energy', 'cities', 'work', 'health'];
export const LIST_PERSONAS = ['Ada Berg', 'Bruno Costa', 'Chiara Dahl', 'Dmitri Eze', 'Eun-ji Fischer', 'Farid Garcia', 'Greta Haas', 'Hiro Ito'];
const TOPICS = ['transit', 'heat pumps', 'remote work', 'clinics', 'bike lanes', 'night trains', 'four-day weeks', 'solar roofs'];

/** The archive of the list pages at 1,000 debates (the fixture site `lists-1000`). */
export const LARGE_LIST_ARCHIVE = { roundtables: 980, minutes: 20 } as const;

export interface ListArchive {
  folder: string;
  roundtables: number;
  minutes: { held: number; decided: number };
}

export function writeListArchive(folder: string, roundtables = 230, minutes = 20): ListArchive {
  rmSync(folder, { recursive: true, force: true });
  const random = prng(27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < roundtables; i++) {
    const year = 2024 + (i % 3);
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    const personas = [...new Set([pick(LIST_PERSONAS), pick(LIST_PERSONAS), pick(LIST_PERSONAS)])];
    const contested = i % 7; // 0–6 contested claims
    const claims = Array.from({ length: 6 }, (_, c) => ({ id: `c${c + 1}`, text: `Claim ${c + 1} about ${pick(TOPICS)} in debate ${i}` }));
    const relations = [];
    for (let c = 0; c < claims.length; c++) {
      relations.push({ source: 'p1', target: `c${c + 1}`, type: 'supports' });
      if (c < contested) relations.push({ source: `p${personas.length}`, target: `c${c + 1}`, type: 'opposes' });
    }
    if (personas.length > 1) relations.push({ source: 'p2', target: 'c1', type: 'supports' });
    const log = {
      topic: `Debate ${String(i).padStart(3, '0')} on ${pick(TOPICS)}`,
      meta: { created: `${year}-${month}-${day}`, tags: [LIST_TAGS[i % LIST_TAGS.length]], lang: 'en' },
      personas: personas.map((name, p) => ({ id: `p${p + 1}`, name, position: `Position of ${name}`, argument: `Argument of ${name}` })),
      claims,
      relations,
      ...(i % 5 === 0 ? {} : { synthesis: { id: 's1', text: `Synthesis of debate ${i}.` } }),
      open_questions: [`Question of debate ${i}?`],
    };
    const dir = path.join(folder, String(year));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `debate-${String(i).padStart(3, '0')}.json`), JSON.stringify(log, null, 1));
  }
  let held = 0, decided = 0;
  for (let m = 0; m < minutes; m++) {
    const hold = m % 2 === 0;
    if (hold) held++; else decided++;
    const day = String(1 + m).padStart(2, '0');
    const ending = hold
      ? '## Hold\n\nHeld until data arrives.\n\n- **Reason:** no data yet.\n- **Resume condition**: Resume when the pilot ends.\n'
      : '## R7 Decision\n\n- **결정:** Option A.\n';
    writeFileSync(path.join(folder, `2025-06-${day}-10-00-meeting-${m}.md`), `---\ndate: 2025-06-${day}T10:00+09:00\ntype: meeting\nstatus: ${hold ? 'hold' : 'decided'}\nparticipants:\n  - analyst\n  - skeptic\n---\n\n# Meeting ${m} on rollout\n\n## R1 Problem definition\n\nWhich rollout?\n\n## R2 Independent opinions\n\n- **analyst:** Option A.\n- **skeptic**: Option B.\n\n${ending}`);
  }
  return { folder, roundtables, minutes: { held, decided } };
}

/**
 * One more debate for the output budgets: `tags` tags of its own and a claim of
 * `labelLength` characters that four relations point at (three personas and a claim);
 * `moreNames`: personas of its own besides (near-equal names, for the alias report's
 * suggestions). Returns the long claim's text.
 */
export function writeWideDebate(folder: string, tags: number, labelLength: number, moreNames: readonly string[] = []): string {
  const long = `Long claim ${'word '.repeat(Math.ceil(labelLength / 5))}`.slice(0, labelLength).trim();
  const log = {
    topic: 'A debate of many tags and one long claim',
    meta: { created: '2023-01-02', tags: Array.from({ length: tags }, (_, i) => `wide tag ${String(i).padStart(4, '0')}`), lang: 'en' },
    personas: ['Ada Berg', 'Bruno Costa', 'Chiara Dahl', ...moreNames].map((name, i) => ({ id: `p${i + 1}`, name, position: `Position of ${name}`, argument: `Argument of ${name}` })),
    claims: [{ id: 'c1', text: long }, { id: 'c2', text: 'A short claim' }],
    relations: [
      { source: 'p1', target: 'c1', type: 'supports' }, { source: 'p2', target: 'c1', type: 'opposes' },
      { source: 'p3', target: 'c1', type: 'supports' }, { source: 'c2', target: 'c1', type: 'supports' },
    ],
    synthesis: { id: 's1', text: 'Synthesis of the wide debate.' },
    open_questions: ['Question of the wide debate?'],
  };
  mkdirSync(path.join(folder, '2023'), { recursive: true });
  writeFileSync(path.join(folder, '2023', 'wide.json'), JSON.stringify(log));
  return long;
}
