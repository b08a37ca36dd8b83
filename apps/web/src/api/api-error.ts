/** A refused or failed call. The server names a field as "field: message" when one input is wrong. */
export class ApiError extends Error {
  readonly field?: string;
  readonly fieldMessage?: string;

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
    const named = /^([a-z_][a-z0-9_.]*): (.+)$/.exec(message);
    if (named && status === 400) {
      this.field = named[1];
      this.fieldMessage = named[2];
    }
  }
}
