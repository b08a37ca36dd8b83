import Papa from 'papaparse';
import type { z } from 'zod';
import { type CsvRowError, countOf, pluralWord } from '@stallfront/shared';
import { HttpError } from '../errors.js';

/** A refused file: the message says what to fix; `errors` name rows when rows are at fault. */
export class CsvRejected extends HttpError {
  constructor(message: string, errors: CsvRowError[] = []) {
    super(400, message, false, errors);
  }
}

export interface CsvSpec<Row extends z.ZodType> {
  columns: readonly string[];
  required: readonly string[];
  maxRows: number;
  /** Checks one row's cells (empty cells are absent). */
  row: Row;
  /** Most row errors a reply lists; the message still counts all of them. */
  maxErrors?: number;
}

/** Bytes as UTF-8 text, refusing other encodings instead of guessing. */
export function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CsvRejected(
      'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8 (comma delimited)" and upload it again.',
    );
  }
}

/** A row that passed the row schema, with its spreadsheet line (the header is line 1). */
export interface CsvLine<T> {
  line: number;
  row: T;
}

/** The message of a refused file: how many rows are at fault, and that nothing was saved. */
export function rowsRefusedMessage(errors: CsvRowError[]): string {
  const n = new Set(errors.map((e) => e.row)).size;
  return `${countOf(n, 'row')} ${pluralWord(n, 'has', 'have')} problems; nothing was saved. Fix them and upload the file again.`;
}

/** A CSV file's records by spreadsheet line (the header is line 1), with any line Papa could not read. */
export interface CsvTable {
  /** The header's column names, trimmed and lower-cased. */
  header: string[];
  records: { line: number; cells: Record<string, string> }[];
  errors: CsvRowError[];
}

/** Reads a CSV file whole; refused at once when it has no rows or more than `maxRows`. */
export function readCsvTable(bytes: Buffer, maxRows: number): CsvTable {
  const text = decodeUtf8(bytes);
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
    // A one-column file has no delimiter to find: Papa then reads it with commas, as it should.
    delimitersToGuess: [',', ';', '\t'],
  });
  const header = parsed.meta.fields ?? [];
  if (header.length === 0 || parsed.data.length === 0)
    throw new CsvRejected('The file has no rows under its header row.');
  if (parsed.data.length > maxRows) {
    throw new CsvRejected(
      `The file has ${parsed.data.length.toLocaleString('en-US')} rows; one upload takes at most ${maxRows.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
  const errors = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ row: (e.row ?? 0) + 2, column: null, message: e.message }));
  return { header, records: parsed.data.map((cells, index) => ({ line: index + 2, cells })), errors };
}

/** Refuses a header that lacks a required column or names one the spec does not know. */
export function checkCsvHeader(header: string[], spec: Pick<CsvSpec<z.ZodType>, 'columns' | 'required'>): void {
  const unknown = header.filter((h) => !spec.columns.includes(h));
  const missing = spec.required.filter((c) => !header.includes(c));
  if (unknown.length || missing.length) {
    const parts = [
      missing.length ? `missing ${pluralWord(missing.length, 'column', 'columns')} ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${pluralWord(unknown.length, 'column', 'columns')} ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new CsvRejected(`The header row has ${parts.join(' and ')}. The columns are: ${spec.columns.join(', ')}.`);
  }
}

/**
 * Checks every record against the row schema (empty cells are absent); the rows that pass and
 * the problems of those that do not come back together, so a caller can add its own checks and
 * report every problem of the file in one answer.
 */
export function checkCsvRecords<Row extends z.ZodType>(
  records: CsvTable['records'],
  row: Row,
): { rows: CsvLine<z.infer<Row>>[]; errors: CsvRowError[] } {
  const errors: CsvRowError[] = [];
  const rows: CsvLine<z.infer<Row>>[] = [];
  for (const { line, cells } of records) {
    // PostgreSQL refuses NUL in text; say where it is rather than fail on the insert.
    const withNul = Object.keys(cells).filter((c) => typeof cells[c] === 'string' && cells[c].includes('\u0000'));
    for (const column of withNul) {
      errors.push({ row: line, column, message: 'contains a NUL character (U+0000); remove it' });
    }
    if (withNul.length > 0) continue;
    const present = Object.fromEntries(
      Object.entries(cells).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
    );
    const result = row.safeParse(present);
    if (result.success) rows.push({ line, row: result.data });
    else {
      for (const issue of result.error.issues) {
        const column = issue.path[0] === undefined ? null : String(issue.path[0]);
        errors.push({ row: line, column, message: issue.message });
      }
    }
  }
  return { rows, errors };
}

/**
 * Reads a CSV upload whole before anything is written: the header must name only known
 * columns and all required ones and the row count must be within the limit (else the file is
 * refused at once). Every row is then checked against the row schema (checkCsvRecords).
 */
export function readCsvRows<Row extends z.ZodType>(
  bytes: Buffer,
  spec: CsvSpec<Row>,
): { rows: CsvLine<z.infer<Row>>[]; errors: CsvRowError[] } {
  const table = readCsvTable(bytes, spec.maxRows);
  checkCsvHeader(table.header, spec);
  const checked = checkCsvRecords(table.records, spec.row);
  return { rows: checked.rows, errors: [...table.errors, ...checked.errors] };
}

/** Reads a CSV upload whole, as readCsvRows does, and refuses it when any row has a problem. */
export function parseCsv<Row extends z.ZodType>(bytes: Buffer, spec: CsvSpec<Row>): z.infer<Row>[] {
  const { rows, errors } = readCsvRows(bytes, spec);
  if (errors.length > 0) throw new CsvRejected(rowsRefusedMessage(errors), errors.slice(0, spec.maxErrors ?? 200));
  return rows.map((r) => r.row);
}

/**
 * Text a spreadsheet would run as a formula gets a leading quote (OWASP, CSV injection):
 * any text starting with = + - @ tab or CR, so `-2+3+cmd|...` too. Numbers stay as they are.
 */
function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? value.join('|') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV text with a header of the given columns. */
export function toCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  return Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => safeCell(row[c]))),
  });
}
