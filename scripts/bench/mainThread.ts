// What a page's main thread did during one phase, read from a Chromium trace
// (devtools.timeline): the page's own long tasks (> 50 ms wall; not the tasks in which
// the renderer ran the driver's DevTools messages, counted apart), each with its wall time and its CPU
// time, and the work that does not depend on how loaded the machine is: how many layout
// objects the largest layout laid out, how many elements the largest style recalculation
// styled, and the CPU time of layout, style and script in all. On a shared machine a
// task's wall time is inflated by every other process; its CPU time (the thread's own,
// `tdur`) much less so. The CDP throttle's slowdown counts as the thread's CPU time: one
// loop of script took 74–79 ms CPU at rate 1 and 316–370 ms at rate 4 (2026-12-02, three
// tries each, load 15), so a task's CPU at 4× is its length on an idle phone-like core.
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute'];

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: Record<string, unknown> }

export interface MainThreadPhase {
  /** The page's own long tasks: wall and CPU ms, in order, the CPU ms of what each held (TaskParts), and how many style and layout updates it ran. */
  tasks: Array<{ wall: number; cpu: number; parts: TaskParts; updates: number }>;
  /** CPU ms of each long task that was the driver's (driverTasks): not counted in `tasks` nor in the other figures. */
  driverTasks: number[];
  /** The most layout objects one layout laid out, and the most elements one style recalculation styled. */
  largestLayout: number;
  largestStyle: number;
  /** CPU ms in all. */
  cpu: { layout: number; style: number; script: number };
}

/** What a task's CPU went to: the HTML parser, style, layout, script, paint and the rest of rendering. */
export interface TaskParts { parse: number; style: number; layout: number; script: number; paint: number }

const PARTS: Record<keyof TaskParts, string[]> = {
  parse: ['ParseHTML'],
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule', 'v8.compile', 'RunMicrotasks'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
};

export async function traced(browser: Browser, page: Page, phase: () => Promise<void>): Promise<MainThreadPhase> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await phase();
  const buffer = await browser.stopTracing();
  return readPhase(JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]);
}

/**
 * The most layout objects one layout laid out and the most elements one style
 * recalculation styled while `action` ran, on any renderer main thread and in the
 * driver's tasks too (a page.evaluate that lays the page out afresh is one): counts no load
 * changes, unlike the load's largest layout, which depends on when the first frame comes.
 */
export async function tracedSizes(browser: Browser, page: Page, action: () => Promise<unknown>): Promise<{ layoutObjects: number; styledElements: number }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await action();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  let layoutObjects = 0, styledElements = 0;
  for (const e of Array.isArray(parsed) ? parsed : parsed.traceEvents) {
    if (e.name === 'Layout') layoutObjects = Math.max(layoutObjects, Number((e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? 0));
    if (e.name === 'UpdateLayoutTree') styledElements = Math.max(styledElements, Number(e.args?.elementCount ?? 0));
  }
  return { layoutObjects, styledElements };
}

export function readPhase(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): MainThreadPhase {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // The page's renderer is the busiest one (others are idle frames of the browser).
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.tdur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const thread = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  // The driver's tasks, long or not, and everything in them are left out of every figure.
  const driver = driverTasks(thread);
  const on = thread.filter((e) => !within(driver, e));
  const tasks = on.filter((e) => e.name === 'RunTask' && ms(e.dur) > 50).sort((a, b) => a.ts - b.ts).map((e) => ({ wall: ms(e.dur), cpu: ms(e.tdur), parts: partsOf(e, on), updates: updatesIn(e, on) }));
  const sum = (names: string[]) => on.filter((e) => names.includes(e.name)).reduce((a, e) => a + ms(e.tdur), 0);
  let largestLayout = 0, largestStyle = 0;
  for (const e of on) {
    if (e.name === 'Layout') largestLayout = Math.max(largestLayout, Number((e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? 0));
    if (e.name === 'UpdateLayoutTree') largestStyle = Math.max(largestStyle, Number(e.args?.elementCount ?? 0));
  }
  // Script: the outermost script entries only (a function call inside an evaluation is not counted twice).
  const scripts = on.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule', 'v8.compile'].includes(e.name));
  const outermost = scripts.filter((e) => !scripts.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)));
  return {
    tasks,
    driverTasks: driver.filter((e) => ms(e.dur) > 50).map((e) => ms(e.tdur)),
    largestLayout,
    largestStyle,
    cpu: { layout: sum(['Layout']), style: sum(['UpdateLayoutTree']), script: outermost.reduce((a, e) => a + ms(e.tdur), 0) },
  };
}

