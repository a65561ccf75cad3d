import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { CurrentUserQuery } from '../../../features/accounts/accounts.operations';
import { loginPath } from '../../../features/accounts/session';
import { GateSession } from '../../../features/checkin/gate-session';
import { GateStore, type GateViewer } from '../../../features/checkin/gate-store';

/** How the gate reaches the server (its session's sync, annulments and resolved conflicts). */
export const transport = (url: string, init?: RequestInit) => fetch(url, init);

interface GateLoaderData {
  viewer: GateViewer | null;
  session: GateSession | null;
  eventId: string;
}

/**
 * The gate's route loader: the signed-in staff member (remembered on the device, so the gate opens
 * with no network on a device that opened it online before) and the event's gate session from
 * IndexedDB. It returns the gate's own data, not query references: the gate works offline.
 */
export async function loader(client: ApolloClient, { params, request }: LoaderFunctionArgs): Promise<GateLoaderData> {
  const eventId = params.event_id ?? '';
  const store = await GateStore.open();
  let viewer: GateViewer | null = null;
  try {
    const { data } = await client.query({ query: CurrentUserQuery, fetchPolicy: 'cache-first' });
    const user = data?.currentUser;
    if (!user) throw redirect(loginPath(new URL(request.url)));
    viewer = {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      canRunCheckin: user.can.runCheckin,
      canDecideCheckins: user.can.decideCheckins,
    };
    if (viewer.canRunCheckin) await store.saveViewer(viewer);
  } catch (error) {
    if (error instanceof Response) throw error;
    // No answer from the server: the staff member who last opened the gate on this device.
    viewer = await store.viewer();
  }
  if (!viewer?.canRunCheckin) return { viewer, session: null, eventId };
  return { viewer, session: await GateSession.open(store, transport, eventId), eventId };
}
