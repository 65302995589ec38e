/**
 * Text bounds shared by the forms and the server (issue 12). PostgreSQL `text` cannot hold a NUL character;
 * the server refuses one anywhere in a request, and the text fields say so themselves too.
 */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** For `.refine(withoutNul, NUL_MESSAGE)` on a text field. */
export const withoutNul = (text: string): boolean => !text.includes('\u0000');
