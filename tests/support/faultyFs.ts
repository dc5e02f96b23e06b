// A disk fault for a build test, preloaded into every Node process of the build
// (NODE_OPTIONS=--import; the downloads workers inherit it): DEBATE_ATLAS_TEST_FS_FAULT is
// `<kind>:<path suffix>`, and every write to a file whose path ends with the suffix
//   - `lost`: reports success and writes nothing (a write that never reached the disk);
//   - `full`: fails as a full disk does (ENOSPC, with the path).
// Only the file-system calls the build's writers use are wrapped: fs.promises.writeFile,
// copyFile (Astro restores a cached page with it) and open (for writing), fs.writeFileSync,
// copyFileSync and openSync (for writing).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

export const FS_FAULT_ENV = 'DEBATE_ATLAS_TEST_FS_FAULT';
const spec = process.env[FS_FAULT_ENV] ?? '';
const colon = spec.indexOf(':');
const kind = spec.slice(0, colon);
const suffix = spec.slice(colon + 1);

const hit = (file: unknown): boolean => colon > 0 && suffix !== '' && String(file instanceof URL ? file.pathname : file).endsWith(suffix);
const writing = (flags: unknown): boolean => typeof flags === 'string' ? /[wax+]/.test(flags) : typeof flags === 'number' && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0;
const full = (file: unknown): NodeJS.ErrnoException =>
  Object.assign(new Error(`ENOSPC: no space left on device, open '${String(file)}'`), { code: 'ENOSPC', errno: -28, syscall: 'open', path: String(file) });

if (kind === 'lost' || kind === 'full') {
  const { writeFile, open, copyFile } = fs.promises;
  const { writeFileSync, openSync, copyFileSync } = fs;
  fs.promises.copyFile = (async (from: Parameters<typeof copyFile>[0], to: Parameters<typeof copyFile>[1], mode?: number) => {
    if (!hit(to)) return copyFile(from, to, mode);
    if (kind === 'full') throw full(to);
  }) as typeof copyFile;
  fs.copyFileSync = ((from: Parameters<typeof copyFileSync>[0], to: Parameters<typeof copyFileSync>[1], mode?: number) => {
    if (!hit(to)) return copyFileSync(from, to, mode);
    if (kind === 'full') throw full(to);
  }) as typeof copyFileSync;
  fs.promises.writeFile = (async (file: Parameters<typeof writeFile>[0], ...rest: unknown[]) => {
    if (!hit(file)) return (writeFile as (...args: unknown[]) => Promise<void>)(file, ...rest);
    if (kind === 'full') throw full(file);
  }) as typeof writeFile;
  fs.promises.open = (async (file: Parameters<typeof open>[0], flags?: unknown, mode?: unknown) => {
    if (kind === 'full' && hit(file) && writing(flags)) throw full(file);
    return (open as (...args: unknown[]) => ReturnType<typeof open>)(file, flags, mode);
  }) as typeof open;
  fs.writeFileSync = ((file: Parameters<typeof writeFileSync>[0], ...rest: unknown[]) => {
    if (!hit(file)) return (writeFileSync as (...args: unknown[]) => void)(file, ...rest);
    if (kind === 'full') throw full(file);
  }) as typeof writeFileSync;
  fs.openSync = ((file: Parameters<typeof openSync>[0], flags?: unknown, mode?: unknown) => {
    if (kind === 'full' && hit(file) && writing(flags)) throw full(file);
    return (openSync as (...args: unknown[]) => number)(file, flags, mode);
  }) as typeof openSync;
  syncBuiltinESMExports();
}
