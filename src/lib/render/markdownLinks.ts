// Log text written into an exported Markdown file (concepts.md, README.md, the Obsidian
// vault's notes) keeps its Markdown, links included, but a link or image whose target the site would refuse
// (javascript:, data:, vbscript:, anything but http(s), mailto and relative URLs; the
// allow-list is classifyUrl's) is neutralised the way the site shows it: as text, with
// the "(" escaped so no Markdown reader (Obsidian, GitHub, a static-site generator) makes
// a link of it.
import { markdownInline, markdownInlinePart } from '../core/escape.ts';
import { classifyUrl } from './renderMarkdown.ts';

/**
 * `[x](url` and `![x](url`: the destination, bare or in <…>, up to a space or ")", after any
 * white space, a no-break space included (the export writes it as a plain space). An
 * angle-bracket destination holds no "<" (CommonMark), so on `](<` repeated each match
 * attempt stops at the next one: linear, never a rescan of the line per bracket.
 */
const INLINE_LINK = /\]\((\s*)(<[^<>\n]*>|[^\s)]*)/g;

export function neutraliseLinks(text: string): string {
  return text.replace(INLINE_LINK, (whole, space: string, destination: string) => {
    const url = destination.startsWith('<') ? destination.slice(1, -1) : destination;
    return classifyUrl(url) === null ? `]\\(${space}${destination}` : whole;
  });
}

/** markdownInline for exported Markdown: one line, HTML-escaped, unsafe links neutralised. */
export const exportInline = (text: string): string => markdownInline(neutraliseLinks(text));

/** markdownInlinePart for exported Markdown: a piece of a line, unsafe links neutralised. */
export const exportInlinePart = (text: string): string => markdownInlinePart(neutraliseLinks(text));
