import type { ApolloClient } from '@apollo/client';
import { useNavigation, type ActionFunctionArgs } from 'react-router';

/**
 * A route module's action: `export async function action(client, args)` beside the page
 * (`<page>.action.ts`). The page's `<Form method="post">` posts to it; it reads the form's fields,
 * runs the mutation and returns the result the page shows, or a redirect.
 */
export type RouteAction = (client: ApolloClient, args: ActionFunctionArgs) => Promise<unknown>;

/** What a route module's action gives its page (useActionData<ActionData<typeof action>>()): its result, never its redirect. */
export type ActionData<TAction extends RouteAction> = Exclude<Awaited<ReturnType<TAction>>, Response>;

/** A text field of a posted form ('' when the form has none). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Whether the page's form is on its way: posted and waiting for the action, or following the action's
 * redirect to the next page (the navigation still carries the form then), so it is not sent twice.
 */
export function useFormSubmitting(): boolean {
  return useNavigation().formData !== undefined;
}
