import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup } from './webhook-targets';

/**
 * POSTs `body` to `url` connecting only to `addresses` (already checked), and answers the status
 * code. Redirects are not followed: a 3xx is the receiver's answer. The answer's body is discarded.
 */
export function postTo(
  url: URL,
  addresses: readonly LookupAddress[],
  headers: OutgoingHttpHeaders,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        lookup: checkedLookup(addresses),
        // a connection of its own, never a pooled one opened to an address checked earlier
        agent: false,
        signal,
      },
      (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.on('error', () => undefined);
        answer.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
