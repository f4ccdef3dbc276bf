// The few primitives evidence tokens need, on every runtime an agent runs on, synchronously and without a
// static import of a Node built-in (so the main entry loads in a browser bundle, on Deno, Bun and Workers):
// HMAC-SHA256 from node:crypto where the runtime has it (Node, Bun, Deno, Workers with nodejs_compat), found
// through `process.getBuiltinModule` when first needed, else our own (src/sha256.ts); base64url and UTF-8
// through node:buffer where present, else written here; nonces from `globalThis.crypto`.
import { HmacSha256 } from './sha256.js';

/** The parts of node:crypto the kit calls. */
interface NodeCrypto {
  createHmac(algorithm: 'sha256', key: object): { update(data: string): { digest(encoding: 'base64url'): string } };
  createSecretKey(key: Uint8Array): object;
  readonly KeyObject: abstract new (...args: never[]) => { readonly type: string; readonly symmetricKeySize?: number | undefined };
}

interface NodeBuffer {
  from(data: string, encoding: 'utf8' | 'base64url'): { toString(encoding: 'utf8' | 'base64url'): string };
  from(data: ArrayBuffer, byteOffset: number, length: number): { toString(encoding: 'base64url'): string };
}

interface Runtime {
  readonly crypto: NodeCrypto | undefined;
  readonly buffer: NodeBuffer | undefined;
}

let detected: Runtime | undefined;
let forced: Runtime | undefined;

function builtin(name: string): unknown {
  try {
    const get = (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule;
    return typeof get === 'function' ? (get as (id: string) => unknown)(name) : undefined;
  } catch {
    return undefined;
  }
}

function detect(): Runtime {
  const crypto = builtin('node:crypto') as Partial<NodeCrypto> | undefined;
  const buffer = (builtin('node:buffer') as { Buffer?: Partial<NodeBuffer> } | undefined)?.Buffer;
  return {
    crypto:
      typeof crypto?.createHmac === 'function' && typeof crypto.createSecretKey === 'function' && typeof crypto.KeyObject === 'function' ? (crypto as NodeCrypto) : undefined,
    buffer: typeof buffer?.from === 'function' ? (buffer as NodeBuffer) : undefined,
  };
}

function runtime(): Runtime {
  return forced ?? (detected ??= detect());
}

/**
 * Which implementation the kit uses: `'auto'` (the default) takes node:crypto and node:buffer where the runtime
 * has them; `'portable'` uses only the code in this package and web globals, as a browser would. For tests
 * and benchmarks; not part of the public API.
 */
export function useCrypto(mode: 'auto' | 'portable'): void {
  forced = mode === 'portable' ? { crypto: undefined, buffer: undefined } : undefined;
  lastKey = undefined;
}

/** Which HMAC the kit uses now: `'node:crypto'` or `'portable'`. */
export function cryptoInUse(): 'node:crypto' | 'portable' {
  return runtime().crypto === undefined ? 'portable' : 'node:crypto';
}

/** A prepared key: the MAC of a string (its UTF-8 bytes), spelled in unpadded base64url (43 characters). */
export type Mac = (text: string) => string;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The MAC for byte keys. The key is copied: editing the caller's bytes later changes nothing. */
export function bytesMac(key: Uint8Array): Mac {
  const node = runtime().crypto;
  if (node !== undefined) {
    const secret = node.createSecretKey(key.slice());
    return (text) => node.createHmac('sha256', secret).update(text).digest('base64url');
  }
  const hmac = new HmacSha256(key.slice());
  return (text) => base64url(hmac.mac(asciiBytes(text)));
}

/** The last string key, its size in bytes and its MAC: a string cannot change, so a caller passing the same key each time prepares it once. */
let lastKey: { readonly text: string; readonly bytes: number; readonly mac: Mac } | undefined;

/** The size in UTF-8 bytes of a string key, and its MAC. */
export function textMac(key: string): { readonly bytes: number; readonly mac: Mac } {
  if (key !== lastKey?.text) {
    const bytes = utf8(key);
    lastKey = { text: key, bytes: bytes.byteLength, mac: bytesMac(bytes) };
  }
  return lastKey;
}

/**
 * The secret size of a node:crypto `KeyObject`, `undefined` when `key` is not one (or the runtime has no
 * node:crypto), and its MAC. A KeyObject can only come from node:crypto, so no other path needs one.
 */
export function keyObjectMac(key: object): { readonly type: string; readonly size: number; readonly mac: Mac } | undefined {
  const node = runtime().crypto;
  if (node === undefined || !(key instanceof node.KeyObject)) return undefined;
  return { type: key.type, size: key.symmetricKeySize ?? 0, mac: (text) => node.createHmac('sha256', key).update(text).digest('base64url') };
}

/** The bytes of a string that is ASCII in practice (a token body): one byte per code unit, UTF-8 otherwise. */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return utf8(text);
    bytes[i] = c;
  }
  return bytes;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** Unpadded base64url of `bytes` (RFC 4648, section 5). */
export function base64url(bytes: Uint8Array): string {
  const buffer = runtime().buffer;
  if (buffer !== undefined) return buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += ALPHABET.charAt(n >>> 18) + ALPHABET.charAt((n >>> 12) & 63) + ALPHABET.charAt((n >>> 6) & 63) + ALPHABET.charAt(n & 63);
  }
  const left = bytes.length - i;
  if (left > 0) {
    const n = ((bytes[i] as number) << 16) | (left === 2 ? (bytes[i + 1] as number) << 8 : 0);
    out += ALPHABET.charAt(n >>> 18) + ALPHABET.charAt((n >>> 12) & 63) + (left === 2 ? ALPHABET.charAt((n >>> 6) & 63) : '');
  }
  return out;
}

/** Unpadded base64url of the UTF-8 bytes of `text`. */
export function utf8ToBase64url(text: string): string {
  const buffer = runtime().buffer;
  return buffer !== undefined ? buffer.from(text, 'utf8').toString('base64url') : base64url(utf8(text));
}

/**
 * The UTF-8 text of a base64url string, `undefined` when it is not base64url. Used on token bodies, which
 * are authenticated before they are decoded: the MAC covers their exact characters.
 */
export function base64urlToUtf8(text: string): string | undefined {
  const buffer = runtime().buffer;
  if (buffer !== undefined) return buffer.from(text, 'base64url').toString('utf8');
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? (VALUES[c] as number) : -1;
    if (v < 0) return undefined;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (acc >>> bits) & 0xff;
    }
  }
  return decoder.decode(bytes.subarray(0, o));
}

/** Compares two strings in time that depends on their length only, not on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A random version 4 UUID from the runtime's cryptographic generator; `undefined` when it has none. */
export function randomNonce(): string | undefined {
  const web = (globalThis as { crypto?: { randomUUID?: unknown; getRandomValues?: unknown } }).crypto;
  if (typeof web?.randomUUID === 'function') return (web.randomUUID as () => string).call(web);
  if (typeof web?.getRandomValues !== 'function') return undefined;
  const b = (web.getRandomValues as (array: Uint8Array) => Uint8Array).call(web, new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
