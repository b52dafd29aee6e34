import type { Role } from '@keh/contracts';
import { hasPublicProfile } from './profiles';
import type { ViewerId } from './viewer';

/** One chats with an active Business Captain or Member (a block is the blocks rule's, refused apart). */
export const canChatWith = (_viewer: ViewerId, other: { type: Role; status: string }): boolean =>
  other.status === 'active' && hasPublicProfile(other);

/** A new conversation with a captain needs them to take chats (one that exists stays open). */
export const canStartChatWith = (other: { type: Role; acceptChats: boolean }): boolean =>
  other.type !== 'mentor' || other.acceptChats;
