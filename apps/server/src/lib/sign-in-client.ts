/** Where a session is opened: the client's address and its browser as it names itself. */
export interface SignInClient {
  ip: string | null;
  /** The User-Agent header, cut to 300 characters: the sign-in history's "device" (issue 31). */
  device: string | null;
}

export const DEVICE_MAX = 300;

/** The sign-in client of a request. */
export function signInClient(req: { ip: string; headers: { 'user-agent'?: string } }): SignInClient {
  const agent = req.headers['user-agent']?.trim();
  return { ip: req.ip, device: agent ? agent.slice(0, DEVICE_MAX) : null };
}
