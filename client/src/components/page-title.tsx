import { useSiteLook } from '../features/site/site-look';

/** The document title of a page (React 19 hoists <title> into the head); screen readers announce it on navigation. */
export function PageTitle({ children }: { children: string }) {
  const { communityName } = useSiteLook();
  return <title>{`${children} · ${communityName}`}</title>;
}
