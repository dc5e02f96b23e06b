// Minutes kept in Emacs org-mode: `* R1 Problem` headings, `|---+---|` table rules, property
// drawers (`:VOTE: B` between `:PROPERTIES:` and `:END:`), `#+TITLE:` keywords, `*bold*` and
// `#+BEGIN_QUOTE` blocks. Each line is rewritten into the Markdown the readers know, one line
// for one line, so every line keeps its number and is still accounted for (read, or
// reported as not interpreted). Only a body whose headings are org headings is rewritten.
import { isFenceLine } from '../../parse/frontmatter.ts';

const ORG_HEADING = /^(\*{1,6})[ \t]+(?:(?:TODO|DONE|NEXT|WAITING|CANCELLED)[ \t]+)?(.*?)(?:[ \t]+:[\p{L}\p{N}_:@#%]+:)?[ \t]*$/u;
const ORG_KEYWORD = /^#\+([A-Za-z_]{1,30}):[ \t]*(.*)$/u;
const DRAWER_FIELD = /^[ \t]*:([A-Za-z][A-Za-z0-9_-]{0,30}):[ \t]+(\S.*)$/u;
const TABLE_RULE = /^[ \t]*\|[-+:| \t]*\|?[ \t]*$/u;
const BOLD = /(?<![\p{L}\p{N}*])\*([^*\s][^*\n]{0,58}[^*\s]|[^*\s])\*(?![\p{L}\p{N}*])/gu;

/** True when the text's headings are org headings: two or more `* ` lines, no Markdown heading. */
export function isOrgMode(text: string): boolean {
  let org = 0;
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (/^#{1,6}[ \t]/u.test(line) || isFenceLine(line)) return false;
    if (/^\*{1,6}[ \t]+\S/u.test(line)) org++;
    if (end === -1) break;
    start = end + 1;
  }
  return org >= 2;
}

const fieldName = (key: string): string => {
  const words = key.toLowerCase().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The org-mode text rewritten line for line into Markdown; any other text as it is. */
export function orgModeAsMarkdown(text: string): string {
  if (!isOrgMode(text)) return text;
  let inQuote = false;
  return text.split('\n').map((line) => {
    const keyword = ORG_KEYWORD.exec(line);
    if (keyword) {
      const key = keyword[1]!.toUpperCase();
      if (key === 'BEGIN_QUOTE') inQuote = true;
      if (key === 'END_QUOTE') inQuote = false;
      return key === 'TITLE' && keyword[2]!.trim() !== '' ? `# ${keyword[2]!.trim()}` : line;
    }
    if (inQuote) return line.trim() === '' ? line : `> ${line}`;
    const heading = ORG_HEADING.exec(line);
    // A level-1 org heading is a round (`* R1 Problem` → `## R1 Problem`): the title is `#+TITLE`.
    if (heading) return `${'#'.repeat(Math.min(6, heading[1]!.length + 1))} ${heading[2]}`;
    if (TABLE_RULE.test(line) && line.includes('-')) return line.replace(/\+/g, '|');
    const field = DRAWER_FIELD.exec(line);
    if (field) return `- ${fieldName(field[1]!)}: ${field[2]!.trim()}`;
    return line.replace(BOLD, '**$1**');
  }).join('\n');
}
