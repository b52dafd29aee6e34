/** The conversation open on screen (docs/product/states.md: opening makes it active, back clears it). */
let active: number | null = null;

export const getActiveConversation = () => active;

export function setActiveConversation(id: number | null): void {
  active = id;
}
