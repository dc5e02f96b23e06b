// The options of one meeting as the minutes reader defines them, by key: the first title
// given wins; a short name (alias) two options share names neither; a meeting past
// MAX_MEETING_OPTIONS keyed options is refused at the first option past it; a longer list of
// names defines none (it is no list of options).
import type { Diagnostic } from '../../core/diagnostics.ts';
import { MAX_MEETING_OPTIONS, formatCount } from '../../core/limits.ts';
import type { MinutesOption } from './model.ts';
import { namingForms, type NamedOption } from './namedOptions.ts';
import { compareOptionKeys, isBareStem } from './optionNumber.ts';
import type { OptionAlias, OptionKeys } from './options.ts';

/** The options of one meeting, by letter: the first title given wins. */
export class OptionList {
  private readonly byKey = new Map<string, MinutesOption>();

  private named: NamedOption[] = [];

  private readonly aliases: OptionAlias[] = [];

  /** The line of the first option past MAX_MEETING_OPTIONS, which is not defined. */
  private firstPast: number | undefined;

  /** A short name the file gives an option; a form two options share names neither. */
  alias(key: string, form: string): void {
    const lower = form.trim().toLowerCase();
    if (lower.length < 2 || lower.length > 30 || !this.byKey.has(key)) return;
    const clash = this.aliases.findIndex((a) => a.form === lower && a.key !== key);
    if (clash !== -1) this.aliases.splice(clash, 1);
    else if (!this.aliases.some((a) => a.form === lower)) this.aliases.push({ key, form: lower });
  }

  define(key: string, title: string | undefined, line: number, written?: string): void {
    const existing = this.byKey.get(key);
    if (!existing && this.byKey.size >= MAX_MEETING_OPTIONS) this.firstPast ??= line;
    else if (!existing) this.byKey.set(key, { key, ...(title ? { title } : {}), line, ...(written ? { written } : {}) });
    else {
      if (existing.title === undefined && title) existing.title = title;
      if (existing.written === undefined && written) existing.written = written;
    }
  }

  /** Options named by words, numbered in the order given; `short` forms set off where they were defined. */
  defineNamed(list: ReadonlyArray<{ name: string; line: number; short?: readonly string[]; mark?: string }>): void {
    // A list of more names than a meeting may have options is no list of options (a list of services, of people): none defined.
    if (list.length > MAX_MEETING_OPTIONS) return;
    list.forEach((o, i) => this.byKey.set(String(i + 1), { key: String(i + 1), title: o.name, line: o.line, named: true }));
    this.named = namingForms(list.map((o, i) => ({ key: String(i + 1), name: o.name, ...(o.short ? { short: o.short } : {}) })))
      .map((n, i) => (list[i]!.mark === undefined ? n : { ...n, mark: list[i]!.mark! }));
  }

  /** Forgets options defined by mistake (a lone numbered line taken for a list of options). */
  clear(keys: readonly string[]): void {
    for (const key of keys) this.byKey.delete(key);
    if (this.byKey.size === 0) this.firstPast = undefined;
  }

  /** A located refusal when the meeting defines more options than MAX_MEETING_OPTIONS. */
  overBudget(file: string): Diagnostic | undefined {
    if (this.firstPast === undefined) return undefined;
    const message = `options: the meeting defines more than ${formatCount(MAX_MEETING_OPTIONS)} options; the limit is ${formatCount(MAX_MEETING_OPTIONS)} per meeting (the first past it is on this line); split the meeting`;
    return { severity: 'error', code: 'too-large', file, line: this.firstPast, message };
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  keys(): OptionKeys {
    const keys = [...this.byKey.keys()].sort(compareOptionKeys);
    if (this.named.length > 0) Object.assign(keys, { named: this.named });
    const titles = new Map([...this.byKey.values()].flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
    if (titles.size > 0) Object.assign(keys, { titles });
    if ([...this.byKey.values()].some((o) => o.written !== undefined && isBareStem(o.written))) Object.assign(keys, { stems: true });
    return this.aliases.length > 0 ? Object.assign(keys, { aliases: this.aliases }) : keys;
  }

  get(key: string): MinutesOption | undefined {
    return this.byKey.get(key);
  }

  all(): MinutesOption[] {
    return this.keys().map((k) => this.byKey.get(k)!);
  }
}
