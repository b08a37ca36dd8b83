import { z } from 'zod';

/**
 * zod's own messages ("Too small: expected string to have >=1 characters") are written for
 * developers. Every schema is built from this package, so installing this map once, where the
 * schema helpers load, gives the server's 400 answers and the console's form checks the same
 * words. A message set on a schema itself (`text(200, { required: 'Enter a name' })`) wins.
 */
type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${n === 1 || n === 1n ? one : many}`;

const EXPECTED: Record<string, string> = {
  string: 'Enter text',
  number: 'Enter a number',
  int: 'Enter a whole number',
  boolean: 'Choose yes or no',
  array: 'Give a list',
  object: 'Fill in the details',
  date: 'Enter a date',
};

const FORMATS: Record<string, string> = {
  email: 'Enter an email address like name@example.com',
  uuid: 'Choose one from the list',
  url: 'Enter a web address',
  datetime: 'Enter a date and time',
  regex: 'Use only the characters this field allows',
};

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  if (issue.origin === 'string')
    return isBlank(issue.input) || min === 1 ? 'Fill this in' : `${min} characters at least`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Add at least ${plural(min, 'item')}`;
  return issue.inclusive === false ? `Must be more than ${min}` : `Must be at least ${min}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  if (issue.origin === 'string') return `${max} characters at most`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${plural(max, 'item')} at most`;
  return issue.inclusive === false ? `Must be less than ${max}` : `Must be ${max} at most`;
}

export function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isBlank(issue.input) ? 'Fill this in' : (EXPECTED[issue.expected] ?? 'This value does not fit here');
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This does not look right';
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Not a field this form takes: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'This value does not fit here';
    default:
      return undefined;
  }
}

z.config({ customError: humanMessage });
