// An error whose message says everything a reader needs (the file or folder, what failed,
// why): Astro prints an error's stack under "Stack trace:" when it has one, so this one
// has none. For faults of the disk or of a cache, never for a fault of the code itself.
export function locatedError(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}
