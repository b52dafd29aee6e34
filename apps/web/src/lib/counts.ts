/**
 * A count with its noun, the number grouped in thousands as written in the UK: '1 task',
 * '3 tasks', '55,032 people'. The one way the app writes "how many".
 */
export const countOf = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;

/** A number grouped in thousands as written in the UK: '55,032'. */
export const grouped = (n: number) => n.toLocaleString('en-GB');
