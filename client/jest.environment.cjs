const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the Fetch API that react-router's data router needs (it builds a Request per
 * navigation): Node's own Request, Response, Headers and AbortController/AbortSignal are lent to the
 * jsdom globals (the signal must be Node's, or Node's Request refuses it).
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'fetch',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
