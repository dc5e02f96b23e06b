// CPU seconds (user + system) of a process from /proc/<pid>/stat: its own, and those of
// the children it has waited for (cutime, cstime: a child's figure includes every
// descendant that child waited for). Linux only; 0 where /proc cannot be read.
import { readFileSync, readdirSync } from 'node:fs';

/** sysconf(_SC_CLK_TCK): 100 on Linux on every architecture Node supports. */
const CLOCK_TICKS = 100;

interface ProcessStat { pid: number; ppid: number; name: string; ownTicks: number; childTicks: number }

function readStat(pid: number | 'self'): ProcessStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended, or no /proc
  }
  // The name may hold spaces and parentheses; the fields after it start with state (field 3).
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    ppid: field(4),
    name: stat.slice(stat.indexOf('(') + 1, close),
    ownTicks: field(14) + field(15),
    childTicks: field(16) + field(17),
  };
}

/** This process's CPU seconds: `own`, its waited-for children's, or both. */
export function selfCpuSeconds(part: 'own' | 'children' | 'all'): number {
  const stat = readStat('self');
  if (!stat) return 0;
  const ticks = part === 'own' ? stat.ownTicks : part === 'children' ? stat.childTicks : stat.ownTicks + stat.childTicks;
  return ticks / CLOCK_TICKS;
}

/**
 * The CPU seconds, own and waited-for children's, of the live descendants of `root` whose
 * process name matches `name` (a browser's processes), counted once each.
 */
export function descendantsCpuSeconds(root: number, name: RegExp): number {
  const stats: ProcessStat[] = [];
  try {
    for (const entry of readdirSync('/proc')) if (/^\d+$/.test(entry)) {
      const stat = readStat(Number(entry));
      if (stat) stats.push(stat);
    }
  } catch {
    return 0;
  }
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let ticks = 0;
  for (const queue = [...(children.get(root) ?? [])]; queue.length > 0;) {
    const stat = queue.pop()!;
    if (name.test(stat.name)) ticks += stat.ownTicks + stat.childTicks;
    // A matching process's waited-for children are in its childTicks once reaped; the live
    // ones are counted as they are met.
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return ticks / CLOCK_TICKS;
}
