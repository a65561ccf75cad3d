import type { z } from 'zod';
import type { RequestContext } from '../request-context';
import type { PolicyRule } from '../modules/accounts/accounts.policy';
import type { ApiAccess, ApiDomain } from '../modules/api-tokens/api-token-scopes';

/**
 * Who may make a call at all, checked before its input is looked at, so a caller without access
 * learns nothing from validation answers: anyone, anyone signed in, or one action of the domain's
 * policy (`rule(WEBHOOK_POLICY, 'manage')`), the same action the service authorizes again.
 */
export type CallAccess = 'public' | 'signedIn' | PolicyRule;

/** The API token scope a call needs: read or write of one domain ("events:write"). */
export type TokenScope = `${ApiDomain}:${ApiAccess}`;

/**
 * One call, declared once in its module's `<m>.calls.ts` and pointed at by each transport that
 * serves it (a REST row's `definition`, a GraphQL root field's `@Call(...)`, a plain Fastify route's
 * `callRoute(...)`): who may call it, the token scope it needs, whether it takes an Idempotency-Key.
 * Both transports check access and scope from here with the same code, so they cannot disagree, and
 * nothing defaults: a route or root field without a definition fails the coverage test.
 */
export interface CallDefinition {
  /** unique; the GraphQL root field's name when there is one */
  readonly name: string;
  readonly access: CallAccess;
  /** 'none' only for a public call that reads nothing of any domain (the API's own description) */
  readonly scope: TokenScope | 'none';
  /** a retry with the same Idempotency-Key gets the first answer again (the calls that spend or grant) */
  readonly idempotent: boolean;
  /** why the call has no GraphQL field, when it has none (a file, a form with an image, a mail link) */
  readonly restOnly?: string;
  /**
   * The call's input contract: the REST row's body, or its query string for a GET (restRoute takes
   * it from here), and what the GraphQL field's arguments are parsed by (runCall, parseGraphQLArgs).
   */
  readonly input?: z.ZodType;
  /** The contract of the REST path's parameters (`:id`); GraphQL sends them as arguments of the same names (onGraphQL where not). */
  readonly params?: z.ZodType;
  /** What the call does, in one line: the API document's summary (restRoute takes it from here). */
  readonly summary?: string;
  /** The 409 of this call carries `current`, the stored values, typed as its answer (the API document says so). */
  readonly conflictAnswersCurrent?: boolean;
  /**
   * The call's one service call, made by both transports with the caller and the parsed input: by
   * default the parsed params and input in one object (callInput), or the command a transport builds
   * where the two send it differently (GraphQL's selection, REST's `include=`). Each transport only
   * presents the result its own way.
   */
  readonly run: (caller: Caller, input: never) => unknown;
}

/**
 * The app's services as a call's run sees them: app-services.ts makes this AppServices (declaration
 * merging), so the definitions, which domain code imports, import no composition root.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app-services.ts
export interface CallServices {}

/** Who makes a call: the request's acting side and the app's services. */
export interface Caller {
  readonly context: RequestContext;
  readonly services: CallServices;
}

export type CallSettings = Omit<CallDefinition, 'name' | 'idempotent'> & { idempotent?: boolean };

/** A call with its one service call: what `run` takes and what it gives. */
export type RunnableCall<In, Out> = CallDefinition & { readonly run: (caller: Caller, input: In) => Out };

/** The parsed input of a call whose run takes its contracts' output: the params and the input in one object. */
export type InputOf<P, I> = [P] extends [z.ZodType]
  ? [I] extends [z.ZodType]
    ? z.output<P> & z.output<I>
    : z.output<P>
  : [I] extends [z.ZodType]
    ? z.output<I>
    : Record<string, never>;

/**
 * One call's settings with its one service call, typed from its contracts: `run`'s input is what
 * `params` and `input` parse to (InputOf), unless `run` names its own command type.
 */
// In and Out appear once each, but as their own parameters they keep run's input and result types on the definition
/* eslint-disable @typescript-eslint/no-unnecessary-type-parameters */
export function defineCall<
  P extends z.ZodType | undefined = undefined,
  I extends z.ZodType | undefined = undefined,
  In = InputOf<P, I>,
  Out = unknown,
>(
  settings: Omit<CallSettings, 'params' | 'input' | 'run'> & { params?: P; input?: I; run: (caller: Caller, input: In) => Out },
  // NoInfer: defineCalls' expected settings must not decide what run takes
): NoInfer<typeof settings & { readonly params: P; readonly input: I }> {
  return settings as typeof settings & { readonly params: P; readonly input: I };
}
/* eslint-enable @typescript-eslint/no-unnecessary-type-parameters */

/**
 * The one input a call's run gets from the parsed parts the transport received (REST's path, query
 * and body; GraphQL's arguments read by each contract): a single part as it is (a contract may parse
 * to something other than an object), several merged into one object.
 */
export function callInput(parts: readonly unknown[]): unknown {
  const present = parts.filter((part) => part !== undefined);
  if (present.length === 0) return {};
  if (present.length === 1) return present[0];
  return Object.assign({}, ...present) as unknown;
}

/**
 * A module's calls, each named by its key: `defineCalls({ createEvent: { access, scope }, ... })`.
 * Each keeps its own settings' types, so `CALLS.createWebhook.input` is the contract itself.
 */
export function defineCalls<S extends Record<string, CallSettings>>(
  settings: S,
): { readonly [Name in keyof S]: CallDefinition & S[Name] & { readonly name: Name & string; readonly idempotent: boolean } } {
  const calls: Record<string, CallDefinition> = {};
  for (const [name, entry] of Object.entries(settings))
    calls[name] = Object.freeze({ name, ...entry, idempotent: entry.idempotent ?? false });
  return calls as never;
}

/** The domain and access of a scope. */
export function splitScope(scope: TokenScope): { domain: ApiDomain; access: ApiAccess } {
  const [domain, access] = scope.split(':') as [ApiDomain, ApiAccess];
  return { domain, access };
}
