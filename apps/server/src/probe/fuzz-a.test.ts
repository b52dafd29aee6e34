import { afterAll } from 'vitest';
import { describeFuzz } from '../test/probe/fuzz';
import { openProbe } from '../test/probe/matrix';

/** The property-based fuzz, half 1 of 2 of the routes (see test/probe/fuzz.ts). */
const probe = await openProbe();
afterAll(() => probe.close());
describeFuzz(probe, 0, 2);
