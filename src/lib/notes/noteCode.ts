// Refuses every construct of a note's MDX that would run code on the build machine or in a
// reader's browser, at its line, before anything is compiled (docs/decisions/trusted-notes.md).
import { createRequire } from 'node:module';
import type { MdastNode } from 'satteri';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount, MAX_NOTE_TREE_DEPTH, MAX_URL_LENGTH } from '../core/limits.ts';
import { classifyUrl } from '../render/renderMarkdown.ts';
import { deepNesting } from './noteNesting.ts';
import { crowdedParagraphs } from './noteParagraphs.ts';
import { NOTE_COMPONENTS } from './noteReferences.ts';

// satteri loads its native binding beside its own files: required from this file's place,
// so the CLI bundle (bin/cliBundle.js keeps this module's import.meta.url) finds it too.
const { mdxToMdast } = createRequire(import.meta.url)('satteri') as typeof import('satteri');

/** The setting that lets named notes hold code: note paths relative to the notes folder, comma-separated. */
export const TRUSTED_NOTES_ENV = 'DEBATE_ATLAS_TRUSTED_NOTES';

/** The notes (paths relative to the notes folder, `/`-separated) whose code the owner vouches for. */
export function trustedNotesFromEnv(env: Record<string, string | undefined> = process.env): ReadonlySet<string> {
  const names = (env[TRUSTED_NOTES_ENV] ?? '').split(',').map((name) => name.trim().replace(/^\.\//, ''));
  return new Set(names.filter((name) => name !== ''));
}

/** Elements that run or load code, or change how the page resolves and submits. */
const REFUSED_ELEMENTS = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'form', 'noscript', 'template', 'svg', 'math', 'portal']);
/** Attributes whose value the browser loads or follows. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'cite', 'ping', 'manifest', 'codebase', 'longdesc', 'usemap', 'lowsrc', 'dynsrc', 'srcset']);
const HTML_NAME = /^[a-z][a-z0-9]*$/;
/** `{1}`, `{-2.5}`, `{true}`, `{"a:c1"}`: a value, not a program. */
const LITERAL = /^\s*(?:-?\d+(?:\.\d+)?|true|false|null|"[^"\\\r\n]*"|'[^'\\\r\n]*')\s*$/;
const COMPONENTS: ReadonlySet<string> = new Set(NOTE_COMPONENTS);
const WHY = 'notes are Markdown with <Claim>, <DebateGraph> and <Persona>; an archive is untrusted input. A note of your own that needs it: name it in DEBATE_ATLAS_TRUSTED_NOTES (docs/formats.md#notes-hold-no-code)';

interface Found { line: number; column: number; message: string }

/**
 * A note body's problems: its paragraphs past the markup budget, checked before the MDX parser
 * reads it, any note; then, for a note not trusted, its code.
 */
export function noteBodyProblems(file: string, text: string, trusted: boolean): Diagnostic[] {
  const crowded = [...crowdedParagraphs(file, text), ...deepNesting(file, text)];
  return crowded.length > 0 || trusted ? crowded : noteCodeProblems(file, text);
}

/** Every construct of a note's MDX that would run code, at its line; `text` is the whole file. */
export function noteCodeProblems(file: string, text: string): Diagnostic[] {
  let tree: MdastNode;
  try {
    tree = mdxToMdast(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /^(\d+):(\d+)/.exec(message);
    return [{ severity: 'error', code: 'note-syntax', file, ...(at ? { line: Number(at[1]), column: Number(at[2]) } : {}), message: `not valid MDX: ${message.slice(0, 300)}` }];
  }
  const found: Found[] = [];
  let tooDeep: Diagnostic | undefined;
  // An explicit stack, not recursion: a note nested thousands of levels deep is still read.
  const stack: Array<[MdastNode, number]> = [[tree, 0]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, parentDepth] = entry;
    const place = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    for (const message of nodeProblems(node)) found.push({ ...place, message });
    // A list and its items are one level, as the reader sees them.
    const depth = node.type === 'listItem' ? parentDepth : parentDepth + 1;
    if (depth > MAX_NOTE_TREE_DEPTH) {
      tooDeep ??= { severity: 'error', code: 'too-deep', file, ...place, message: `elements nested more than ${MAX_NOTE_TREE_DEPTH} deep (the limit for a note, lists, quotes, elements and emphasis together): the build's bundler fails on deep nesting; flatten it` };
      continue;
    }
    const children = (node as { children?: MdastNode[] }).children;
    if (children !== undefined) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth]);
  }
  const code = found.map((f): Diagnostic => ({ severity: 'error', code: 'note-code', file, line: f.line, column: f.column, message: `${f.message}: ${WHY}` }));
  return tooDeep === undefined ? code : [...code, tooDeep];
}

