// Runs everywhere an agent runs: our HMAC-SHA256 against RFC 4231 and node:crypto; the kit with only web
// globals (an esbuild browser bundle in a `node:vm` context without process, require or Buffer); on Deno and
// Bun (the `deno` and `bun` npm packages); on Cloudflare's workerd (the `workerd` npm package), with and
// without nodejs_compat; and a token minted on one runtime verified on another. Imports dist/: npm run build.
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { complete, selectTargets, verifyTargets } from '../src/index.js';
import { cryptoInUse, useCrypto } from '../src/portable-crypto.js';
import { HmacSha256, sha256 } from '../src/sha256.js';
import { codeOf, families } from './support/evidence-attacks.js';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const flowModule = path.join(root, 'test/support/portable-flow.mjs');
const KEY = 'portable-flow-key-of-at-least-32-bytes';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (s: string) => new TextEncoder().encode(s);
const repeat = (byte: number, n: number) => new Uint8Array(n).fill(byte);

interface FlowResult {
  crypto: string;
  complete: boolean;
  decision: string;
  partialDecision: string;
  verified: string[];
  first: string;
  second: string;
  tampered: string;
  otherResource: string;
  foreign: string;
  token: string;
}

/** What every runtime must answer, a token minted on Node (node:crypto) accepted included. */
function expectFlow(result: FlowResult, crypto: string): void {
  expect(result).toMatchObject({
    crypto,
    complete: true,
    decision: 'proceed',
    partialDecision: 'refuse_or_request_review',
    verified: ['svc-2', 'svc-3'],
    first: 'svc-2,svc-3',
    second: 'REPLAYED',
    tampered: 'INVALID_TOKEN',
    otherResource: 'RESOURCE_MISMATCH',
    foreign: 'accepted',
  });
  expect(result.token).toMatch(/^[\w-]+\.[\w-]{43}$/);
}

/** A token for ['svc-2', 'svc-3'] minted here, on Node, with node:crypto. */
function nodeToken(): string {
  const listing = complete([{ id: 'svc-1' }, { id: 'svc-2' }, { id: 'svc-3' }], { scope: { resource: 'service_accounts', visibility: 'admin', snapshot: null } });
  return selectTargets(listing, ['svc-2', 'svc-3'], { key: KEY, action: 'disable', ttlMs: 600_000 });
}

/** The token another runtime minted passes verification here, with node:crypto. */
function verifiesHere(token: string): void {
  expect(verifyTargets(token, ['svc-3', 'svc-2'], { key: KEY, action: 'disable', resource: 'service_accounts' }).ids).toEqual(['svc-2', 'svc-3']);
}

afterEach(() => {
  useCrypto('auto');
});

