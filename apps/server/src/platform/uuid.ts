const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path or cookie part shaped as a uuid (so a query never casts a stray string to uuid and fails). */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);
