// One way for the readers' specs to run a log through the pipeline and ask its graph: the
// record of a text (the diagnostics thrown when it is refused), a fixture's text, and the
// questions the probe and review specs ask of it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { processDebate } from '../../src/lib/archive/processDebate.ts';
import { parseMinutes } from '../../src/lib/formats/minutes/parse.ts';
import { decodeSource } from '../../src/lib/parse/source.ts';
import { buildMinutesView, type MinutesView } from '../../src/lib/render/minutesView.ts';

/** The pipeline's result for `text` read as the file `file` (`value`, `diagnostics`); refused, the diagnostics are thrown. */
export function readLog(text: string, file: string): any {
  const result = processDebate({ file, text } as any, 'x/y' as any) as any;
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}

/** The text of `tests/fixtures/<relative>`. */
export const fixtureText = (relative: string): string => readFileSync(fileURLToPath(new URL(`../fixtures/${relative}`, import.meta.url)), 'utf8');

/** `readLog` of the fixture `<folder>/<name>`, read as the file `name`. */
export const readFixtureLog = (folder: string, name: string): any => readLog(fixtureText(`${folder}/${name}`), name);

/** The minutes page's "Changes of mind" of the fixture `<folder>/<name>`, read as the page reads them. */
export function fixtureChangesOfMind(folder: string, name: string): MinutesView['changesOfMind'] {
  const decoded = decodeSource(name, Buffer.from(fixtureText(`${folder}/${name}`)));
  if (!decoded.ok) throw new Error(decoded.diagnostic.message);
  const parsed = parseMinutes(decoded.source);
  if (!parsed.ok) throw new Error(`${name}: no minutes`);
  return buildMinutesView(parsed.value).changesOfMind;
}

/** `type:reading` of the relation to `option` whose provenance is `line` (the option's own edges left out), if any. */
export function relationOn(value: any, line: number, option: string): string | undefined {
  const edge = value.graph.edges.find((e: any) => e.target === option && e.provenance?.line === line && e.source !== option);
  return edge === undefined ? undefined : `${edge.type}:${edge.reading}`;
}

/** The labels of the graph's personas. */
export const personaLabels = (value: any): string[] => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);

/** The `attributes.role` of the persona labelled `label`. */
export const roleOf = (value: any, label: string): unknown => value.graph.nodes.find((n: any) => n.type === 'persona' && n.label === label)?.attributes?.role;

/** Whether a concession's provenance is `line`. */
export const concedesAt = (value: any, line: number): boolean => value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

/** Whether the stance a line withdraws is marked by it: `stance_changed: "line 37 (withdrawn): …"`. */
export const withdrawsAt = (value: any, line: number): boolean => value.graph.edges.some((e: any) => String(e.attributes?.stance_changed ?? '').startsWith(`line ${line} `));

/** The texts of the live-disagreement claims a transcript's side holds (`agent-a`, `agent-b`). */
export function liveViewsHeldBy(value: any, agent: string): Array<string | undefined> {
  const held = value.graph.edges.filter((e: any) => e.type === 'supports' && e.source === agent && String(e.target).startsWith('live-disagreement'));
  return held.map((e: any) => value.graph.nodes.find((n: any) => n.id === e.target)?.text);
}
