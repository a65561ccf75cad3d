import { useSiteLook } from '../features/site/site-look';

/**
 * The community's logo at a given height, or nothing without one. Decorative: the community's name
 * stands beside it. With the size the page carries, the width and height attributes give the box its
 * shape before the picture arrives, so nothing beside it moves when it loads.
 */
export function SiteLogo({ height }: { height: number }) {
  const { logoUrl, logoSize } = useSiteLook();
  if (!logoUrl) return null;
  const width = logoSize ? Math.round((logoSize.width * height) / logoSize.height) : undefined;
  return <img src={logoUrl} alt="" width={width} height={height} className="site-logo" />;
}
