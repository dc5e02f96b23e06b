// Inline code spans as CommonMark pairs their backticks: a run of backticks opens a span that
// the next run of the same length closes; a run that no later run matches is text.

/** A stretch of text, or a code span's content between its two runs of `marks`. */
export interface InlinePart {
  code: boolean;
  text: string;
  marks: string;
}

const BACKTICK_RUN = /`+/g;

/** The text cut into code spans and the text between them, in one pass (review 07zf P3: `` `` ``` `` `` is one span holding ```). */
export function codeSpanParts(text: string): InlinePart[] {
  if (!text.includes('`')) return [{ code: false, text, marks: '' }];
  const runs = Array.from(text.matchAll(BACKTICK_RUN), (m) => ({ at: m.index, length: m[0].length }));
  // For each run, the next run of the same length: a right-to-left pass keeps it linear.
  const closer = new Int32Array(runs.length).fill(-1);
  const nextOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    closer[i] = nextOfLength.get(runs[i]!.length) ?? -1;
    nextOfLength.set(runs[i]!.length, i);
  }
  const parts: InlinePart[] = [];
  let textStart = 0;
  for (let i = 0; i < runs.length; i++) {
    const close = closer[i]!;
    if (close === -1) continue;
    const [open, end] = [runs[i]!, runs[close]!];
    parts.push({ code: false, text: text.slice(textStart, open.at), marks: '' });
    parts.push({ code: true, text: text.slice(open.at + open.length, end.at), marks: '`'.repeat(open.length) });
    textStart = end.at + end.length;
    i = close;
  }
  parts.push({ code: false, text: text.slice(textStart), marks: '' });
  return parts;
}

/** The text with `outside` applied to what is not code (`first`: the part opens the text); code spans kept as written, with their marks. */
export function mapOutsideCodeSpans(text: string, outside: (part: string, first: boolean) => string): string {
  return codeSpanParts(text).map((p, i) => (p.code ? `${p.marks}${p.text}${p.marks}` : outside(p.text, i === 0))).join('');
}

/** The text with `outside` applied to what is not code and the code spans' marks dropped: code is kept as written. */
export function withCodeSpansShown(text: string, outside: (part: string) => string): string {
  return codeSpanParts(text).map((p) => (p.code ? p.text : outside(p.text))).join('');
}
