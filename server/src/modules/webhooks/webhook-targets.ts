import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (dns.lookup with all: true). */
export type WebhookLookup = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address of the name. */
export const systemLookup: WebhookLookup = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Why a webhook address is refused: it names (or resolves to) an address webhooks may not reach. */
export class TargetNotAllowedError extends Error {
  override readonly name = 'TargetNotAllowedError';
  constructor(readonly address: string) {
    super('address not allowed');
  }
}

/** The host of a URL as WHATWG parsing normalised it: numeric spellings are dotted quads, IPv6 unbracketed. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Which addresses webhooks may be delivered to: public unicast only (what ipaddr.js ranges as
 * 'unicast', after unwrapping IPv4-mapped IPv6), so not loopback, private (RFC 1918, fc00::/7),
 * link-local, CGNAT, multicast, unspecified, broadcast, reserved or the IPv6 ranges that embed or
 * tunnel IPv4 (NAT64, 6to4, Teredo); except in the ranges the operator allows
 * (WEBHOOK_ALLOW_NETWORKS). An admin would otherwise make the server probe its own network.
 */
export class WebhookTargets {
  private readonly allowed: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

  constructor(
    allowNetworks: readonly string[],
    private readonly lookup: WebhookLookup = systemLookup,
  ) {
    this.allowed = allowNetworks.map((network) => ipaddr.parseCIDR(network));
  }

  isAllowedAddress(address: string): boolean {
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    if (this.allowed.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits))) return true;
    return parsed.range() === 'unicast';
  }

  /**
   * The addresses a delivery to `url` connects to: the literal address, or every address its name
   * resolves to (once). Throws TargetNotAllowedError when any of them is not allowed, and the
   * resolver's error when the name does not resolve.
   */
  async resolve(url: URL): Promise<LookupAddress[]> {
    const host = hostOf(url);
    const version = isIP(host);
    const addresses = version !== 0 ? [{ address: host, family: version }] : await this.lookup(host);
    if (addresses.length === 0) throw new TargetNotAllowedError(host);
    const refused = addresses.find((entry) => !this.isAllowedAddress(entry.address));
    if (refused) throw new TargetNotAllowedError(refused.address);
    return addresses;
  }

  /**
   * Registration's check: a literal address or a name resolving to one that is not allowed is
   * refused. A name that does not resolve (yet) is accepted; every delivery checks again.
   */
  async assertAllowed(url: string): Promise<void> {
    try {
      await this.resolve(new URL(url));
    } catch (error) {
      if (error instanceof TargetNotAllowedError) throw error;
    }
  }
}

/**
 * A `lookup` for http.request that answers with the addresses already checked, so the connection
 * goes to what was checked and the name is not resolved a second time (a name that changes between
 * check and connect reaches nothing new).
 */
export function checkedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses as LookupAddress[]);
    else {
      const family = options.family === 4 || options.family === 6 ? options.family : undefined;
      const chosen = addresses.find((entry) => family === undefined || entry.family === family) ?? addresses[0];
      callback(null, chosen.address, chosen.family);
    }
  };
}
