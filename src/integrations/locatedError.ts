// An error whose message says everything a reader needs (the file or folder, what failed,
// why): Astro prints an error's stack under "Stack trace:" when it has one, so this one
// has none. For faults of the disk or of a cache, never for a fault of the code itself.
import type { AstroIntegrationLogger } from 'astro';

export function locatedError(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}

/** Whether `error` is a located one (this module's, or a WriteError): its message says all. */
const isLocated = (error: unknown): error is Error => error instanceof Error && error.stack === '';

/**
 * A hook that ends the build with one line when it throws a located error: thrown on to
 * Astro, the error would be printed after Astro's own "An unhandled error occurred while
 * running the … hook" line. Any other error (a fault of the code) goes on to Astro as it is,
 * with its stack.
 */
export function locatedHook<Options extends { logger: AstroIntegrationLogger }, Result>(
  hook: (options: Options) => Result,
): (options: Options) => Result {
  const stop = (error: unknown, logger: AstroIntegrationLogger): never => {
    if (!isLocated(error)) throw error;
    logger.error(error.message);
    process.exit(1);
  };
  return (options) => {
    try {
      const result = hook(options);
      if (result instanceof Promise) return result.catch((error: unknown) => stop(error, options.logger)) as Result;
      return result;
    } catch (error) {
      return stop(error, options.logger);
    }
  };
}
