import { type CsvRowError, errorBody } from '@stallfront/shared';

/** An error a person can act on; the handler turns it into `{ status: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly sessionEnd = false,
    /** Row-level problems of an uploaded file. */
    readonly errors?: CsvRowError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const sessionEnded = (message = 'Your session has ended. Please sign in again.') =>
  new HttpError(401, message, true);
export const forbidden = (message = 'Your account may not do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
/** Well-formed but not acceptable as it stands: the person may agree to a change (crop it) and send again. */
export const unprocessable = (message: string) => new HttpError(422, message);

/** Error replies every route declares, so the zod type provider accepts them. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  422: errorBody,
  429: errorBody,
} as const;
