// A footnote's definition opening a line (`[^1]: Source.`, `[^note]: The 2025-11 incident`)
// is a paragraph of its own, not a link reference definition: CommonMark would read
// `[^1]: Source.` as one (label `^1`, address `Source.`) and drop it from the page. The
// paragraph ends where markdown-it's own paragraph ends: a blank line, or a line that
// starts another block.
import type { StateBlock } from 'markdown-it';

export function footnoteDefinitionRule(definition: RegExp) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (!definition.test(state.src.slice(start, start + 40))) return false;
    if (silent) return true;
    const terminators = state.md.block.ruler.getRules('paragraph');
    let next = startLine + 1;
    for (; next < endLine && !state.isEmpty(next); next++) {
      // A line indented past its block (a lazy continuation) never ends the paragraph.
      if (state.sCount[next]! - state.blkIndent > 3 || state.sCount[next]! < 0) continue;
      const oldParent = state.parentType;
      state.parentType = 'paragraph';
      const ends = terminators.some((rule) => rule(state, next, endLine, true));
      state.parentType = oldParent;
      if (ends) break;
    }
    const content = state.getLines(startLine, next, state.blkIndent, false).trim();
    state.line = next;
    const open = state.push('paragraph_open', 'p', 1);
    open.map = [startLine, next];
    const inline = state.push('inline', '', 0);
    inline.content = content;
    inline.map = [startLine, next];
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
    return true;
  };
}
