import { useSiteLook } from './site-look';

/** The community's short welcome (set by admins at /staff/site), under the page's heading; nothing when none is set. */
export function WelcomeText() {
  const { welcomeText } = useSiteLook();
  return welcomeText ? <p className="welcome-text">{welcomeText}</p> : null;
}