describe('our HMAC-SHA256', () => {
  // RFC 4231, section 4: test cases 1-7 (case 5's output is truncated to 128 bits).
  const vectors: [string, Uint8Array, Uint8Array, string][] = [
    ['1', repeat(0x0b, 20), text('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['2', text('Jefe'), text('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['3', repeat(0xaa, 20), repeat(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    ['4', Uint8Array.from({ length: 25 }, (_, i) => i + 1), repeat(0xcd, 50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
    ['5', repeat(0x0c, 20), text('Test With Truncation'), 'a3b6167473100ee06e0c796c2955552b'],
    ['6', repeat(0xaa, 131), text('Test Using Larger Than Block-Size Key - Hash Key First'), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
    [
      '7',
      repeat(0xaa, 131),
      text('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ];

  it.each(vectors)('RFC 4231 test case %s', (_, key, data, expected) => {
    expect(hex(new HmacSha256(key).mac(data)).slice(0, expected.length)).toBe(expected);
  });

  it('agrees with node:crypto on any key and message, across block boundaries (fast-check)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        return hex(new HmacSha256(key).mac(message)) === createHmac('sha256', key).update(message).digest('hex');
      }),
      { numRuns: 300 },
    );
    for (const n of [0, 55, 56, 63, 64, 65, 119, 120, 128, 1000]) {
      const m = randomBytes(n);
      expect(hex(sha256(m))).toBe(createHash('sha256').update(m).digest('hex'));
      expect(hex(new HmacSha256(m).mac(m))).toBe(createHmac('sha256', m).update(m).digest('hex'));
    }
  });
});

describe('evidence tokens with the portable code only (as in a browser)', () => {
  it('uses our HMAC when forced, node:crypto otherwise', () => {
    expect(cryptoInUse()).toBe('node:crypto');
    useCrypto('portable');
    expect(cryptoInUse()).toBe('portable');
  });

  it('a token minted by either implementation verifies with the other', () => {
    const node = nodeToken();
    useCrypto('portable');
    verifiesHere(node);
    const portable = nodeToken();
    useCrypto('auto');
    verifiesHere(portable);
  });

  it.each(['canonicalSignature', 'idsAnyOrder', 'boundToResource'] as const)('%s holds on the portable path', (name) => {
    useCrypto('portable');
    families[name](100);
  });

  it('a KeyObject needs node:crypto: without it, WEAK_KEY; string and byte keys work', () => {
    useCrypto('portable');
    const listing = complete([{ id: 'a' }], { scope: { resource: 'r', visibility: 'admin', snapshot: null } });
    const opts = { action: 'x', ttlMs: 1000 };
    expect(codeOf(() => selectTargets(listing, ['a'], { ...opts, key: createSecretKey(Buffer.from(KEY)) }))).toBe('WEAK_KEY');
    expect(codeOf(() => selectTargets(listing, ['a'], { ...opts, key: { type: 'secret', symmetricKeySize: 32 } }))).toBe('WEAK_KEY');
    expect(codeOf(() => selectTargets(listing, ['a'], { ...opts, key: text(KEY) }))).toBeUndefined();
  });
});

describe('the public types need no @types/node', () => {
  // On the TypeScript installed here; npm run test:ts-range compiles the same on the lowest, the highest 5.x and
  // the highest TypeScript of the peer range, with the WebWorker lib too.
  it('every entry point compiles with "types": [], the DOM lib and skipLibCheck: false', () => {
    const project = path.join(root, 'test/fixtures/ts-range/tsconfig.no-node-types.dom.json');
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const run = () => execFileSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  }, 120_000);
});

describe('runtimes', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-portability-'));
  /** Bundles the flow as an agent's bundle would hold the main entry; inside each test, so a failure fails it. */
  const bundle = async (format: 'iife' | 'esm', contents: string) => {
    const out = await build({
      stdin: { contents, resolveDir: root, sourcefile: 'entry.mjs' },
      bundle: true,
      platform: 'browser',
      format,
      write: false,
      logLevel: 'silent',
      ...(format === 'iife' ? { globalName: 'portable' } : {}),
    });
    return out.outputFiles[0]?.text ?? '';
  };

  it('the browser bundle holds no node: import, and runs with web globals only', async () => {
    const browserBundle = await bundle('iife', `export { flow } from ${JSON.stringify(flowModule)};`);
    // esbuild refuses a node: import for the browser platform; the names in getBuiltinModule calls stay as text.
    expect(browserBundle).not.toMatch(/from\s*["']node:|import\(\s*["']node:|\brequire\(/);
    const web = { TextEncoder, TextDecoder, crypto: globalThis.crypto, performance, setTimeout, clearTimeout, queueMicrotask, AbortController, AbortSignal, console, URL };
    const context = vm.createContext({ ...web });
    vm.runInContext(browserBundle, context);
    expect(vm.runInContext('typeof process + typeof require + typeof Buffer', context)).toBe('undefinedundefinedundefined');
    const run = vm.runInContext('portable.flow', context) as (foreign?: string) => Promise<FlowResult>;
    const result = await run(nodeToken());
    expectFlow(result, 'portable');
    verifiesHere(result.token);
  });

  const runtimes: [string, (foreign: string) => string[]][] = [
    ['Deno', (foreign) => [bin('deno'), 'run', '--no-config', '--no-prompt', '--allow-read', '-', foreign]],
    ['Bun', (foreign) => [bin('bun'), 'run', '-', foreign]],
  ];

  it.each(runtimes)('%s (from its npm package), with node:crypto', (_, command) => {
    const [exe, ...args] = command(nodeToken());
    const script = `import { flow } from ${JSON.stringify(flowModule)};
      const foreign = globalThis.Deno?.args?.[0] ?? process.argv.at(-1);
      console.log(JSON.stringify(await flow(foreign)));`;
    const file = path.join(work, 'run.mjs');
    fs.writeFileSync(file, script);
    const out = execFileSync(exe as string, args.map((a) => (a === '-' ? file : a)), { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as FlowResult;
    expectFlow(result, 'node:crypto');
    verifiesHere(result.token);
  }, 90_000);

  it.each([
    ['with nodejs_compat', '"nodejs_compat"', 'node:crypto'],
    ['without nodejs_compat', '', 'portable'],
  ])('Cloudflare workerd (from its npm package), %s', async (_, flags, crypto) => {
    const workerBundle = await bundle(
      'esm',
      `import { flow } from ${JSON.stringify(flowModule)};
       export default { async test(_controller, env) { console.log('FLOW ' + JSON.stringify(await flow(env.FOREIGN))); } };`,
    );
    fs.writeFileSync(path.join(work, 'worker.mjs'), workerBundle);
    const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (services = [(name = "main", worker = .worker)]);
const worker :Workerd.Worker = (
  modules = [(name = "worker.mjs", esModule = embed "worker.mjs")],
  compatibilityDate = "2025-09-01",
  compatibilityFlags = [${flags}],
  bindings = [(name = "FOREIGN", text = ${JSON.stringify(nodeToken())})],
);
`;
    fs.writeFileSync(path.join(work, 'config.capnp'), config);
    const out = execFileSync(bin('workerd'), ['test', path.join(work, 'config.capnp')], { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] });
    const line = out.split('\n').find((l) => l.startsWith('FLOW '));
    expect(line, `workerd printed no result:\n${out}`).toBeDefined();
    const result = JSON.parse((line ?? '').slice(5)) as FlowResult;
    expectFlow(result, crypto);
    verifiesHere(result.token);
  }, 90_000);
});
