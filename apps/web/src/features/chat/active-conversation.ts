/** The conversation open on screen (spec section 4: opening makes it active, back clears it). */
let active: number | null = null;

export const getActiveConversation = () => active;

export function setActiveConversation(id: number | null): void {
  active = id;
}
