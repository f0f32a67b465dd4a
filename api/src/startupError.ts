/**
 * A reason the server cannot start that the person starting it can fix (an unreachable database, a wrong password,
 * a folder it cannot write): the entry prints its message on one line, with no stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
