/** A refused row of an uploaded file, as the server's error envelope carries it. */
export interface ApiRowError {
  row: number;
  column: string | null;
  message: string;
}

const FIELD_PART = /^([a-z_][a-z0-9_.]*): (.+)$/s;

/**
 * Reads "field: message" parts; the server joins several validation problems with "; ".
 * Only a message whose every part names a field counts, so a plain sentence with a colon stays plain.
 */
export function parseFieldErrors(message: string): Record<string, string> {
  const whole = FIELD_PART.exec(message);
  const parts = message.split('; ').map((part) => FIELD_PART.exec(part));
  const errors: Record<string, string> = {};
  if (parts.every((part): part is RegExpExecArray => part !== null)) {
    for (const [, field, text] of parts) if (field && text && !(field in errors)) errors[field] = text;
  } else if (whole?.[1] && whole[2]) {
    errors[whole[1]] = whole[2];
  }
  return errors;
}

/** Statuses whose message may name fields: bad input, and duplicates (a SKU already used). */
const FIELD_STATUSES = new Set([400, 409]);

/** A refused or failed call. The server names a field as "field: message" when one input is wrong. */
export class ApiError extends Error {
  /** The first field the server named, with its message. */
  readonly field?: string;
  readonly fieldMessage?: string;
  /** Every field the server named, path to message (paths may be nested, like variants.0.sku). */
  readonly fieldErrors: Record<string, string>;
  /** Row-level problems of an uploaded file. */
  readonly rowErrors: ApiRowError[];

  constructor(
    readonly status: number,
    message: string,
    details: { errors?: ApiRowError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.fieldErrors = FIELD_STATUSES.has(status) ? parseFieldErrors(message) : {};
    const [first] = Object.entries(this.fieldErrors);
    if (first) [this.field, this.fieldMessage] = first;
    this.rowErrors = details.errors ?? [];
  }
}

/** The ApiError of a refusal's JSON envelope, keeping its row errors when they have the right shape. */
export function apiErrorFrom(status: number, envelope: { message?: unknown; errors?: unknown }): ApiError {
  const message = typeof envelope.message === 'string' ? envelope.message : `The server answered ${status}.`;
  const errors = Array.isArray(envelope.errors) ? envelope.errors.filter(isRowError) : undefined;
  return new ApiError(status, message, { errors });
}

function isRowError(value: unknown): value is ApiRowError {
  if (typeof value !== 'object' || value === null) return false;
  const { row, column, message } = value as Record<string, unknown>;
  return typeof row === 'number' && typeof message === 'string' && (column === null || typeof column === 'string');
}
