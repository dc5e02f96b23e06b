// A note's frontmatter as `validate` reads it (parse/frontmatter.ts: the JSON-compatible
// core schema, every scalar kept as the text written), not as Astro's reader for `.mdx`
// entries does (js-yaml: `title: 0x1F` became 31, `title: 2026-12-03` a Date the schema
// refused with Astro's stack trace; probe 2026-12-14 rows 3 and 4). The loader's
// `parseData` is wrapped: the data it checks is read again from the entry's file, as written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { splitFrontmatter } from '../lib/parse/frontmatter.ts';
import { frontmatterObject } from '../lib/schemas/noteFrontmatter.ts';

/** The frontmatter of `contents` as written, or undefined where it cannot be read (`validate` has said why). */
function frontmatterAsWritten(contents: string, file: string): Record<string, unknown> | undefined {
  const split = splitFrontmatter({ file, text: contents });
  return split.ok ? frontmatterObject(split.value.data) : undefined;
}

/** `loader`, each entry's data read from its file's frontmatter as written. */
export function textFrontmatter(loader: Loader): Loader {
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (props) => {
          if (props.filePath === undefined) return context.parseData(props);
          const file = path.resolve(fileURLToPath(context.config.root), props.filePath);
          const data = frontmatterAsWritten(readFileSync(file, 'utf8'), file);
          return context.parseData(data === undefined ? props : { ...props, data: data as typeof props.data });
        },
      }),
  };
}
