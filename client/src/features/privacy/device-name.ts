/*
 * A session's device in words ("Firefox on Android") from the User-Agent it signed in with. A small
 * table instead of a parser library: the sessions list needs only the browser family and the system,
 * and the order of the rows matters (Edge and Opera also say "Chrome", Chrome also says "Safari").
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
/** Programs rather than browsers: API clients, scripts and test tools. */
const PROGRAMS: Array<[RegExp, string]> = [
  [/^curl\//i, 'curl'],
  [/lightMyRequest/, 'a test tool'],
  [/^(node|undici|axios|python-requests|Go-http-client|okhttp|PostmanRuntime)/i, 'a program'],
];

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  for (const [pattern, name] of PROGRAMS) if (pattern.test(userAgent)) return `Not a browser (${name})`;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  // Nothing known: the name it gave is still the best description of it.
  return userAgent.length > 60 ? `${userAgent.slice(0, 57)}...` : userAgent;
}
