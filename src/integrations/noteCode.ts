// The second guard of notes/noteCode.ts: the content loader refuses a note with code before
// the build compiles anything, but `astro dev` compiles a note the moment it is edited, and
// nothing else should compile an archive's MDX unchecked. This Vite plugin runs before
// @astrojs/mdx's (both `pre`; this integration comes first) and refuses any note under the
// notes folder that is not named in DEBATE_ATLAS_TRUSTED_NOTES, with the same located list,
// and any note whose frontmatter the schema refuses (a `layout`, a `slug`), trusted or not.
// And whatever a check misses, MDX never imports a frontmatter `layout` (see dropLayout).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { notesDirFromEnv } from '../lib/archive/contentPath.ts';
import { diagnosticLine } from '../lib/core/terminalText.ts';
import { noteBodyProblems, trustedNotesFromEnv } from '../lib/notes/noteCode.ts';
import { noteFrontmatterErrors } from '../lib/notes/noteFrontmatter.ts';
import { locatedError } from './locatedError.ts';

export default function noteCode(): AstroIntegration {
  return {
    name: 'debate-atlas:note-code',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        dropLayout(config.markdown.processor);
        const root = fileURLToPath(config.root);
        const notesDir = path.resolve(root, notesDirFromEnv());
        const trusted = trustedNotesFromEnv();
        const plugin = {
          name: 'debate-atlas:note-code',
          enforce: 'pre' as const,
          transform(code: string, id: string) {
            // The ids @astrojs/mdx compiles (its filter is /\.mdx$/): a query marks another module.
            if (!id.endsWith('.mdx')) return null;
            const file = id;
            const relative = path.relative(notesDir, file).split(path.sep).join('/');
            if (relative.startsWith('../') || path.isAbsolute(relative)) return null;
            // Its frontmatter and its paragraphs' budget whether trusted or not (`layout`, `slug`:
            // schemas/noteFrontmatter.ts), its code unless trusted.
            const shown = path.relative(root, file).split(path.sep).join('/');
            const problems = [...noteFrontmatterErrors(shown, code), ...noteBodyProblems(shown, code, trusted.has(relative))];
            if (problems.length === 0) return null;
            throw locatedError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in notes (nothing was published):\n${problems.map((d) => `  ${diagnosticLine(d)}`).join('\n')}`);
          },
        };
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}

/**
 * The defence behind the schema's refusal of `layout` (schemas/noteFrontmatter.ts): the
 * MDX compiler (@astrojs/markdown-satteri's mdx/create-processor.js) writes
 * `import __astro_layout_component__ from <frontmatter.layout>` after its plugins have run,
 * reading the frontmatter from the document's data bag; a plugin that runs first deletes the
 * key there, for every .mdx the site compiles (the site itself uses none). A processor this
 * cannot guard is refused when the build starts, not trusted.
 */
export function dropLayout(processor: { name: string; options?: unknown }): void {
  const plugins = (processor.options as { mdastPlugins?: unknown } | undefined)?.mdastPlugins;
  if (processor.name !== 'satteri' || !Array.isArray(plugins)) {
    throw new Error(`debate-atlas guards notes for the satteri Markdown processor only, not "${processor.name}": a note's frontmatter \`layout\` would become an import`);
  }
  plugins.unshift(withoutLayout);
}

/** A satteri plugin factory: deletes `layout` from the frontmatter MDX is about to compile, and adds no plugin. */
export function withoutLayout(context: { data: Record<string, unknown> }): null {
  const astro = context.data.astro as { frontmatter?: Record<string, unknown> } | undefined;
  if (astro?.frontmatter !== undefined) delete astro.frontmatter.layout;
  return null;
}
