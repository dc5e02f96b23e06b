// The per-line account of a prose document, whatever its format (parse/lineExplanation.ts),
// from its plugin's `lineReport` hook; undefined for the JSON formats, located by path instead.
import { pluginOf, type FormatDocument } from '../formats/registry.ts';
import type { LineReport } from '../parse/lineExplanation.ts';

export const lineReportOf = (document: FormatDocument): LineReport | undefined => pluginOf(document.format)?.lineReport?.(document);
