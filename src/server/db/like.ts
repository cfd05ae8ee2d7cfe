/**
 * Text search with LIKE / ILIKE: what the user typed is matched literally (a typed % or _ is not a
 * wildcard), anywhere in the value.
 */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern matching values that contain `value`. */
export const containing = (value: string): string => `%${escapeLike(value)}%`;