function nodeProblems(node: MdastNode): string[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return ['an `import` or `export` runs on the build machine when the site is built'];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return onlyComments(node.value) ? [] : ['an expression `{…}` runs on the build machine when the site is built'];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementProblems(node.name ?? '', node.attributes as ReadonlyArray<JsxAttribute>);
    case 'link':
    case 'image':
    case 'definition': {
      const what = node.type === 'image' ? 'an image' : 'a link';
      if (node.url.length > MAX_URL_LENGTH) return [`${what} to an address of ${formatCount(node.url.length)} characters: the limit is ${formatCount(MAX_URL_LENGTH)}`];
      return classifyUrl(node.url) === null ? [`${what} to ${JSON.stringify(node.url.slice(0, 80))}: only http(s), mailto and relative URLs are published`] : [];
    }
    default:
      return [];
  }
}

type JsxAttribute = { type: 'mdxJsxExpressionAttribute'; value: string } | { type: 'mdxJsxAttribute'; name: string; value?: string | null | { type: string; value: string } };

function elementProblems(name: string, attributes: ReadonlyArray<JsxAttribute>): string[] {
  const problems: string[] = [];
  const tag = `<${name}>`;
  if (name === '') { /* a fragment <>…</> renders its children only */ } else if (!COMPONENTS.has(name) && !HTML_NAME.test(name)) problems.push(`${tag} is a component the site does not provide`);
  else if (REFUSED_ELEMENTS.has(name)) problems.push(`${tag} runs or loads code in a reader's browser`);
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      problems.push(`a spread attribute \`{${attribute.value.slice(0, 40)}}\` in ${tag} runs on the build machine when the site is built`);
      continue;
    }
    const attributeName = attribute.name.toLowerCase();
    const value = attribute.value;
    // Astro's directives (`set:html`, `is:raw`, `client:load`, `define:vars` …) write raw HTML or ship script.
    if (attributeName.includes(':')) {
      problems.push(`${tag}'s ${attribute.name} is one of Astro's directives: it can write raw HTML or script into a reader's page`);
      continue;
    }
    if (value !== null && value !== undefined && typeof value === 'object') {
      if (!LITERAL.test(value.value)) problems.push(`the expression in ${tag}'s ${attribute.name}={…} runs on the build machine when the site is built`);
      continue;
    }
    if (attributeName.startsWith('on') || attributeName === 'style' || attributeName === 'srcdoc') problems.push(`${tag}'s ${attribute.name} attribute can run script or load content in a reader's browser`);
    else if (typeof value === 'string' && URL_ATTRIBUTES.has(attributeName) && urlsOf(attributeName, value).some((url) => classifyUrl(url) === null)) {
      problems.push(`${tag}'s ${attribute.name} ${JSON.stringify(value.slice(0, 80))}: only http(s), mailto and relative URLs are published`);
    }
  }
  return problems;
}

/** srcset holds a list of `url width` candidates; every other URL attribute one URL. */
const urlsOf = (name: string, value: string): string[] => (name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s/, 1)[0] ?? '') : [value]);

/** Whether an expression's text holds nothing but comments and white space (a scan, linear). */
export function onlyComments(expression: string): boolean {
  let at = 0;
  while (at < expression.length) {
    const c = expression[at]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') { at++; continue; }
    if (c !== '/') return false;
    const next = expression[at + 1];
    if (next === '*') {
      const end = expression.indexOf('*/', at + 2);
      if (end < 0) return false;
      at = end + 2;
    } else if (next === '/') {
      const end = expression.indexOf('\n', at + 2);
      at = end < 0 ? expression.length : end + 1;
    } else return false;
  }
  return true;
}
