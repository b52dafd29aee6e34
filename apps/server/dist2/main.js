// Written by apps/server/build.mjs: starts the compiled server (server.js).
import { enableCompileCache, setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true);
enableCompileCache();
await import('./server.js');
