import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { locatedError, locatedHook } from '../../../src/integrations/locatedError.ts';
import { writeError } from '../../../src/lib/core/atomicWrite.ts';

/** A logger that keeps what was said as an error, and a process.exit that throws instead of ending the run. */
function harness() {
  const errors: string[] = [];
  const logger = { error: (message: string) => errors.push(message) } as unknown as AstroIntegrationLogger;
  const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  return { errors, logger, exit };
}

describe('locatedHook: a hook that fails with a located error ends the build with one line', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a located error once, through the logger, and exits 1 (no "unhandled error in the hook" line from Astro)', () => {
    const { errors, logger, exit } = harness();
    const hook = locatedHook((_: { logger: AstroIntegrationLogger }) => {
      throw locatedError('the cache folder /c/data-store.json is a folder: remove it');
    });
    expect(() => hook({ logger })).toThrow('exit 1');
    expect(errors).toEqual(['the cache folder /c/data-store.json is a folder: remove it']);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('does the same for an async hook and for a write error (a fault of the disk)', async () => {
    const { errors, logger } = harness();
    const fault = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    const hook = locatedHook(async (_: { logger: AstroIntegrationLogger }) => {
      throw writeError('/out/atlas/graph.json', fault);
    });
    await expect(hook({ logger })).rejects.toThrow('exit 1');
    expect(errors).toEqual(['could not write /out/atlas/graph.json: no space left on the device, ENOSPC']);
  });

  it('passes any other error on to Astro as it is, with its stack: a fault of the code', async () => {
    const { errors, logger, exit } = harness();
    const bug = new TypeError('x is undefined');
    expect(() => locatedHook((_: { logger: AstroIntegrationLogger }) => { throw bug; })({ logger })).toThrow(bug);
    await expect(locatedHook(async (_: { logger: AstroIntegrationLogger }) => { throw bug; })({ logger })).rejects.toBe(bug);
    expect(errors).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
  });

  it('returns what the hook returns when it does not fail', async () => {
    const { logger } = harness();
    expect(locatedHook((_: { logger: AstroIntegrationLogger }) => 7)({ logger })).toBe(7);
    await expect(locatedHook(async (_: { logger: AstroIntegrationLogger }) => 8)({ logger })).resolves.toBe(8);
  });
});