/**
 * The driver's tasks, in order: those that handle a DevTools protocol message (a mojo
 * message of the renderer's blink.mojom.DevToolsSession), as every page.evaluate,
 * waitForSelector and locator call of Playwright does; the first of them evaluates
 * Playwright's injected script (80–190 ms CPU at 4×). The page's own tasks (its parser,
 * style, layout, paint, its scripts and timers, input from the taps) never come in on
 * that interface.
 */
function driverTasks(thread: TraceEvent[]): TraceEvent[] {
  const runTasks = thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const found = new Set<TraceEvent>();
  for (const e of thread) {
    if (e.name !== 'Receive mojo message') continue;
    if ((e.args?.chrome_mojo_event_info as { mojo_interface_tag?: string } | undefined)?.mojo_interface_tag !== 'blink.mojom.DevToolsSession') continue;
    const task = runTasks[lastStartingBy(runTasks, e.ts)];
    if (task && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0)) found.add(task);
  }
  return [...found].sort((a, b) => a.ts - b.ts);
}

/** Whether the event lies inside one of the (ordered, disjoint) tasks. */
function within(tasks: TraceEvent[], e: TraceEvent): boolean {
  const task = tasks[lastStartingBy(tasks, e.ts)];
  return task !== undefined && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0);
}

/** The index of the last of the ordered events that starts at or before `ts` (−1 if none). */
function lastStartingBy(ordered: TraceEvent[], ts: number): number {
  let lo = 0, hi = ordered.length - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ordered[mid]!.ts <= ts) { found = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}

/**
 * The CPU of a task's parts: per part the outermost of its events inside the task (style
 * forced by a script counts as style and as script; the parser's part holds what the
 * parser ran, such as an inline script, so parts may add up to more than the task).
 */
function partsOf(task: TraceEvent, on: TraceEvent[]): TaskParts {
  const end = task.ts + (task.dur ?? 0);
  const inside = on.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = { parse: 0, style: 0, layout: 0, script: 0, paint: 0 };
  for (const part of Object.keys(PARTS) as Array<keyof TaskParts>) {
    const events = inside.filter((e) => PARTS[part].includes(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let reached = -1;
    for (const e of events) {
      if (e.ts < reached) continue;
      parts[part] += (e.tdur ?? 0) / 1000;
      reached = e.ts + (e.dur ?? 0);
    }
  }
  return parts;
}

/**
 * How many style recalculations and layouts a task ran (outermost ones): more than two in
 * one task is a script reading layout between its writes.
 */
function updatesIn(task: TraceEvent, on: TraceEvent[]): number {
  const end = task.ts + (task.dur ?? 0);
  return on.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end).length;
}

/** "367 (parse 12, style 40, layout 300)": a task's CPU and its parts over 5 ms; "…, 20 style and layout updates" past two. */
function describeTask(t: { cpu: number; parts: TaskParts; updates?: number }): string {
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const parts = (Object.entries(t.parts) as Array<[string, number]>).filter(([, v]) => v >= 5).map(([k, v]) => `${k} ${n(v)}`);
  if ((t.updates ?? 0) > 2) parts.push(`${t.updates} style and layout updates`);
  return parts.length === 0 ? n(t.cpu) : `${n(t.cpu)} (${parts.join(', ')})`;
}

/** "12 long tasks, longest 1,259 ms wall / 95 ms CPU; CPU: layout …" */
export function describePhase(p: MainThreadPhase): string {
  const n = (x: number) => Math.round(x).toLocaleString('en');
  const longest = p.tasks.reduce((a, t) => (t.wall > a.wall ? t : a), { wall: 0, cpu: 0 });
  const top = [...p.tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 3).map(describeTask);
  const mostCpu = p.tasks.reduce((a, t) => Math.max(a, t.cpu), 0);
  const over = p.tasks.filter((t) => t.cpu > 200).map(describeTask);
  return `${p.tasks.length} long tasks, ${n(p.tasks.reduce((a, t) => a + t.wall, 0))} ms in all, longest ${n(longest.wall)} ms wall (${n(longest.cpu)} ms CPU), ` +
    `most CPU in one task ${n(mostCpu)} ms, tasks over 200 ms CPU: ${over.length === 0 ? 'none' : over.join(', ')}; the three with most CPU: ${top.join(', ')} ms; CPU: layout ${n(p.cpu.layout)}, style ${n(p.cpu.style)}, script ${n(p.cpu.script)} ms; ` +
    `largest layout ${n(p.largestLayout)} objects, largest style recalc ${n(p.largestStyle)} elements; ` +
    `not counted, the driver's DevTools messages: ${p.driverTasks.length} long tasks${p.driverTasks.length ? `, most CPU ${n(Math.max(...p.driverTasks))} ms` : ''}`;
}
