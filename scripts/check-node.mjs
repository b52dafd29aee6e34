#!/usr/bin/env node
// preinstall: one clear line when npm itself runs on a Node older than the project's. The install
// still goes on: it brings the pinned Node 24 (the `node` package) that every npm script then runs
// on. The engine warnings npm would print for each package are muted by .npmrc (loglevel=error),
// since they speak of the Node that runs npm, not of the one that runs the project.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// npm passes its own Node in the user agent ("npm/11.6.2 node/v20.19.0 linux x64 …"); this
// script itself may already run on the pinned Node from node_modules/.bin.
const npmNode = /\bnode\/v(\d+)\.\S*/.exec(process.env.npm_config_user_agent ?? '');
const running = npmNode ? npmNode[0].slice('node/'.length) : process.version;
const major = Number(npmNode?.[1] ?? process.versions.node.split('.')[0]);

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pinned = pkg.devDependencies?.node ?? '24';
const wanted = Number(String(pinned).split('.')[0]);

if (major < wanted)
  console.log(
    `Note: npm runs on Node ${running}; this project runs on Node ${pinned}, which this install ` +
      `brings (node_modules/.bin/node) and every npm script uses. Run files directly with ` +
      `node_modules/.bin/node, or install Node ${wanted} (.nvmrc).`,
  );
