/** Seconds since 1970 (UTC): how the API writes a moment (events' and sessions' `start`). */
export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
