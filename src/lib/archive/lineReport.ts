// The per-line account of a prose document, whatever its format (parse/lineExplanation.ts);
// undefined for the JSON formats, whose problems are located by path instead.
import type { FormatDocument } from '../formats/registry.ts';
import type { LineNote } from '../parse/lineAccount.ts';
import type { LineReport } from '../parse/lineExplanation.ts';

export function lineReportOf(document: FormatDocument): LineReport | undefined {
  if (document.format === 'minutes') {
    const m = document.minutes;
    return { account: m.lineAccount, notes: m.lineNotes, notInterpreted: m.notInterpreted };
  }
  if (document.format === 'transcript') {
    // A transcript gives field notes once its parser notes them (Transcript.lineNotes).
    const t = document.transcript as typeof document.transcript & { lineNotes?: LineNote[] };
    return { account: t.lineAccount, notes: t.lineNotes ?? [], notInterpreted: t.notInterpreted };
  }
  return undefined;
}
