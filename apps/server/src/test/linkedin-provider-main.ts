import { startLinkedInProvider } from './linkedin-provider';

/**
 * The test identity server playing LinkedIn as a process of its own, for the browser journeys
 * (e2e/playwright.config.ts starts it before the app): TEST_LINKEDIN_PORT, TEST_LINKEDIN_CLIENT_ID,
 * TEST_LINKEDIN_CLIENT_SECRET and TEST_LINKEDIN_REDIRECT_URI say where and for whom.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const provider = await startLinkedInProvider({
  port: Number(env('TEST_LINKEDIN_PORT')),
  clientId: env('TEST_LINKEDIN_CLIENT_ID'),
  clientSecret: env('TEST_LINKEDIN_CLIENT_SECRET'),
  redirectUris: [env('TEST_LINKEDIN_REDIRECT_URI')],
});
console.log(`test LinkedIn identity server at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void provider.close().finally(() => process.exit(0)));
