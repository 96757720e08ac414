// TRUST_PROXY: which X-Forwarded-For entries are the proxies' own. Never "everything": with Fastify's `true` the
// client's own header, whatever it says, becomes its address, and a rotating header defeats every per-address limit.
import { isIP } from 'node:net';

/** Off, the number of proxy hops in front of the server, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges (Fastify's address list accepts them). */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const USAGE =
  'TRUST_PROXY takes the number of reverse proxies in front of the server (TRUST_PROXY=1), or their addresses ' +
  'and CIDR ranges (TRUST_PROXY=10.0.0.5,10.1.0.0/16, or loopback); unset or 0 trusts none. See docs/deploy.md.';

function rangeOk(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = isIP(ip ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  // A /0 range is every address: "everything" again.
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; a value that would trust every address (`true`, `yes`, `*`, `0.0.0.0/0`) throws with the usage. */
export function parseTrustProxy(raw: string | undefined, fail: (message: string) => Error): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS)
      throw fail(`TRUST_PROXY=${value}: more than ${MAX_HOPS} proxy hops is not a real set-up. ${USAGE}`);
    return hops;
  }
  if (/^(true|yes|on|all|\*)$/i.test(value))
    throw fail(`TRUST_PROXY=${value} would believe every client's own X-Forwarded-For, and is refused. ${USAGE}`);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !rangeOk(e));
  if (bad.length)
    throw fail(`TRUST_PROXY: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not an address. ${USAGE}`);
  return entries;
}

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes a function of the entry's position: Fastify 5.12 turns a
 * bare number into "trust nothing". Position 0 is the socket's peer, 1 the last X-Forwarded-For entry (the one the
 * nearest proxy appended), and so on: with n hops the client is the n-th entry from the right, whatever the client
 * wrote to the left of it.
 */
export function fastifyTrustProxy(
  trust: TrustProxy | undefined,
): false | string[] | ((a: string, i: number) => boolean) {
  if (!trust) return false;
  if (typeof trust === 'number') return (_address, i) => i < trust;
  return trust;
}
