/** What makes a reason acceptable ('' when it is): not blank, and at most `max` characters. */
export function reasonError(reason: string, max: number, requiredMessage: string): string {
  if (!reason.trim()) return requiredMessage;
  if (reason.length > max) return `The reason can be at most ${max} characters; it has ${reason.length}.`;
  return '';
}
