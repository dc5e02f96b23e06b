// Characters a path may not hold where the site's bundler (Vite, Rolldown, Astro's file
// loader) turns file paths into URLs: `#` and `?` end the path part, `%` starts an escape,
// a backslash is an escape in a glob, a line break ends an import. A file under such a path
// fails the build with a stack trace or is silently not found (probe 2026-12-18a rows
// 24–28 and 33), so the folder or file is refused first, named.
import path from 'node:path';

/** A backslash only where it is no separator: on Windows every path holds one. */
const URL_UNSAFE = path.sep === '/' ? /[#?%\\\n\r]/u : /[#?%\n\r]/u;

/** The first character of `text` the bundler cannot carry in a path, in words; undefined when there is none. */
export function urlUnsafeSign(text: string): string | undefined {
  const sign = URL_UNSAFE.exec(text)?.[0];
  if (sign === undefined) return undefined;
  return sign === '\n' || sign === '\r' ? 'a line break' : `"${sign}"`;
}
