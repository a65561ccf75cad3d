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
    this.global.Request = requestReadingJsdomForms(this.global);
  }
}

/**
 * Node's Request, reading a form posted in jsdom. A `<Form method="post">` hands the router its
 * fields as jsdom's URLSearchParams, which Node's Request does not recognise: it would send their
 * text as text/plain, and the route action's request.formData() would refuse it. The same fields go
 * into Node's own URLSearchParams instead; everything else about Request is Node's (`instanceof` too).
 */
function requestReadingJsdomForms(window) {
  return new Proxy(globalThis.Request, {
    construct(NodeRequest, [input, init]) {
      const body = init?.body;
      if (!(body instanceof window.URLSearchParams)) return new NodeRequest(input, init);
      return new NodeRequest(input, { ...init, body: new URLSearchParams(body.toString()) });
    },
  });
}

module.exports = JsdomWithFetch;
